import type { ReportEntry } from '@lims/contract';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertOctagon, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../../app/session/session-context';
import { formatLabDateTime } from '../../../../ui';

/**
 * A report with a critical value (spec 001 §3 criticalValues): it stays in view until someone
 * acknowledges it, then says who did and when.
 */
export function CriticalBanner({
  critical,
  pending,
  onAcknowledge,
}: {
  critical: ReportEntry['critical'];
  pending: boolean;
  onAcknowledge: (() => void) | null;
}) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  if (critical.count === 0) return null;
  if (critical.acknowledgedAt) {
    return (
      <Alert color="gray" variant="light" icon={<IconCircleCheck size={18} />}>
        {t('reportEntry.critical.acknowledged', {
          number: critical.count,
          who: critical.acknowledgedBy ?? t('reportEntry.critical.someone'),
          date: formatLabDateTime(critical.acknowledgedAt, timeZone),
        })}
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="filled" icon={<IconAlertOctagon size={18} />} role="alert">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('reportEntry.critical.open', { number: critical.count })}
        </Text>
        {onAcknowledge && (
          <Button size="xs" variant="white" color="red" loading={pending} onClick={onAcknowledge}>
            {t('reportEntry.critical.acknowledge')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
