import type { ReportsPayload } from '@lims/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertOctagon } from '@tabler/icons-react';
import { createElement } from 'react';
import { addAreaEnglish } from '../../../../app/i18n/apply-locales';
import { i18n } from '../../../../app/i18n/i18n';
import { isRecord } from '../../../../app/schema';
import { reportsPaths } from '../../area';

type Critical = NonNullable<ReportsPayload['critical']>;

const isId = (value: unknown): value is number => Number.isSafeInteger(value);

// Checked by hand: the contract's schema would bring zod into the signed-in frame for a message
// most sessions never see (docs/decisions/0017-delivery-and-speed.md).
const isCritical = (value: unknown): value is Critical =>
  isRecord(value) &&
  isId(value.reportId) &&
  typeof value.testName === 'string' &&
  typeof value.patientName === 'string' &&
  isId(value.count);

const alertId = (reportId: number) => `critical-report-${reportId}`;

/**
 * A critical value saved anywhere in the lab (the 'waiting-list' channel's 'critical') stays on
 * screen, with the patient, the test and the way to the report, until someone acknowledges it
 * ('criticalAcknowledged' takes it away everywhere).
 */
export async function showCriticalAlerts(payload: unknown, open: (path: string) => void): Promise<void> {
  if (!isRecord(payload) || !Array.isArray(payload.reportIds) || !payload.reportIds.every(isId)) return;
  if (payload.kind === 'criticalAcknowledged') {
    for (const reportId of payload.reportIds) notifications.hide(alertId(reportId));
    return;
  }
  const critical = payload.critical;
  if (payload.kind !== 'critical' || !isCritical(critical)) return;
  await addAreaEnglish('report-entry');
  const id = alertId(critical.reportId);
  notifications.show({
    id,
    color: 'red',
    autoClose: false,
    withBorder: true,
    icon: createElement(IconAlertOctagon, { size: 18 }),
    title: i18n.t('reportEntry.alerts.title', { number: critical.count }),
    message: (
      <Stack gap={2}>
        <Text size="sm" dir="auto">
          {i18n.t('reportEntry.alerts.message', { patient: critical.patientName, test: critical.testName })}
        </Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="start"
          onClick={() => {
            notifications.hide(id);
            open(reportsPaths.report(critical.reportId));
          }}
        >
          {i18n.t('reportEntry.alerts.open')}
        </Anchor>
      </Stack>
    ),
  });
}
