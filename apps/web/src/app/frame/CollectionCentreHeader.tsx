import { Badge, Group, Stack, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../ui';
import { useCurrentSession } from '../session/session-context';
import { HeaderControls } from './HeaderControls';
import type { HeaderProps } from './header-props';
import { NavToggle } from './NavToggle';
import { UserMenu } from './UserMenu';

/**
 * spec 000 §6: collection-centre users see a different top bar. It names the centre user and
 * has no department switcher: a centre works on its own branch's data only.
 */
export function CollectionCentreHeader({ navOpened, onToggleNav }: HeaderProps) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  return (
    <Group
      h="100%"
      px="md"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      style={{ borderTop: '3px solid var(--mantine-color-orange-6)' }}
      data-testid="collection-centre-header"
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <NavToggle navOpened={navOpened} onToggleNav={onToggleNav} />
        <ThemeIcon size={34} radius="md" color="orange" variant="light" visibleFrom="xs" style={{ flexShrink: 0 }}>
          <IconBuildingStore size={20} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <UserText fw={700} truncate="end">
              {session.user.name}
            </UserText>
            <Badge color="orange" variant="light" radius="sm" visibleFrom="xs">
              {t('frame.collectionCentre')}
            </Badge>
          </Group>
          {session.labName && (
            <UserText size="xs" c="dimmed" truncate="end">
              {session.labName}
            </UserText>
          )}
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <HeaderControls withDepartments={false} withBranches={false} withDateRange />
        <UserMenu />
      </Group>
    </Group>
  );
}
