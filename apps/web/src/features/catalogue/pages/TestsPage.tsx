import type { CatalogueTest } from '@lims/contract';
import { Anchor, Group, Menu, Select, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EnabledBadge, UserText } from '../../../ui';
import { cataloguePaths } from '../area';
import { Amount } from '../components/Amount';
import { CatalogueRecordsPage } from '../components/CatalogueRecordsPage';
import { optionOf } from '../components/form-values';
import { useCodeColumn } from '../components/record-columns';
import { TestForm } from '../components/TestForm';
import { type SortKeyOf, useCatalogueList } from '../hooks/use-catalogue';
import { useDepartments } from '../hooks/use-departments';
import { useDurationText } from '../hooks/use-duration-text';

/** Settings > Test catalogue > Tests: every test the lab bills, searched by name or code. */
export function TestsPage() {
  const { t } = useTranslation();
  const codeColumn = useCodeColumn<CatalogueTest, SortKeyOf<'tests'>>();
  const navigate = useNavigate();
  const durationText = useDurationText();
  const departments = useDepartments();
  const list = useCatalogueList('tests', {
    defaultSort: { key: 'name', direction: 'asc' },
    initialFilters: { includeDisabled: true, departmentId: undefined as number | undefined },
  });
  const departmentFilter = (
    <Select
      aria-label={t('catalogue.tests.departmentFilter')}
      placeholder={t('catalogue.tests.allDepartments')}
      clearable
      searchable
      w={{ base: '100%', xs: 220 }}
      data={(departments.data ?? []).map(optionOf)}
      value={list.filters.departmentId === undefined ? null : String(list.filters.departmentId)}
      onChange={(value) =>
        list.setFilters({ ...list.filters, departmentId: value === null ? undefined : Number(value) })
      }
    />
  );
  return (
    <CatalogueRecordsPage
      kind="tests"
      list={list}
      texts={{
        title: t('catalogue.tests.title'),
        description: t('catalogue.tests.description'),
        add: t('catalogue.tests.add'),
        addTitle: t('catalogue.tests.add'),
        editTitle: t('catalogue.tests.editTitle'),
        search: t('catalogue.tests.search'),
        emptyTitle: t('catalogue.tests.emptyTitle'),
        emptyDescription: t('catalogue.tests.emptyDescription'),
      }}
      columns={[
        codeColumn,
        {
          key: 'name',
          header: t('catalogue.fields.name'),
          sortKey: 'name',
          cell: (test) => (
            <Stack gap={2} align="flex-start">
              <Group gap="xs" wrap="nowrap">
                <Anchor
                  component={Link}
                  to={cataloguePaths.test(test.id)}
                  fw={500}
                  size="sm"
                  dir="auto"
                  c={test.enabled ? undefined : 'dimmed'}
                >
                  {test.name}
                </Anchor>
                {!test.enabled && <EnabledBadge enabled={false} />}
              </Group>
              {test.sampleType && (
                <UserText size="xs" c="dimmed">
                  {test.sampleType.name}
                </UserText>
              )}
            </Stack>
          ),
        },
        {
          key: 'department',
          header: t('catalogue.fields.department'),
          width: 150,
          cell: (test) => <UserText size="sm">{test.department.name}</UserText>,
        },
        {
          key: 'tat',
          header: t('catalogue.tests.tat'),
          width: 100,
          cell: (test) => (
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {durationText(test.targetTatMinutes)}
            </Text>
          ),
        },
        {
          key: 'price',
          header: t('catalogue.fields.price'),
          sortKey: 'price',
          width: 110,
          cell: (test) => <Amount minor={test.price} />,
        },
      ]}
      leadingActions={(test) => (
        <Menu.Item
          leftSection={<IconListDetails size={16} stroke={1.5} />}
          onClick={() => void navigate(cataloguePaths.test(test.id))}
        >
          {t('catalogue.tests.openFormats')}
        </Menu.Item>
      )}
      filters={departmentFilter}
      form={(test, handlers) => (
        <TestForm
          test={test}
          {...handlers}
          onSaved={(saved) => {
            // A new test needs its report format next: its page offers it.
            if (test === null) void navigate(cataloguePaths.test(saved.id));
          }}
        />
      )}
      copy={{ onCopied: (copy) => void navigate(cataloguePaths.test(copy.id)) }}
      dialogSize="xl"
      statusColumn={false}
      minWidth={680}
    />
  );
}
