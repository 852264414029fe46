import type { LabUser } from '@lims/contract';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../app/notify-error';
import { ConfirmDialog, showSuccess } from '../../../ui';
import { useUpdateLabUser } from '../hooks/use-lab-users';

/** Disabling keeps the user and their history; they just cannot sign in any more. */
export function ToggleLabUserDialog({ user, onClose }: { user: LabUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateLabUser();
  const disabling = user?.enabled ?? false;

  const confirmToggle = () => {
    if (!user) return;
    update.mutate(
      { id: user.id, changes: { enabled: !user.enabled } },
      {
        onSuccess: () => showSuccess(t('messages.updatedSuccessfully')),
        onError: (error) => notifyError(error, t('messages.updateFailed')),
        onSettled: onClose,
      },
    );
  };

  return (
    <ConfirmDialog
      opened={user !== null}
      title={disabling ? t('labUsers.disableTitle') : t('labUsers.enableTitle')}
      message={
        disabling
          ? t('labUsers.disableMessage', { name: user?.fullName ?? '' })
          : t('labUsers.enableMessage', { name: user?.fullName ?? '' })
      }
      confirmColor={disabling ? 'red' : undefined}
      loading={update.isPending}
      onConfirm={confirmToggle}
      onCancel={onClose}
    />
  );
}
