import { Button, Menu, Switch } from '@mantine/core';
import { IconCopy, IconPencil, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, EmptyState, EnabledBadge, PageHeader, type ServerList } from '../../../ui';
import type { CatalogueKind, ItemOf, SummaryOf } from '../api/catalogue-api';
import type { SortKeyOf } from '../hooks/use-catalogue';
import { useToggleRecord } from '../hooks/use-toggle-record';
import { CatalogueTabs } from './CatalogueTabs';
import { CopyDialog, type CopyTarget } from './CopyDialog';
import { RecordDialog, type RecordFormHandlers } from './RecordDialog';
import { ToggleMenuItem } from './ToggleMenuItem';

/** What every catalogue record carries: the list shows its name and status and changes it by version. */
interface CatalogueRecord {
  id: number;
  name: string;
  enabled: boolean;
  version: number;
}

export interface RecordsPageTexts {
  title: string;
  description: string;
  add: string;
  addTitle: string;
  editTitle: string;
  search: string;
  emptyTitle: string;
  emptyDescription: string;
}

type ListedKind = Exclude<CatalogueKind, 'reportFormats'>;
type Filters = { includeDisabled: boolean } & Record<string, string | number | boolean | undefined>;

interface CatalogueRecordsPageProps<Kind extends ListedKind, ListFilters extends Filters> {
  kind: Kind;
  list: ServerList<SummaryOf<Kind>, SortKeyOf<Kind>, ListFilters>;
  texts: RecordsPageTexts;
  /** The record's columns; the status column comes last by itself. */
  columns: DataTableColumn<SummaryOf<Kind>, SortKeyOf<Kind>>[];
  /** The add (null) or edit form inside the dialog. */
  form: (record: SummaryOf<Kind> | null, handlers: RecordFormHandlers) => ReactNode;
  /** Tests and profiles are copied under a new name and code. */
  copy?: { onCopied?: (copy: ItemOf<Kind & ('tests' | 'profiles')>) => void };
  /** Row actions before Edit (a test's report formats). */
  leadingActions?: (record: SummaryOf<Kind>) => ReactNode;
  /** Filters beside the search box, before 'Show disabled'. */
  filters?: ReactNode;
  dialogSize?: string;
  minWidth?: number;
  /** A list short of room shows 'Disabled' beside the name instead of a status column. */
  statusColumn?: boolean;
}

type Editing<Item> = { record: Item | null } | null;

/**
 * A catalogue settings list: the tabs, the title with its one primary action, the DataTable with
 * Edit, Copy and Disable/Enable in each row's menu, and the add/edit dialog.
 */
export function CatalogueRecordsPage<Kind extends ListedKind, ListFilters extends Filters>({
  kind,
  list,
  texts,
  columns,
  form,
  copy,
  leadingActions,
  filters,
  dialogSize,
  minWidth,
  statusColumn = true,
}: CatalogueRecordsPageProps<Kind, ListFilters>) {
  const { t } = useTranslation();
  const toggleRecord = useToggleRecord(kind);
  const [editing, setEditing] = useState<Editing<SummaryOf<Kind>>>(null);
  const [copying, setCopying] = useState<CopyTarget | null>(null);
  const recordOf = (item: SummaryOf<Kind>) => item as SummaryOf<Kind> & CatalogueRecord;
  // After a stale save the list is read again: the dialog follows the row's newest copy.
  const editingId = editing?.record ? recordOf(editing.record).id : null;
  const edited = editing?.record
    ? (list.items.find((item) => recordOf(item).id === editingId) ?? editing.record)
    : null;

  const toggle = (item: SummaryOf<Kind>) => toggleRecord(recordOf(item));

  const status: DataTableColumn<SummaryOf<Kind>, SortKeyOf<Kind>> = {
    key: 'status',
    header: t('common.status'),
    width: 120,
    cell: (item) => <EnabledBadge enabled={recordOf(item).enabled} />,
  };

  return (
    <>
      <CatalogueTabs />
      <PageHeader
        title={texts.title}
        description={texts.description}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ record: null })}>
            {texts.add}
          </Button>
        }
      />
      <DataTable
        label={texts.title}
        list={list}
        columns={statusColumn ? [...columns, status] : columns}
        rowKey={(item) => recordOf(item).id}
        rowActions={{
          name: (item) => recordOf(item).name,
          items: (item) => (
            <>
              {leadingActions?.(item)}
              <Menu.Item
                leftSection={<IconPencil size={16} stroke={1.5} />}
                onClick={() => setEditing({ record: item })}
              >
                {t('common.edit')}
              </Menu.Item>
              {copy && (
                <Menu.Item
                  leftSection={<IconCopy size={16} stroke={1.5} />}
                  onClick={() => {
                    const record = recordOf(item) as CatalogueRecord & { code?: string };
                    setCopying({ id: record.id, name: record.name, code: record.code ?? '' });
                  }}
                >
                  {t('catalogue.copy.action')}
                </Menu.Item>
              )}
              <Menu.Divider />
              <ToggleMenuItem enabled={recordOf(item).enabled} onClick={() => void toggle(item)} />
            </>
          ),
        }}
        searchPlaceholder={texts.search}
        filters={
          <>
            {filters}
            <Switch
              label={t('catalogue.records.showDisabled')}
              checked={list.filters.includeDisabled}
              onChange={(event) => list.setFilters({ ...list.filters, includeDisabled: event.currentTarget.checked })}
            />
          </>
        }
        empty={<EmptyState variant="noPending" title={texts.emptyTitle} description={texts.emptyDescription} />}
        minWidth={minWidth}
      />
      <RecordDialog
        opened={editing !== null}
        title={edited ? texts.editTitle : texts.addTitle}
        recordKey={edited ? recordOf(edited).id : 'new'}
        onClose={() => setEditing(null)}
        size={dialogSize}
      >
        {(handlers) => form(edited, handlers)}
      </RecordDialog>
      {copy && (
        <CopyDialog
          kind={kind as 'tests' | 'profiles'}
          original={copying}
          onClose={() => setCopying(null)}
          onCopied={copy.onCopied as ((copy: ItemOf<'tests' | 'profiles'>) => void) | undefined}
        />
      )}
    </>
  );
}
