import { Group, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconFlask2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LabLogo } from '../../features/lab-profile';
import { UserText } from '../../ui';
import { paths } from '../paths';

/** The lab's logo when it has one, and its name, always visible: cut with an ellipsis when the bar is narrow, whole in its tooltip. */
export function Brand({ labName }: { labName: string | null }) {
  const { t } = useTranslation();
  const name = labName ?? t('app.name');
  return (
    <UnstyledButton component={Link} to={paths.dashboard} style={{ minWidth: 0 }} title={name}>
      <Group gap="xs" wrap="nowrap">
        <LabLogo
          height={34}
          alt=""
          fallback={
            <ThemeIcon size={34} radius="md" variant="filled" style={{ flexShrink: 0 }}>
              <IconFlask2 size={20} stroke={1.6} />
            </ThemeIcon>
          }
        />
        <UserText fw={700} fz={{ base: 'md', sm: 'lg' }} truncate="end" maw={260}>
          {name}
        </UserText>
      </Group>
    </UnstyledButton>
  );
}
