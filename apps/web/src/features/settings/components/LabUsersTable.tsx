import type { LabUser } from '@lims/contract';
import { isCollectionCentreUser } from '@lims/domain';
import { Badge, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIdentityLabels } from '../../../app/i18n/use-identity-labels';
import { EnabledBadge } from '../../../ui';
import { type LabUserActionHandlers, LabUserActions } from './LabUserActions';

interface LabUsersTableProps extends LabUserActionHandlers {
  users: ReadonlyArray<LabUser>;
  departmentNames: ReadonlyMap<number, string>;
  currentUserId: number;
}

export function LabUsersTable({ users, departmentNames, currentUserId, ...handlers }: LabUsersTableProps) {
  const { t } = useTranslation();
  const { dashboardLabels } = useIdentityLabels();
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('labUsers.name')}</Table.Th>
              <Table.Th>{t('labUsers.username')}</Table.Th>
              <Table.Th>{t('labUsers.dashboardLabel')}</Table.Th>
              <Table.Th>{t('labUsers.departments')}</Table.Th>
              <Table.Th>{t('common.status')}</Table.Th>
              <Table.Th w={60}>
                <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Stack gap={2}>
                    <Group gap={6}>
                      <Text fw={500} c={user.enabled ? undefined : 'dimmed'}>
                        {user.fullName}
                      </Text>
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
                      <Text size="xs" c="dimmed">
                        {user.email}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {user.username}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color="blue" radius="sm">
                    {dashboardLabels[user.dashboardLabel]}
                  </Badge>
                </Table.Td>
                <Table.Td maw={260}>
                  <Text size="sm" lineClamp={2} c={user.departmentIds.length === 0 ? 'dimmed' : undefined}>
                    {user.departmentIds.length === 0
                      ? t('labUsers.noDepartments')
                      : user.departmentIds.map((id) => departmentNames.get(id) ?? `#${id}`).join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <EnabledBadge enabled={user.enabled} />
                </Table.Td>
                <Table.Td>
                  <LabUserActions user={user} isSelf={user.id === currentUserId} {...handlers} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
