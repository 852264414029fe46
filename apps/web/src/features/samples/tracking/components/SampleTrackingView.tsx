import type { SampleTimeline, SampleTrackingStep } from '@lims/contract';
import { Alert, Button, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SampleFactsPanel } from './SampleFactsPanel';
import { SampleTimelineSteps } from './SampleTimelineSteps';

/** The tracking of one sample: the side panel of its facts beside its steps timeline. */
export function SampleTrackingView({
  query,
  highlightStep,
}: {
  query: UseQueryResult<SampleTimeline>;
  highlightStep?: SampleTrackingStep;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy>
        <Skeleton h={24} w="40%" />
        <Skeleton h={200} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('sampleTracking.loadFailed')}</Text>
          <Button size="compact-xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('emptyState.actions.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <SampleFactsPanel timeline={query.data} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <SampleTimelineSteps timeline={query.data} highlightStep={highlightStep} />
      </Grid.Col>
    </Grid>
  );
}
