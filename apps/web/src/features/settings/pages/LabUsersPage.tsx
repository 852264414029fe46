import type { LabUser } from '@lims/contract';
import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { EmptyState, PageHeader } from '../../../ui';
import { useDepartments } from '../../catalogue';
import { LabUserFormModal, type LabUserFormTarget } from '../components/LabUserFormModal';
import { LabUsersExportMenu } from '../components/LabUsersExportMenu';
import { LabUsersTable } from '../components/LabUsersTable';
import { ResetPasswordModal } from '../components/ResetPasswordModal';
import { ToggleLabUserDialog } from '../components/ToggleLabUserDialog';
import { useLabUserList } from '../hooks/use-lab-users';

/** Settings > Lab users: the route asks the permission registry who may open it. */
export function LabUsersPage() {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const list = useLabUserList();
  const departments = useDepartments();
  const [formTarget, setFormTarget] = useState<LabUserFormTarget>(null);
  const [resetting, setResetting] = useState<LabUser | null>(null);
  const [toggling, setToggling] = useState<LabUser | null>(null);
  const departmentNames = useMemo(
    () => new Map((departments.data ?? []).map((department) => [department.id, department.name])),
    [departments.data],
  );

  return (
    <>
      <PageHeader
        title={t('labUsers.title')}
        description={t('labUsers.description')}
        actions={
          <>
            <LabUsersExportMenu />
            <Button leftSection={<IconUserPlus size={16} />} onClick={() => setFormTarget({ userId: null })}>
              {t('labUsers.add')}
            </Button>
          </>
        }
      />
      <LabUsersTable
        list={list}
        departmentNames={departmentNames}
        currentUserId={session.user.id}
        onEdit={(user) => setFormTarget({ userId: user.id })}
        onResetPassword={setResetting}
        onToggle={setToggling}
        empty={
          <EmptyState
            variant="noPending"
            title={t('labUsers.emptyTitle')}
            description={t('labUsers.emptyDescription')}
          />
        }
      />
      <LabUserFormModal target={formTarget} onClose={() => setFormTarget(null)} />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
      <ToggleLabUserDialog user={toggling} onClose={() => setToggling(null)} />
    </>
  );
}
