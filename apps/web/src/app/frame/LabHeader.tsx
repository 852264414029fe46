import { Group } from '@mantine/core';
import { useCurrentSession } from '../session/session-context';
import { Brand } from './Brand';
import { showsBranchSelector } from './branch-selector';
import { HeaderControls } from './HeaderControls';
import type { HeaderProps } from './header-props';
import { NavToggle } from './NavToggle';
import { UserMenu } from './UserMenu';

export function LabHeader({ navOpened, onToggleNav }: HeaderProps) {
  const session = useCurrentSession();
  // Departments and the date range are the lab's working controls; doctors, organisations,
  // patients and support staff have their own pages without them.
  const labStaff = session.kind === 'lab';
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <NavToggle navOpened={navOpened} onToggleNav={onToggleNav} />
        <Brand labName={session.labName} />
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        <HeaderControls
          withDepartments={labStaff && session.departments.length > 0}
          withBranches={showsBranchSelector(session)}
          withDateRange={labStaff}
        />
        <UserMenu />
      </Group>
    </Group>
  );
}
