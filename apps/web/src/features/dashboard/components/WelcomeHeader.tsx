import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIdentityLabels } from '../../../app/i18n/use-identity-labels';
import { useCurrentSession } from '../../../app/session/session-context';

// The texts mark the name `<name>{{name}}</name>`. It is cut out here and isolated, as
// react-i18next's Trans would do, without Trans and its HTML parser (4 KB gzipped) for one line.
const nameSlot = '\u0000';

/** The user's name (isolated, so a name in another script reads right in Arabic) and their role. */
export function WelcomeHeader({ subtitle }: { subtitle: string | null }) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const { roleOf } = useIdentityLabels();
  const [before = '', after = ''] = t('dashboard.welcome', { name: nameSlot })
    .replace(/<\/?name>/g, '')
    .split(nameSlot);
  return (
    <Stack gap={6} mb="xl">
      <Group gap="sm" wrap="wrap">
        <Title order={2}>
          {before}
          <bdi dir="auto">{session.user.name}</bdi>
          {after}
        </Title>
        <Badge size="lg" variant="light" radius="sm" data-testid="dashboard-label">
          {roleOf(session)}
        </Badge>
      </Group>
      {subtitle && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}
