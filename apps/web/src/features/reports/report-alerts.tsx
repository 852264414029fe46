import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useRealtimeChannel } from '../../app/realtime/use-realtime-channel';
import { useCan } from '../../app/session/access';
import { useCurrentSession } from '../../app/session/session-context';

const criticalKinds: readonly unknown[] = ['critical', 'criticalAcknowledged'];

/**
 * The reports' real-time alerts of every signed-in page, mounted by the frame: critical values
 * for a lab user who may view reports, and finished or failed smart reports (spec 001 §4
 * 'Real-time pushes deliver provider, billId, reportFileStatus, url, patient and labBillId'),
 * which also make every open smart report panel read its bill again. What they show loads with
 * the first such message, so that the frame stays within its budget.
 */
export function ReportAlertsForLab() {
  const session = useCurrentSession();
  const can = useCan();
  // Captured here: the notifications are drawn outside the router.
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lab = session.kind === 'lab';
  useRealtimeChannel('waiting-list', (payload) => {
    const kind = (payload as { kind?: unknown } | null)?.kind;
    if (!lab || !can('reports.view') || !criticalKinds.includes(kind)) return;
    void import('./entry/components/critical-alert-notices').then(({ showCriticalAlerts }) =>
      showCriticalAlerts(payload, (path) => void navigate(path)),
    );
  });
  useRealtimeChannel('smart-report', (payload) => {
    if (!lab || !can('reports.smartReports')) return;
    void import('./smart/smart-report-notices').then(({ onSmartReportPush }) =>
      onSmartReportPush(payload, queryClient),
    );
  });
  return null;
}
