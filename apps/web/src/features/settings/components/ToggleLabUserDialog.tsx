import type { LabUser } from '@lims/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../app/notify-error';
import { ConfirmDialog, showSuccess } from '../../../ui';
import { useUpdateLabUser } from '../hooks/use-lab-users';

/** Disabling keeps the user and their history; they just cannot sign in any more. */
export function ToggleLabUserDialog({ user, onClose }: { user: LabUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateLabUser();
  // While the dialog closes, it keeps saying what it was about.
  const lastUser = useRef(user);
  if (user) lastUser.current = user;
  const shown = user ?? lastUser.current;
  const disabling = shown?.enabled ?? false;

  const confirmToggle = () => {
    if (!user) return;
    update.mutate(
      { id: user.id, changes: { enabled: !user.enabled, version: user.version } },
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
          ? t('labUsers.disableMessage', { name: shown?.fullName ?? '' })
          : t('labUsers.enableMessage', { name: shown?.fullName ?? '' })
      }
      {...(disabling
        ? { destructive: true as const, confirmLabel: t('common.disable') }
        : { confirmLabel: t('common.enable') })}
      loading={update.isPending}
      onConfirm={confirmToggle}
      onCancel={onClose}
    />
  );
}
