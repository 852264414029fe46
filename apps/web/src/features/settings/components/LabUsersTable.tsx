import type { LabUser } from '@lims/contract';
import { isCollectionCentreUser } from '@lims/domain';
import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentityLabels } from '../../../app/i18n/use-identity-labels';
import { DataTable, type DataTableColumn, EnabledBadge, UserText } from '../../../ui';
import type { LabUserSortKey, useLabUserList } from '../hooks/use-lab-users';
import { type LabUserActionHandlers, LabUserActions } from './LabUserActions';
import { LabUserFilters } from './LabUserFilters';

interface LabUsersTableProps extends LabUserActionHandlers {
  list: ReturnType<typeof useLabUserList>;
  departmentNames: ReadonlyMap<number, string>;
  currentUserId: number;
  empty: ReactNode;
}

export function LabUsersTable({ list, departmentNames, currentUserId, empty, ...handlers }: LabUsersTableProps) {
  const { t } = useTranslation();
  const { dashboardLabels } = useIdentityLabels();
  const columns: DataTableColumn<LabUser, LabUserSortKey>[] = [
    {
      key: 'fullName',
      header: t('labUsers.name'),
      sortKey: 'fullName',
      cell: (user) => (
        <Stack gap={2}>
          <Group gap={6} wrap="nowrap">
            <UserText fw={500} c={user.enabled ? undefined : 'dimmed'} truncate="end">
              {user.fullName}
            </UserText>
            {user.isRootUser && (
              <Badge size="xs" variant="outline" color="grape" radius="sm">
                {t('labUsers.root')}
              </Badge>
            )}
            {isCollectionCentreUser(user.isCollectionCenter) && (
              <Badge size="xs" variant="outline" color="orange" radius="sm">
                {t('frame.collectionCentre')}
              </Badge>
            )}
          </Group>
          {user.email && (
            <UserText size="xs" c="dimmed" truncate="end">
              {user.email}
            </UserText>
          )}
        </Stack>
      ),
    },
    {
      key: 'username',
      header: t('labUsers.username'),
      sortKey: 'username',
      cell: (user) => (
        <UserText size="sm" ff="monospace">
          {user.username}
        </UserText>
      ),
    },
    {
      key: 'access',
      header: t('labUsers.access'),
      // The dashboard label sums up the flags; the two permissions it does not tell stand beside it (spec 000 §6).
      cell: (user) => (
        <Group gap={6}>
          <Badge variant="light" color="blue" radius="sm">
            {dashboardLabels[user.dashboardLabel]}
          </Badge>
          {user.privilegeCardAccess > 0 && (
            <Badge size="xs" variant="outline" color="teal" radius="sm">
              {user.privilegeCardAccess === 2
                ? t('labUsers.flags.privilegeCardsManage')
                : t('labUsers.flags.privilegeCardsAssign')}
            </Badge>
          )}
          {user.discountApproval && (
            <Badge size="xs" variant="outline" color="teal" radius="sm">
              {t('labUsers.flags.discountApproval')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'departments',
      header: t('labUsers.departments'),
      cell: (user) =>
        user.departmentIds.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('labUsers.noDepartments')}
          </Text>
        ) : (
          <UserText size="sm" lineClamp={2} maw={260}>
            {user.departmentIds.map((id) => departmentNames.get(id) ?? `#${id}`).join(', ')}
          </UserText>
        ),
    },
    { key: 'status', header: t('common.status'), cell: (user) => <EnabledBadge enabled={user.enabled} /> },
  ];

  return (
    <DataTable
      label={t('labUsers.title')}
      list={list}
      columns={columns}
      rowKey={(user) => user.id}
      rowActions={{
        name: (user) => user.fullName,
        items: (user) => <LabUserActions user={user} isSelf={user.id === currentUserId} {...handlers} />,
      }}
      searchPlaceholder={t('labUsers.search')}
      filters={<LabUserFilters filters={list.filters} onChange={list.setFilters} />}
      empty={empty}
      minWidth={860}
    />
  );
}
