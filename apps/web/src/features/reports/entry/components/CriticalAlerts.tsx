import { ReportsPayload } from '@lims/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertOctagon } from '@tabler/icons-react';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRealtimeChannel } from '../../../../app/realtime/use-realtime-channel';
import { reportsPaths } from '../../area';

const alertId = (reportId: number) => `critical-report-${reportId}`;

/**
 * A critical value saved anywhere in the lab (the 'waiting-list' channel's 'critical') stays on
 * screen for every lab user who may view reports, with the patient, the test and the way to the
 * report, until someone acknowledges it ('criticalAcknowledged' takes it away everywhere).
 */
export function CriticalAlerts() {
  const { t } = useTranslation();
  // Captured here: the notifications are drawn outside the router.
  const navigate = useNavigate();
  useRealtimeChannel('waiting-list', (payload) => {
    const parsed = ReportsPayload.safeParse(payload);
    if (!parsed.success) return;
    const { kind, reportIds, critical } = parsed.data;
    if (kind === 'criticalAcknowledged') {
      for (const reportId of reportIds) notifications.hide(alertId(reportId));
      return;
    }
    if (kind !== 'critical' || !critical) return;
    const id = alertId(critical.reportId);
    notifications.show({
      id,
      color: 'red',
      autoClose: false,
      withBorder: true,
      icon: createElement(IconAlertOctagon, { size: 18 }),
      title: t('reportEntry.alerts.title', { number: critical.count }),
      message: (
        <Stack gap={2}>
          <Text size="sm" dir="auto">
            {t('reportEntry.alerts.message', { patient: critical.patientName, test: critical.testName })}
          </Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            ta="start"
            onClick={() => {
              notifications.hide(id);
              void navigate(reportsPaths.report(critical.reportId));
            }}
          >
            {t('reportEntry.alerts.open')}
          </Anchor>
        </Stack>
      ),
    });
  });
  return null;
}
