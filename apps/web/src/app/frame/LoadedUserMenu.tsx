import { Menu, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconKey, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountPaths, useLogout, useSwitchIdentity } from '../../features/auth';
import { UserText, useOpenedOnLoad } from '../../ui';
import { useIdentityLabels } from '../i18n/use-identity-labels';
import { notifyError } from '../notify-error';
import { useCurrentSession } from '../session/session-context';
import { NotificationPositionItems } from './NotificationPositionItems';
import { UserButton } from './UserButton';

/** The user menu once its code is in. */
export function LoadedUserMenu() {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const { roleOf, switchTo: switchLabels } = useIdentityLabels();
  const logout = useLogout();
  const switchIdentity = useSwitchIdentity();
  const { target, menu } = useOpenedOnLoad<HTMLButtonElement>();
  const role = roleOf(session);
  const linked = session.user.linkedIdentity;

  return (
    <Menu position="bottom-end" shadow="md" width={260} {...menu}>
      <Menu.Target>
        <UserButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={0} px="sm" py={6}>
          <UserText size="sm" fw={600}>
            {session.user.name}
          </UserText>
          <Text size="xs" c="dimmed">
            {role}
          </Text>
        </Stack>
        <Menu.Divider />
        <NotificationPositionItems />
        {linked && (
          <>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconArrowsExchange size={16} stroke={1.5} />}
              disabled={switchIdentity.isPending}
              onClick={() => switchIdentity.mutate(undefined, { onError: (error) => notifyError(error) })}
            >
              <Text size="sm">{switchLabels[linked.kind]}</Text>
              <UserText size="xs" c="dimmed">
                {linked.name}
              </UserText>
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to={accountPaths.changePassword} leftSection={<IconKey size={16} stroke={1.5} />}>
          {t('userMenu.changePassword')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} stroke={1.5} />}
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
