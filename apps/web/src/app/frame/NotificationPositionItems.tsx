import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../ui';
import { useCurrentSession } from '../session/session-context';
import { useUpdateSession } from '../session/session-hooks';

type Position = 1 | 2 | 3;

/** spec 000 §9: statusNotificationPosition 1 top-right, 2 top-center, 3 bottom-right. */
export function NotificationPositionItems() {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const updateSession = useUpdateSession();
  const options: Array<{ value: Position; label: string }> = [
    { value: 1, label: t('userMenu.positions.topRight') },
    { value: 2, label: t('userMenu.positions.topCenter') },
    { value: 3, label: t('userMenu.positions.bottomRight') },
  ];

  const choose = (statusNotificationPosition: Position) =>
    updateSession.mutate(
      { statusNotificationPosition },
      {
        onSuccess: () => showSuccess(t('messages.updatedSuccessfully')),
        onError: () => showError(t('messages.sessionUpdateFailed')),
      },
    );

  return (
    <>
      <Menu.Label>{t('userMenu.notificationPosition')}</Menu.Label>
      {options.map((option) => (
        <Menu.Item
          key={option.value}
          onClick={() => choose(option.value)}
          rightSection={session.statusNotificationPosition === option.value ? <IconCheck size={14} /> : null}
        >
          {option.label}
        </Menu.Item>
      ))}
    </>
  );
}
