import { Group } from '@mantine/core';
import { useCurrentSession } from '../session/session-context';
import { Brand } from './Brand';
import { DateRangeControl } from './DateRangeControl';
import { DepartmentControl } from './DepartmentControl';
import type { HeaderProps } from './header-props';
import { LanguageControl } from './LanguageControl';
import { NavToggle } from './NavToggle';
import { UserMenu } from './UserMenu';

export function LabHeader({ navOpened, onToggleNav }: HeaderProps) {
  const session = useCurrentSession();
  const withDepartments = session.kind === 'lab' && session.departments.length > 0;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <NavToggle navOpened={navOpened} onToggleNav={onToggleNav} />
        <Brand labName={session.labName} />
      </Group>
      <Group gap="sm" wrap="nowrap">
        {withDepartments && <DepartmentControl />}
        <DateRangeControl />
        <LanguageControl />
        <UserMenu />
      </Group>
    </Group>
  );
}
