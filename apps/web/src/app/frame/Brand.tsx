import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconFlask2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths';

export function Brand({ labName }: { labName: string | null }) {
  const { t } = useTranslation();
  return (
    <UnstyledButton component={Link} to={paths.dashboard} style={{ minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size={34} radius="md" variant="filled">
          <IconFlask2 size={20} stroke={1.6} />
        </ThemeIcon>
        <Text fw={700} size="lg" truncate="end" maw={260}>
          {labName ?? t('app.name')}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
