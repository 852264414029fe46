import { onboardingLimits } from '@lims/domain';
import { ActionIcon, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type Stage = 1 | 2 | 3 | 4;

interface StageCardProps {
  stage: Stage;
  /** Goes back one step (spec 000 §2); no arrow when there is nowhere to go back to. */
  onBack?: () => void;
  children: ReactNode;
}

/** 'Create your account' with 'N/M Steps' and the back arrow over each stage's content (spec 000 §2). */
export function StageCard({ stage, onBack, children }: StageCardProps) {
  const { t } = useTranslation();
  const total = onboardingLimits.stages;
  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {onBack && (
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={onBack} aria-label={t('onboarding.back')}>
              <IconArrowLeft size={20} className="lims-flip-rtl" />
            </ActionIcon>
          )}
          <Stack gap={2}>
            <Title order={2} size="h3">
              {t('onboarding.createTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('onboarding.stepCount', { current: stage, total })}
            </Text>
          </Stack>
        </Group>
        <Progress value={(stage / total) * 100} size="sm" aria-hidden />
        {children}
      </Stack>
    </Paper>
  );
}
