import type { LabUser } from '@lims/contract';
import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconKey, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
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

export function LabUserActions({ user, isSelf, onEdit, onResetPassword, onToggle }: LabUserActionsProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('labUsers.actionsFor', { name: user.fullName })}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
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
      </Menu.Dropdown>
    </Menu>
  );
}
