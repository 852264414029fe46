import { Button, type ButtonProps } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../ui';
import { useSampleTimeline } from '../hooks/use-sample-tracking';
import { SampleTrackingView } from './SampleTrackingView';

/** The tracking dialog (spec 001 §2 'A modal that closes with Escape, with a side panel and a steps timeline'). */
export function SampleTrackingModal({
  sampleId,
  opened,
  onClose,
}: {
  sampleId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const timeline = useSampleTimeline(sampleId, opened);
  return (
    <Dialog opened={opened} onClose={onClose} closeOnEscape title={t('sampleTracking.title')} size="xl">
      <SampleTrackingView query={timeline} />
    </Dialog>
  );
}

/** Track Sample (spec 001 §2, spec 002 §2): opens the sample's tracking in a dialog. */
export function TrackSampleButton({ sampleId, ...buttonProps }: { sampleId: number } & ButtonProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconRoute size={16} />}
        onClick={() => setOpened(true)}
        {...buttonProps}
      >
        {t('sampleTracking.trackSample')}
      </Button>
      <SampleTrackingModal sampleId={sampleId} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
