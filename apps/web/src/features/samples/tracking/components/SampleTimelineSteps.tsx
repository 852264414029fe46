import type { SampleTimeline, SampleTrackingStep } from '@lims/contract';
import { truncateStepName } from '@lims/domain';
import { Badge, Group, Stack, Text, Timeline, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../../app/session/session-context';
import { formatLabDateTime, UserText } from '../../../../ui';
import { actionLabel, markColor, markLabel, placeLabel, statusLabel } from './tracking-words';

interface SampleTimelineStepsProps {
  timeline: SampleTimeline;
  /** A step to bring forward (the sample-preparation link's step). */
  highlightStep?: SampleTrackingStep;
}

/**
 * The steps timeline (spec 001 §2): each step with its mark (IN, OUT, Skipped, Sent Back or
 * Pending) and every event that happened at it: what, who, when and from where. A name of 13
 * characters or more is cut to 11 and an ellipsis, its whole name in the title.
 */
export function SampleTimelineSteps({ timeline, highlightStep }: SampleTimelineStepsProps) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const latest = timeline.steps.findIndex((step) => step.step === timeline.latestStep);
  return (
    <Timeline active={latest} bulletSize={22} lineWidth={2} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
      {timeline.steps.map((step) => {
        const name = t(`sampleTracking.steps.${step.step}`);
        const shown = truncateStepName(name);
        const highlighted = step.step === highlightStep;
        return (
          <Timeline.Item
            key={step.step}
            component="li"
            data-step={step.step}
            aria-current={highlighted ? 'step' : undefined}
            title={
              <Group
                gap="xs"
                wrap="nowrap"
                display="inline-flex"
                px={highlighted ? 6 : 0}
                bg={highlighted ? 'var(--mantine-color-blue-light)' : undefined}
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <Tooltip label={name} disabled={shown === name}>
                  <Text span fw={600} title={name} aria-label={name}>
                    {shown}
                  </Text>
                </Tooltip>
                <Badge
                  size="sm"
                  // A light badge on the highlighted step's tinted row falls below 4.5:1 contrast.
                  variant={step.mark === 'pending' ? 'outline' : highlighted ? 'filled' : 'light'}
                  color={markColor[step.mark]}
                >
                  {markLabel(t, step.mark)}
                </Badge>
              </Group>
            }
          >
            <Stack gap={6} mt={4}>
              {step.events.map((event) => (
                <Stack key={event.id} gap={0} data-event={event.action}>
                  <Text size="sm">
                    {actionLabel(t, event.action)}
                    {event.statusBefore && event.statusAfter && event.statusBefore !== event.statusAfter && (
                      <Text span size="sm" c="dimmed">
                        {' · '}
                        {t('sampleTracking.event.statusChange', {
                          before: statusLabel(t, event.statusBefore),
                          after: statusLabel(t, event.statusAfter),
                        })}
                      </Text>
                    )}
                  </Text>
                  <Text size="xs" c="dimmed" component="div">
                    <Group gap={4} wrap="wrap">
                      <UserText size="xs" c="dimmed">
                        {event.by ?? t('sampleTracking.event.system')}
                      </UserText>
                      <span>·</span>
                      <span dir="ltr">{formatLabDateTime(event.at, timeZone)}</span>
                      {event.place && (
                        <>
                          <span>·</span>
                          <UserText size="xs" c="dimmed">
                            {placeLabel(t, event.place)}
                          </UserText>
                        </>
                      )}
                      {event.ipAddress && (
                        <>
                          <span>·</span>
                          <span dir="ltr">{t('sampleTracking.event.ipAddress', { address: event.ipAddress })}</span>
                        </>
                      )}
                    </Group>
                  </Text>
                  {event.comment && (
                    <UserText size="xs" fs="italic">
                      {event.comment}
                    </UserText>
                  )}
                </Stack>
              ))}
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
