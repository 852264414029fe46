import type { Department } from '@lims/contract';
import { Menu, Switch } from '@mantine/core';
import { IconBan, IconCircleCheck, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { DataTable, type DataTableColumn, EnabledBadge, formatLabDate, UserText } from '../../../ui';
import type { DepartmentSortKey, useDepartmentList } from '../hooks/use-departments';

interface DepartmentsTableProps {
  list: ReturnType<typeof useDepartmentList>;
  onEdit: (department: Department) => void;
  onToggle: (department: Department) => void;
  empty: ReactNode;
}

export function DepartmentsTable({ list, onEdit, onToggle, empty }: DepartmentsTableProps) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const columns: DataTableColumn<Department, DepartmentSortKey>[] = [
    {
      key: 'name',
      header: t('departments.name'),
      sortKey: 'name',
      cell: (department) => (
        <UserText fw={500} c={department.enabled ? undefined : 'dimmed'} lineClamp={2}>
          {department.name}
        </UserText>
      ),
    },
    {
      key: 'status',
      header: t('common.status'),
      width: 140,
      cell: (department) => <EnabledBadge enabled={department.enabled} />,
    },
    {
      key: 'createdAt',
      header: t('departments.addedOn'),
      sortKey: 'createdAt',
      width: 160,
      cell: (department) => (
        <UserText size="sm" c="dimmed">
          {formatLabDate(department.createdAt, timeZone)}
        </UserText>
      ),
    },
  ];

  return (
    <DataTable
      label={t('departments.title')}
      list={list}
      columns={columns}
      rowKey={(department) => department.id}
      rowActions={{
        name: (department) => department.name,
        items: (department) => (
          <>
            <Menu.Item leftSection={<IconPencil size={16} stroke={1.5} />} onClick={() => onEdit(department)}>
              {t('common.edit')}
            </Menu.Item>
            <Menu.Divider />
            {department.enabled ? (
              <Menu.Item
                color="red"
                leftSection={<IconBan size={16} stroke={1.5} />}
                onClick={() => onToggle(department)}
              >
                {t('common.disable')}
              </Menu.Item>
            ) : (
              <Menu.Item leftSection={<IconCircleCheck size={16} stroke={1.5} />} onClick={() => onToggle(department)}>
                {t('common.enable')}
              </Menu.Item>
            )}
          </>
        ),
      }}
      searchPlaceholder={t('departments.search')}
      filters={
        <Switch
          label={t('departments.showDisabled')}
          checked={list.filters.includeDisabled}
          onChange={(event) => list.setFilters({ includeDisabled: event.currentTarget.checked })}
        />
      }
      empty={empty}
      minWidth={560}
    />
  );
}
