import { isCollectionCentreUser } from '@lims/domain';
import { NavLink, Stack, Text } from '@mantine/core';
import { IconBuildingHospital, IconLayoutDashboard, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../paths';
import { useCurrentSession } from '../session/session-context';

interface NavItemProps {
  to: string;
  label: string;
  icon: ReactNode;
  onNavigate: () => void;
}

function NavItem({ to, label, icon, onNavigate }: NavItemProps) {
  const { pathname } = useLocation();
  const active = to === paths.dashboard ? pathname === to : pathname.startsWith(to);
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      leftSection={icon}
      active={active}
      onClick={onNavigate}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    />
  );
}

export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const showAdmin = session.kind === 'lab' && session.admin && !isCollectionCentreUser(session.isCollectionCenter);

  return (
    <Stack gap={4} component="nav" aria-label={t('frame.navigation')}>
      <NavItem
        to={paths.dashboard}
        label={t('nav.dashboard')}
        icon={<IconLayoutDashboard size={18} stroke={1.5} />}
        onNavigate={onNavigate}
      />
      {showAdmin && (
        <>
          <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" mt="md" mb={4}>
            {t('nav.settings')}
          </Text>
          <NavItem
            to={paths.departments}
            label={t('nav.departments')}
            icon={<IconBuildingHospital size={18} stroke={1.5} />}
            onNavigate={onNavigate}
          />
          <NavItem
            to={paths.labUsers}
            label={t('nav.labUsers')}
            icon={<IconUsers size={18} stroke={1.5} />}
            onNavigate={onNavigate}
          />
        </>
      )}
    </Stack>
  );
}
