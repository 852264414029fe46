import { Loader, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { OptionalDateRange, type ServerList } from '../../../ui';
import { OrganisationFilter } from '../../patients';
import type { SampleListStatus } from '../api/samples-api';
import type { SamplesTab } from '../hooks/sample-keys';
import { type SampleFilters, type SampleSortKey, useDepartmentChoices } from '../hooks/use-samples';

/** The pending list's choices: the default (Not Collected and Collected), one of them, the received ones, all. */
const statusChoices = [
  'pending',
  'notCollected',
  'collected',
  'received',
  'all',
] as const satisfies readonly SampleListStatus[];

/** Side by side on a phone too: two short lists do not need a row each. */
const filterWidth = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', sm: 190 };

function DepartmentFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const departments = useDepartmentChoices();
  const label = t('samples.filters.department');
  return (
    <Select
      aria-label={label}
      placeholder={label}
      clearable
      searchable={(departments.data?.length ?? 0) > 8}
      data={(departments.data ?? []).map((department) => ({ value: String(department.id), label: department.name }))}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? undefined : Number(next))}
      rightSection={departments.isLoading ? <Loader size={14} /> : undefined}
      w={filterWidth}
    />
  );
}

interface SampleListFiltersProps {
  tab: SamplesTab;
  list: Pick<ServerList<unknown, SampleSortKey, SampleFilters>, 'filters' | 'setFilters'>;
}

/** The list's filters, all applied by the server: the bill's days, department, organisation, status. */
export function SampleListFilters({ tab, list }: SampleListFiltersProps) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const { filters, setFilters } = list;
  const statusLabel = t('samples.filters.status');
  return (
    <>
      {tab === 'pending' && (
        <Select
          aria-label={statusLabel}
          placeholder={statusLabel}
          allowDeselect={false}
          data={statusChoices.map((status) => ({ value: status, label: t(`samples.filters.statuses.${status}`) }))}
          value={filters.status ?? 'pending'}
          onChange={(status) =>
            setFilters({ ...filters, status: statusChoices.find((choice) => choice === status) ?? 'pending' })
          }
          w={filterWidth}
        />
      )}
      <DepartmentFilter
        value={filters.departmentId}
        onChange={(departmentId) => setFilters({ ...filters, departmentId })}
      />
      <OrganisationFilter
        label={t('samples.filters.organisation')}
        w={filterWidth}
        onChange={(organisationId) => setFilters({ ...filters, organisationId })}
      />
      <OptionalDateRange
        anyLabel={t('samples.filters.anyDate')}
        clearLabel={t('samples.filters.clearDate')}
        startPreset="today"
        timeZone={timeZone}
        onChange={(days) => setFilters({ ...filters, from: days?.from, to: days?.to })}
      />
    </>
  );
}
