import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowsExchange, IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLogout, useSwitchIdentity } from '../../features/auth';
import { UserText } from '../../ui';
import { useIdentityLabels } from '../i18n/use-identity-labels';
import { notifyError } from '../notify-error';
import { useCurrentSession } from '../session/session-context';
import { NotificationPositionItems } from './NotificationPositionItems';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

export function UserMenu() {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const { dashboardLabels, loginKinds, switchTo: switchLabels } = useIdentityLabels();
  const logout = useLogout();
  const switchIdentity = useSwitchIdentity();
  const role = session.kind === 'lab' ? dashboardLabels[session.user.dashboardLabel] : loginKinds[session.kind];
  const linked = session.user.linkedIdentity;

  return (
    <Menu position="bottom-end" shadow="md" width={260}>
      <Menu.Target>
        {/* No aria-label: the spoken name must contain the text the button shows (WCAG 2.5.3). */}
        <UnstyledButton data-testid="user-menu">
          <VisuallyHidden>{t('userMenu.open')}</VisuallyHidden>
          <Group gap="xs" wrap="nowrap">
            <Avatar radius="xl" color="teal" size={34}>
              {initialsOf(session.user.name)}
            </Avatar>
            <Stack gap={0} visibleFrom="lg" maw={160}>
              <UserText size="sm" fw={600} truncate="end">
                {session.user.name}
              </UserText>
              <Text size="xs" c="dimmed" truncate="end">
                {role}
              </Text>
            </Stack>
            <IconChevronDown size={14} stroke={1.5} />
          </Group>
        </UnstyledButton>
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
