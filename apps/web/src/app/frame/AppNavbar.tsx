import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { webAreas } from '../areas';
import type { AreaNavEntry, NavSection } from '../areas/web-area';
import { paths } from '../paths';
import { useCan } from '../session/access';
import { useCurrentSession } from '../session/session-context';

const sections: ReadonlyArray<{ section: NavSection; heading: 'nav.settings' | null }> = [
  { section: 'main', heading: null },
  { section: 'settings', heading: 'nav.settings' },
];

function NavItem({ entry, onNavigate }: { entry: AreaNavEntry; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = entry.to === paths.dashboard ? pathname === entry.to : pathname.startsWith(entry.to);
  const Icon = entry.icon;
  return (
    <NavLink
      component={Link}
      to={entry.to}
      label={t(entry.label)}
      leftSection={<Icon size={18} stroke={1.5} />}
      active={active}
      onClick={onNavigate}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

/** The areas' navigation entries the user may open, by section: the same registry as the routes and the server. */
export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const allowed = useCan();
  const session = useCurrentSession();
  const entries = webAreas
    .flatMap((area) => area.nav ?? [])
    .filter((entry) => entry.permission === undefined || allowed(entry.permission))
    .filter((entry) => entry.module === undefined || session[entry.module])
    .sort((a, b) => a.order - b.order);

  return (
    <Stack gap={4} component="nav" aria-label={t('frame.navigation')}>
      {sections.map(({ section, heading }) => {
        const inSection = entries.filter((entry) => entry.section === section);
        if (inSection.length === 0) return null;
        return (
          <Stack key={section} gap={4}>
            {heading && (
              <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" mt="md" mb={4}>
                {t(heading)}
              </Text>
            )}
            {inSection.map((entry) => (
              <NavItem key={entry.to} entry={entry} onNavigate={onNavigate} />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
