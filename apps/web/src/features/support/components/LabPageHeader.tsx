import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../app/session/access';
import { LinkTabs } from '../../../ui';
import { labCreditsPath, labSettingsPath, supportPaths } from '../area';

interface LabPageHeaderProps {
  labId: number;
  /** Unknown while the lab's page loads, or when it could not be read. */
  labName: string | undefined;
  description: string;
}

/** The lab picked on the dashboard: the way back to all labs, its name, and its pages as tabs. */
export function LabPageHeader({ labId, labName, description }: LabPageHeaderProps) {
  const { t } = useTranslation();
  const allowed = useCan();
  const tabs = [
    ...(allowed('support.labSettings') ? [{ to: labSettingsPath(labId), label: t('support.lab.tabs.settings') }] : []),
    { to: labCreditsPath(labId), label: t('support.lab.tabs.credits') },
  ];
  return (
    <Stack gap="sm" mb="md">
      <Group gap={6}>
        <IconArrowLeft size={14} className="lims-flip-rtl" />
        <Anchor component={Link} to={supportPaths.home} size="sm">
          {t('support.lab.back')}
        </Anchor>
      </Group>
      <Stack gap={4}>
        <Title order={2} dir="auto">
          {labName ?? '\u00a0'}
        </Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </Stack>
      <LinkTabs label={t('support.lab.tabs.label')} tabs={tabs} style={{ marginBlockEnd: 0 }} />
    </Stack>
  );
}
