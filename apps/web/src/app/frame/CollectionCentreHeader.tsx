import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../session/session-context';
import { DateRangeControl } from './DateRangeControl';
import type { HeaderProps } from './header-props';
import { LanguageControl } from './LanguageControl';
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
      gap="md"
      style={{ borderTop: '3px solid var(--mantine-color-orange-6)' }}
      data-testid="collection-centre-header"
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <NavToggle navOpened={navOpened} onToggleNav={onToggleNav} />
        <ThemeIcon size={34} radius="md" color="orange" variant="light">
          <IconBuildingStore size={20} stroke={1.6} />
        </ThemeIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={700} truncate="end">
              {session.user.name}
            </Text>
            <Badge color="orange" variant="light" radius="sm">
              {t('frame.collectionCentre')}
            </Badge>
          </Group>
          {session.labName && (
            <Text size="xs" c="dimmed" truncate="end">
              {session.labName}
            </Text>
          )}
        </Stack>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <DateRangeControl />
        <LanguageControl />
        <UserMenu />
      </Group>
    </Group>
  );
}
