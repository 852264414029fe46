import type { LabUser } from '@lims/contract';
import { Button, Group } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireAdmin } from '../../../app/session/RequireAdmin';
import { useCurrentSession } from '../../../app/session/session-context';
import { EmptyState, ListStates, PageHeader, SearchInput, useSearchFilter } from '../../../ui';
import { useDepartments } from '../../catalogue';
import { LabUserFormModal, type LabUserFormTarget } from '../components/LabUserFormModal';
import { LabUsersTable } from '../components/LabUsersTable';
import { ResetPasswordModal } from '../components/ResetPasswordModal';
import { ToggleLabUserDialog } from '../components/ToggleLabUserDialog';
import { useLabUsers } from '../hooks/use-lab-users';

function LabUsersView() {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const query = useLabUsers();
  const departments = useDepartments();
  const [formTarget, setFormTarget] = useState<LabUserFormTarget>(null);
  const [resetting, setResetting] = useState<LabUser | null>(null);
  const [toggling, setToggling] = useState<LabUser | null>(null);
  const { search, setSearch, filtered, searching } = useSearchFilter(
    query.data,
    (user) => `${user.fullName} ${user.username} ${user.email ?? ''}`,
  );
  const departmentNames = useMemo(
    () => new Map((departments.data ?? []).map((department) => [department.id, department.name])),
    [departments.data],
  );

  const addButton = (
    <Button leftSection={<IconUserPlus size={16} />} onClick={() => setFormTarget({ userId: null })}>
      {t('labUsers.add')}
    </Button>
  );

  return (
    <>
      <PageHeader title={t('labUsers.title')} description={t('labUsers.description')} actions={addButton} />
      <Group mb="md">
        <SearchInput value={search} onChange={setSearch} placeholder={t('labUsers.search')} />
      </Group>
      <ListStates
        query={query}
        matches={filtered.length}
        searching={searching}
        empty={
          <EmptyState variant="noPending" title={t('labUsers.emptyTitle')} description={t('labUsers.emptyDescription')}>
            {addButton}
          </EmptyState>
        }
      >
        <LabUsersTable
          users={filtered}
          departmentNames={departmentNames}
          currentUserId={session.user.id}
          onEdit={(user) => setFormTarget({ userId: user.id })}
          onResetPassword={setResetting}
          onToggle={setToggling}
        />
      </ListStates>
      <LabUserFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      <ToggleLabUserDialog user={toggling} onClose={() => setToggling(null)} />
    </>
  );
}

/** Settings > Lab users: admins only. */
export function LabUsersPage() {
  return (
    <RequireAdmin>
      <LabUsersView />
    </RequireAdmin>
  );
}
