import { Avatar, Group, Stack, Text, UnstyledButton, type UnstyledButtonProps, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../ui';
import { useIdentityLabels } from '../i18n/use-identity-labels';
import { useCurrentSession } from '../session/session-context';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** The button of the user menu: who is signed in, and as what. */
export function UserButton(props: UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const { roleOf } = useIdentityLabels();
  return (
    // No aria-label: the spoken name must contain the text the button shows (WCAG 2.5.3).
    <UnstyledButton data-testid="user-menu" {...props}>
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
            {roleOf(session)}
          </Text>
        </Stack>
        <IconChevronDown size={14} stroke={1.5} />
      </Group>
    </UnstyledButton>
  );
}
