import type { AuditActor, AuditArea, AuditEntry } from '@lims/contract';
import { auditAreas } from '@lims/domain';
import { Badge, Select, Text, useDirection } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { DataTable, type DataTableColumn, formatLabDateTime, OptionalDateRange, UserText } from '../../../ui';
import { type AuditSortKey, useAuditActors, type useAuditList } from '../hooks/use-lab-settings';
import { AuditChanges } from './AuditChanges';

interface AuditTableProps {
  list: ReturnType<typeof useAuditList>;
  empty: ReactNode;
}

/** Settings > Audit trail's table with its three filters: user, area and the lab days of a range. */
export function AuditTable({ list, empty }: AuditTableProps) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const actors = useAuditActors();
  // Codes read left to right, but sit at the start of the cell in either direction.
  const { dir } = useDirection();
  const codeAlign = dir === 'rtl' ? 'right' : 'left';

  const whoIs = (actor: AuditActor) => {
    if (actor.kind === 'system') return t('audit.system');
    const name = actor.name ?? t('audit.unknownUser', { id: actor.accountId });
    return actor.kind === 'support' ? t('audit.support', { name }) : name;
  };

  const columns: DataTableColumn<AuditEntry, AuditSortKey>[] = [
    {
      key: 'at',
      header: t('audit.when'),
      sortKey: 'at',
      width: 170,
      cell: (entry) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatLabDateTime(entry.at, timeZone)}
        </Text>
      ),
    },
    {
      key: 'who',
      header: t('audit.who'),
      width: 180,
      cell: (entry) =>
        entry.actor.kind === 'system' ? (
          <Text size="sm" c="dimmed">
            {whoIs(entry.actor)}
          </Text>
        ) : (
          <UserText size="sm" fw={500}>
            {whoIs(entry.actor)}
          </UserText>
        ),
    },
    {
      key: 'area',
      header: t('audit.area'),
      width: 150,
      cell: (entry) => (
        <Badge variant="light" color="gray" radius="sm">
          {t(`audit.areas.${entry.area}`)}
        </Badge>
      ),
    },
    {
      key: 'action',
      header: t('audit.action'),
      width: 230,
      cell: (entry) => (
        <Text size="sm" ff="monospace" dir="ltr" ta={codeAlign}>
          {/* A long action breaks after its dots, never inside a word. */}
          {entry.action.split('.').map((part, index, parts) => (
            // The action up to this part: unique within the action, whatever its words.
            <Fragment key={parts.slice(0, index + 1).join('.')}>
              {index > 0 && (
                <>
                  .<wbr />
                </>
              )}
              {part}
            </Fragment>
          ))}
        </Text>
      ),
    },
    {
      key: 'entity',
      header: t('audit.entity'),
      width: 150,
      cell: (entry) => (
        <Text size="sm" c="dimmed" dir="ltr" ta={codeAlign}>
          {entry.entityType} #{entry.entityId}
        </Text>
      ),
    },
    { key: 'changes', header: t('audit.changes'), width: 360, cell: (entry) => <AuditChanges entry={entry} /> },
  ];

  const userChoices = (actors.data?.items ?? []).flatMap((actor) =>
    actor.accountId === null ? [] : [{ value: String(actor.accountId), label: whoIs(actor) }],
  );

  return (
    <DataTable
      label={t('audit.title')}
      list={list}
      columns={columns}
      rowKey={(entry) => entry.id}
      searchPlaceholder={t('audit.search')}
      filters={
        <>
          <Select
            aria-label={t('audit.user')}
            placeholder={t('audit.allUsers')}
            data={userChoices}
            value={list.filters.accountId === undefined ? null : String(list.filters.accountId)}
            onChange={(value) => list.setFilters({ ...list.filters, accountId: value ? Number(value) : undefined })}
            clearable
            searchable
            w={{ base: '100%', xs: 200 }}
          />
          <Select
            aria-label={t('audit.area')}
            placeholder={t('audit.allAreas')}
            data={auditAreas.map((area) => ({ value: area, label: t(`audit.areas.${area}`) }))}
            value={list.filters.area ?? null}
            onChange={(value) => list.setFilters({ ...list.filters, area: (value as AuditArea | null) ?? undefined })}
            clearable
            w={{ base: '100%', xs: 190 }}
          />
          <OptionalDateRange
            anyLabel={t('audit.anyDate')}
            clearLabel={t('audit.clearDate')}
            startPreset="last7Days"
            timeZone={timeZone}
            onChange={(days) => list.setFilters({ ...list.filters, from: days?.from, to: days?.to })}
          />
        </>
      }
      empty={empty}
      minWidth={1180}
    />
  );
}
