import type { Branch } from '@lims/contract';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../app/notify-error';
import { confirm, EmptyState, PageHeader, showSuccess } from '../../../ui';
import { BranchesTable } from '../components/BranchesTable';
import { BranchFormModal } from '../components/BranchFormModal';
import { BranchManagementCard } from '../components/BranchManagementCard';
import { useBranchList, useUpdateBranch } from '../hooks/use-branches';

type Editing = { branch: Branch | null } | null;

/** Settings > Branches (spec 001 §6): the branch management switch and the lab's branches. */
export function BranchesPage() {
  const { t } = useTranslation();
  const list = useBranchList();
  const update = useUpdateBranch();
  const [editing, setEditing] = useState<Editing>(null);
  // After a stale save the list is read again: the dialog follows the row's newest copy.
  const edited = editing?.branch
    ? (list.items.find((branch) => branch.id === editing.branch?.id) ?? editing.branch)
    : null;

  const toggle = async (branch: Branch) => {
    const disabling = branch.enabled;
    const sure = await confirm(
      disabling
        ? {
            title: t('branches.disableTitle'),
            message: t('branches.disableMessage', { name: branch.name }),
            destructive: true,
            confirmLabel: t('common.disable'),
          }
        : {
            title: t('branches.enableTitle'),
            message: t('branches.enableMessage', { name: branch.name }),
            confirmLabel: t('common.enable'),
          },
    );
    if (!sure) return;
    update.mutate(
      { id: branch.id, changes: { enabled: !disabling, version: branch.version } },
      {
        onSuccess: () => showSuccess(t('messages.updatedSuccessfully')),
        onError: (error) => notifyError(error, t('messages.updateFailed')),
      },
    );
  };

  return (
    <>
      <PageHeader
        title={t('branches.title')}
        description={t('branches.description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ branch: null })}>
            {t('branches.add')}
          </Button>
        }
      />
      <BranchManagementCard />
      <BranchesTable
        list={list}
        onEdit={(branch) => setEditing({ branch })}
        onToggle={(branch) => void toggle(branch)}
        empty={
          <EmptyState
            variant="noPending"
            title={t('branches.emptyTitle')}
            description={t('branches.emptyDescription')}
          />
        }
      />
      <BranchFormModal opened={editing !== null} branch={edited} onClose={() => setEditing(null)} />
    </>
  );
}
