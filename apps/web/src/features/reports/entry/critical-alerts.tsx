import { useNavigate } from 'react-router';
import { useRealtimeChannel } from '../../../app/realtime/use-realtime-channel';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';

const alertKinds: readonly unknown[] = ['critical', 'criticalAcknowledged'];

/**
 * The lab's critical-value alerts for a lab user who may view reports, mounted by the signed-in
 * frame. Their code and texts load with the first such message, so that the frame stays within
 * its budget.
 */
export function CriticalAlertsForLab() {
  const session = useCurrentSession();
  const can = useCan();
  // Captured here: the notifications are drawn outside the router.
  const navigate = useNavigate();
  const allowed = session.kind === 'lab' && can('reports.view');
  useRealtimeChannel('waiting-list', (payload) => {
    const kind = (payload as { kind?: unknown } | null)?.kind;
    if (!allowed || !alertKinds.includes(kind)) return;
    void import('./components/critical-alert-notices').then(({ showCriticalAlerts }) =>
      showCriticalAlerts(payload, (path) => void navigate(path)),
    );
  });
  return null;
}
