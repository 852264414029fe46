import { Button, Group, Paper, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The filter panel's four searches (spec 001 §2), as typed: sent 200 ms after the last key (spec 001 §9). */
export interface PrintSearches {
  searchId: string;
  searchName: string;
  searchReferral: string;
  searchOrganisation: string;
}
export const noSearches: PrintSearches = { searchId: '', searchName: '', searchReferral: '', searchOrganisation: '' };

/** spec 001 §4 'Print filters': report status case, paid status case, hide seen. */
export interface PrintCases {
  statusCase: 1 | 2 | 3;
  paidCase: 1 | 2;
  hideSeen: boolean;
}
export const allCases: PrintCases = { statusCase: 1, paidCase: 1, hideSeen: false };

const searchFields = [
  { key: 'searchId', label: 'reportPrints.filters.searchId' },
  { key: 'searchName', label: 'reportPrints.filters.searchName' },
  { key: 'searchReferral', label: 'reportPrints.filters.searchReferral' },
  { key: 'searchOrganisation', label: 'reportPrints.filters.searchOrganisation' },
] as const;

export function PrintFilterPanel({
  searches,
  onSearches,
  cases,
  onCases,
  showStatusCase,
}: {
  searches: PrintSearches;
  onSearches: (searches: PrintSearches) => void;
  cases: PrintCases;
  onCases: (cases: PrintCases) => void;
  /** The dispatched and archive lists hold submitted reports only: the status case means nothing there. */
  showStatusCase: boolean;
}) {
  const { t } = useTranslation();
  const narrowed =
    JSON.stringify(searches) !== JSON.stringify(noSearches) || JSON.stringify(cases) !== JSON.stringify(allCases);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('reportPrints.filters.title')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        {searchFields.map((field) => (
          <TextInput
            key={field.key}
            label={t(field.label)}
            placeholder={t(field.label)}
            leftSection={<IconSearch size={16} />}
            value={searches[field.key]}
            maxLength={field.key === 'searchId' ? 60 : 100}
            onChange={(event) => onSearches({ ...searches, [field.key]: event.currentTarget.value })}
          />
        ))}
        {showStatusCase && (
          <Select
            label={t('reportPrints.filters.statusCase')}
            data={[
              { value: '1', label: t('reportPrints.filters.statusAll') },
              { value: '2', label: t('reportPrints.filters.statusSubmitted') },
              { value: '3', label: t('reportPrints.filters.statusNotSubmitted') },
            ]}
            value={String(cases.statusCase)}
            allowDeselect={false}
            onChange={(value) => onCases({ ...cases, statusCase: value === '2' ? 2 : value === '3' ? 3 : 1 })}
          />
        )}
        <Select
          label={t('reportPrints.filters.paidCase')}
          data={[
            { value: '1', label: t('reportPrints.filters.paidAll') },
            { value: '2', label: t('reportPrints.filters.paidComplete') },
          ]}
          value={String(cases.paidCase)}
          allowDeselect={false}
          onChange={(value) => onCases({ ...cases, paidCase: value === '2' ? 2 : 1 })}
        />
        <Group align="flex-end" pb={6}>
          <Switch
            label={t('reportPrints.filters.hideSeen')}
            checked={cases.hideSeen}
            onChange={(event) => onCases({ ...cases, hideSeen: event.currentTarget.checked })}
          />
        </Group>
        <Group align="flex-end" justify="flex-end">
          <Button
            variant="subtle"
            disabled={!narrowed}
            onClick={() => {
              onSearches(noSearches);
              onCases(allCases);
            }}
          >
            {t('reportPrints.filters.clear')}
          </Button>
        </Group>
      </SimpleGrid>
    </Paper>
  );
}
