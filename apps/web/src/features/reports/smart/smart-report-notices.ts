import { SmartReportUpdated } from '@lims/contract';
import { i18n } from '../../../app/i18n/i18n';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { showError, showSuccess } from '../../../ui';

/**
 * The toast of a smart-report push: 'Smart report generated for bill id #{id}' with the
 * patient's name, age and gender (spec 001 §2), or 'Failed to generate smart report for #{bill}'
 * (§8). A push of a report still generating shows nothing; a push of another shape is ignored.
 */
export function showSmartReportNotice(payload: unknown): void {
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
