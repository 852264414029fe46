import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeChannel } from '../../../app/realtime/use-realtime-channel';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';
import { smartReportKeys } from './smart-report-keys';

/**
 * The lab's smart-report pushes (spec 001 §4 'Real-time pushes deliver provider, billId,
 * reportFileStatus, url, patient and labBillId'), mounted by the signed-in frame: every open
 * panel reads its bill again, and a finished or failed report shows a toast. The toast's code
 * loads with the first push, so that the frame stays within its budget.
 */
export function SmartReportAlertsForLab() {
  const session = useCurrentSession();
  const can = useCan();
  const queryClient = useQueryClient();
  const allowed = session.kind === 'lab' && can('reports.smartReports');
  useRealtimeChannel('smart-report', (payload) => {
    if (!allowed) return;
    void queryClient.invalidateQueries({ queryKey: smartReportKeys.bills() });
    void import('./smart-report-notices').then(({ showSmartReportNotice }) => showSmartReportNotice(payload));
  });
  return null;
}
