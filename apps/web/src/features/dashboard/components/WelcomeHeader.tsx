import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useIdentityLabels } from '../../../app/i18n/use-identity-labels';
import { useCurrentSession } from '../../../app/session/session-context';

/** The user's name (isolated, so a name in another script reads right in Arabic) and their role. */
export function WelcomeHeader({ subtitle }: { subtitle: string | null }) {
  const session = useCurrentSession();
  const { dashboardLabels, loginKinds } = useIdentityLabels();
  // spec 000 §6: the dashboard names a lab user's role from their flags.
  const role = session.kind === 'lab' ? dashboardLabels[session.user.dashboardLabel] : loginKinds[session.kind];
  return (
    <Stack gap={6} mb="xl">
      <Group gap="sm" wrap="wrap">
        <Title order={2}>
          <Trans
            i18nKey="dashboard.welcome"
            values={{ name: session.user.name }}
            components={{ name: <bdi dir="auto" /> }}
          />
        </Title>
        <Badge size="lg" variant="light" radius="sm" data-testid="dashboard-label">
          {role}
        </Badge>
      </Group>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
