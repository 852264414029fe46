import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIdentityLabels } from '../../../app/i18n/use-identity-labels';
import { useCurrentSession } from '../../../app/session/session-context';

export function WelcomeHeader() {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const { dashboardLabels, loginKinds } = useIdentityLabels();
  // spec 000 §6: the dashboard names a lab user's role from their flags.
  const role = session.kind === 'lab' ? dashboardLabels[session.user.dashboardLabel] : loginKinds[session.kind];
  return (
    <Stack gap={6} mb="xl">
      <Group gap="sm">
        <Title order={2}>{t('dashboard.welcome', { name: session.user.name })}</Title>
        <Badge size="lg" variant="light" radius="sm" data-testid="dashboard-label">
          {role}
        </Badge>
      </Group>
      <Text c="dimmed">{t('dashboard.subtitle')}</Text>
    </Stack>
  );
}
