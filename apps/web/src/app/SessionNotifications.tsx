import { toastPosition } from '@lims/domain';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionQuery } from './session/session-hooks';

// The toasts' code (their transitions and scroll handling, about 10 KB gzipped) loads with the
// first toast, which the sign-in page seldom shows (docs/decisions/0017-delivery-and-speed.md).
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/** Toasts appear where the user chose (spec 000 §9 statusNotificationPosition). */
export function SessionNotifications() {
  const { data } = useSessionQuery();
  const toasts = useNotifications().notifications.length;
  // Once there, the toasts stay mounted, so that the last one leaves with its transition.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (toasts > 0) setWanted(true);
  }, [toasts]);
  if (!wanted) return null;
  return (
    <Suspense>
      <Notifications
        position={toastPosition(data?.session.statusNotificationPosition)}
        limit={4}
        // global.css: toasts at the top sit below the frame's header, clear of the user menu.
        className="lims-toasts"
      />
    </Suspense>
  );
}
