import { Group, Paper, Text } from '@mantine/core';
import { IconTestPipe } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../../ui';
import { TrackSampleButton } from './TrackSampleButton';

/** The sample-tracking banner with its Track Sample button (spec 001 §2 'Report-entry panel', spec 002 §2). */
export function SampleTrackingBanner({ sampleId, sampleLabel }: { sampleId: number; sampleLabel: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" px="sm" py={6} bg="var(--mantine-color-blue-0)">
      {/* On a phone the button goes under the sample rather than cutting it off. */}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <IconTestPipe size={18} aria-hidden />
          <Text size="sm">{t('sampleTracking.banner')}</Text>
          <UserText size="sm" fw={600} truncate>
            {sampleLabel}
          </UserText>
        </Group>
        <TrackSampleButton sampleId={sampleId} />
      </Group>
    </Paper>
  );
}
