import { SmartReportUpdated } from '@lims/contract';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '../../../app/i18n/i18n';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { showError, showSuccess } from '../../../ui';
import { smartReportKeys } from './smart-report-keys';

/**
 * The toast of a smart-report push: 'Smart report generated for bill id #{id}' with the
 * patient's name, age and gender (spec 001 §2), or 'Failed to generate smart report for #{bill}'
 * (§8). A push of a report still generating shows nothing; a push of another shape is ignored.
 */
function showSmartReportNotice(payload: unknown): void {
  const update = SmartReportUpdated.safeParse(payload);
  if (!update.success) return;
  const { reportFileStatus, labBillId, patient } = update.data;
  const gender = patient.gender
    ? i18n.t(`patients.page.gender.${patient.gender}`, { defaultValue: patient.gender })
    : null;
  const who = [patient.name, patient.age, gender].filter(Boolean).join(', ');
  if (reportFileStatus === 1) showSuccess(who, localiseMessage('smartReportGenerated', { id: labBillId }));
  if (reportFileStatus === 0) showError(who, localiseMessage('smartReportFailed', { bill: labBillId }));
}

/** A smart-report push: every open panel reads its bill again, and the toast says how it went. */
export function onSmartReportPush(payload: unknown, queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: smartReportKeys.bills() });
  showSmartReportNotice(payload);
}
