import { Anchor, Badge, Menu, Text } from '@mantine/core';
import { IconCopy, IconPencil, IconStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notifyError } from '../../../app/notify-error';
import { DataTable, EmptyState, EnabledBadge, showSuccess } from '../../../ui';
import type { ReportFormatSummary } from '../api/catalogue-api';
import { cataloguePaths } from '../area';
import { useCatalogueList, useUpdateRecord } from '../hooks/use-catalogue';
import { useToggleRecord } from '../hooks/use-toggle-record';
import type { CopyTarget } from './CopyDialog';
import { ToggleMenuItem } from './ToggleMenuItem';

interface FormatsTableProps {
  testId: number;
  onCopy: (format: CopyTarget) => void;
}

/** A test's report formats (`multipleFormat` when more than one): the default is the one billing uses. */
export function FormatsTable({ testId, onCopy }: FormatsTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toggle = useToggleRecord('reportFormats');
  const update = useUpdateRecord('reportFormats');
  const list = useCatalogueList('reportFormats', {
    defaultSort: { key: 'name', direction: 'asc' },
    initialFilters: { includeDisabled: true, testId },
  });
  const makeDefault = (format: ReportFormatSummary) =>
    update.mutate(
      { id: format.id, changes: { isDefault: true, version: format.version } },
      {
        onSuccess: () => showSuccess(t('catalogue.formats.madeDefault', { name: format.name })),
        onError: (error) => notifyError(error, t('messages.updateFailed')),
      },
    );
  return (
    <DataTable
      label={t('catalogue.formats.title')}
      list={list}
      rowKey={(format) => format.id}
      columns={[
        {
          key: 'name',
          header: t('catalogue.fields.name'),
          sortKey: 'name',
          cell: (format) => (
            <Anchor
              component={Link}
              to={cataloguePaths.format(testId, format.id)}
              fw={500}
              size="sm"
              dir="auto"
              c={format.enabled ? undefined : 'dimmed'}
            >
              {format.name}
            </Anchor>
          ),
        },
        {
          key: 'default',
          header: t('catalogue.formats.default'),
          width: 120,
          cell: (format) =>
            format.isDefault ? (
              <Badge variant="light" color="blue" radius="sm">
                {t('catalogue.formats.default')}
              </Badge>
            ) : null,
        },
        {
          key: 'parameters',
          header: t('catalogue.formats.parameterCount'),
          width: 120,
          cell: (format) => (
            <Text size="sm" ta="end">
              {format.parameterCount}
            </Text>
          ),
        },
        {
          key: 'status',
          header: t('common.status'),
          width: 120,
          cell: (format) => <EnabledBadge enabled={format.enabled} />,
        },
      ]}
      rowActions={{
        name: (format) => format.name,
        items: (format) => (
          <>
            <Menu.Item
              leftSection={<IconPencil size={16} stroke={1.5} />}
              onClick={() => void navigate(cataloguePaths.format(testId, format.id))}
            >
              {t('common.edit')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconCopy size={16} stroke={1.5} />}
              onClick={() => onCopy({ id: format.id, name: format.name })}
            >
              {t('catalogue.copy.action')}
            </Menu.Item>
            {!format.isDefault && format.enabled && (
              <Menu.Item leftSection={<IconStar size={16} stroke={1.5} />} onClick={() => makeDefault(format)}>
                {t('catalogue.formats.makeDefault')}
              </Menu.Item>
            )}
            <Menu.Divider />
            <ToggleMenuItem enabled={format.enabled} onClick={() => void toggle(format)} />
          </>
        ),
      }}
      empty={
        <EmptyState
          variant="noPending"
          title={t('catalogue.formats.emptyTitle')}
          description={t('catalogue.formats.emptyDescription')}
        />
      }
      minWidth={560}
    />
  );
}
