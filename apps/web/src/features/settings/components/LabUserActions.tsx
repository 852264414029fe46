import type { LabUser } from '@lims/contract';
import { Menu } from '@mantine/core';
import { IconKey, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface LabUserActionHandlers {
  onEdit: (user: LabUser) => void;
  onResetPassword: (user: LabUser) => void;
  onToggle: (user: LabUser) => void;
}

interface LabUserActionsProps extends LabUserActionHandlers {
  user: LabUser;
  /** An admin cannot disable their own account and lock everyone out. */
  isSelf: boolean;
}

/** The items of a lab user's row menu; disabling is the one in red, and only here. */
export function LabUserActions({ user, isSelf, onEdit, onResetPassword, onToggle }: LabUserActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Menu.Item leftSection={<IconPencil size={16} stroke={1.5} />} onClick={() => onEdit(user)}>
        {t('common.edit')}
      </Menu.Item>
      <Menu.Item leftSection={<IconKey size={16} stroke={1.5} />} onClick={() => onResetPassword(user)}>
        {t('labUsers.resetPassword')}
      </Menu.Item>
      <Menu.Divider />
      {user.enabled ? (
        <Menu.Item
          color="red"
          leftSection={<IconUserOff size={16} stroke={1.5} />}
          disabled={isSelf}
          onClick={() => onToggle(user)}
        >
          {t('common.disable')}
        </Menu.Item>
      ) : (
        <Menu.Item leftSection={<IconUserCheck size={16} stroke={1.5} />} onClick={() => onToggle(user)}>
          {t('common.enable')}
        </Menu.Item>
      )}
    </>
  );
}
