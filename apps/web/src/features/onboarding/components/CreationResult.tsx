import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconMoodSad } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** spec 000 §4: "Creation status: loading, success, failed, timeout." */
export type CreationStatus = 'loading' | 'success' | 'failed' | 'timeout';

interface CreationResultProps {
  status: CreationStatus;
  onLogin: () => void;
  onRetry: () => void;
  onStartAgain: () => void;
}

function Result({ icon, color, children }: { icon: ReactNode; color: string; children: ReactNode }) {
  return (
    <Stack align="center" ta="center" gap="md" py="md">
      <ThemeIcon size={64} radius="xl" variant="light" color={color}>
        {icon}
      </ThemeIcon>
      {children}
    </Stack>
  );
}

/** Stage 4, the account creation's result screen (spec 000 §2, §4, §8 'Result screen texts'). */
export function CreationResult({ status, onLogin, onRetry, onStartAgain }: CreationResultProps) {
  const { t } = useTranslation();
  switch (status) {
    case 'loading':
      return (
        <Stack align="center" ta="center" gap="md" py="xl" role="status">
          <Loader />
          <Text fw={600}>{t('onboarding.result.loading')}</Text>
          <Text size="sm" c="dimmed">
            {t('onboarding.result.loadingHint')}
          </Text>
        </Stack>
      );
    case 'success':
      return (
        <Result color="teal" icon={<IconCircleCheck size={36} stroke={1.6} />}>
          <Title order={3} size="h4">
            {t('onboarding.result.successTitle')}
          </Title>
          <Text>{t('onboarding.result.success')}</Text>
          <Button onClick={onLogin}>{t('onboarding.result.login')}</Button>
        </Result>
      );
    case 'failed':
      return (
        <Result color="red" icon={<IconMoodSad size={36} stroke={1.6} />}>
          <Text fw={600} role="alert">
            {t('onboarding.result.failed')}
          </Text>
          <Button variant="default" onClick={onStartAgain}>
            {t('onboarding.result.startAgain')}
          </Button>
        </Result>
      );
    case 'timeout':
      return (
        <Result color="orange" icon={<IconClockHour4 size={36} stroke={1.6} />}>
          <Text>{t('onboarding.result.timeout')}</Text>
          <Button onClick={onRetry}>{t('onboarding.result.retryNow')}</Button>
        </Result>
      );
  }
}
