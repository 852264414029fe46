import type { PrintListReport } from '@lims/contract';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { usePrintSettings } from '../../../settings';

/**
 * spec 001 §6: 'The session setting hideAmountDueReport disables the print-report link (message
 * 'You dont have access to print reports')'. Gives, for a report, why it may not be printed,
 * or null when it may. Until the lab's print settings are read nothing is blocked: the server
 * refuses a due report's print anyway (printNotAllowed).
 */
export function usePrintBlock(): (report: Pick<PrintListReport, 'bill'>) => string | null {
  const settings = usePrintSettings();
  const hideDue = settings.data?.hideAmountDueReport ?? false;
  return (report) => (hideDue && report.bill.due ? localiseMessage('printNotAllowed') : null);
}
