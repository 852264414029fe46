import type { Branch } from '@lims/contract';
import { Menu, Switch } from '@mantine/core';
import { IconBan, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { DataTable, type DataTableColumn, EnabledBadge, formatLabDate, UserText } from '../../../ui';
import type { BranchSortKey, useBranchList } from '../hooks/use-branches';

interface BranchesTableProps {
  list: ReturnType<typeof useBranchList>;
  onEdit: (branch: Branch) => void;
  onToggle: (branch: Branch) => void;
  empty: ReactNode;
}

export function BranchesTable({ list, onEdit, onToggle, empty }: BranchesTableProps) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const dimmedUnless = (branch: Branch) => (branch.enabled ? undefined : 'dimmed');
  const columns: DataTableColumn<Branch, BranchSortKey>[] = [
    {
      key: 'name',
      header: t('branches.name'),
      sortKey: 'name',
      cell: (branch) => (
        <UserText fw={500} c={dimmedUnless(branch)} lineClamp={2}>
          {branch.name}
        </UserText>
      ),
    },
    {
      key: 'code',
      header: t('branches.code'),
      sortKey: 'code',
      width: 120,
      cell: (branch) => (
        <UserText size="sm" c={dimmedUnless(branch)}>
          {branch.code ?? '—'}
        </UserText>
      ),
    },
    {
      key: 'contact',
      header: t('branches.contact'),
      width: 150,
      cell: (branch) => (
        <UserText size="sm" c={dimmedUnless(branch)}>
          {branch.contact ?? '—'}
        </UserText>
      ),
    },
    {
      key: 'status',
      header: t('common.status'),
      width: 130,
      cell: (branch) => <EnabledBadge enabled={branch.enabled} />,
    },
    {
      key: 'createdAt',
      header: t('branches.addedOn'),
      sortKey: 'createdAt',
      width: 150,
      cell: (branch) => (
        <UserText size="sm" c="dimmed">
          {formatLabDate(branch.createdAt, timeZone)}
        </UserText>
      ),
    },
  ];

  return (
    <DataTable
      label={t('branches.title')}
      list={list}
      columns={columns}
      rowKey={(branch) => branch.id}
      rowActions={{
        name: (branch) => branch.name,
        items: (branch) => (
          <>
            <Menu.Item leftSection={<IconPencil size={16} stroke={1.5} />} onClick={() => onEdit(branch)}>
              {t('common.edit')}
            </Menu.Item>
            <Menu.Divider />
            {branch.enabled ? (
              <Menu.Item color="red" leftSection={<IconBan size={16} stroke={1.5} />} onClick={() => onToggle(branch)}>
                {t('common.disable')}
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconCircleCheck size={16} stroke={1.5} />} onClick={() => onToggle(branch)}>
                {t('common.enable')}
              </Menu.Item>
            )}
          </>
        ),
      }}
      searchPlaceholder={t('branches.search')}
      filters={
        <Switch
          label={t('branches.showDisabled')}
          checked={list.filters.includeDisabled}
          onChange={(event) => list.setFilters({ includeDisabled: event.currentTarget.checked })}
        />
      }
      empty={empty}
      minWidth={680}
    />
  );
}
