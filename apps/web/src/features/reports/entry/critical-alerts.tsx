import { lazy, Suspense } from 'react';
import { addAreaEnglish } from '../../../app/i18n/apply-locales';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';

// Loaded apart from the frame with its texts, so that the signed-in frame stays within its budget.
const CriticalAlerts = lazy(async () => {
  const [{ CriticalAlerts: alerts }] = await Promise.all([
    import('./components/CriticalAlerts'),
    addAreaEnglish('report-entry'),
  ]);
  return { default: alerts };
});

/** The lab's critical-value alerts, for a lab user who may view reports (mounted by the signed-in frame). */
export function CriticalAlertsForLab() {
  const session = useCurrentSession();
  const can = useCan();
  if (session.kind !== 'lab' || !can('reports.view')) return null;
  return (
    <Suspense>
      <CriticalAlerts />
    </Suspense>
  );
}
