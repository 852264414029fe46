import { toastPosition } from '@lims/domain';
import { Notifications } from '@mantine/notifications';
import { useSessionQuery } from './session/session-hooks';

/** Toasts appear where the user chose (spec 000 §9 statusNotificationPosition). */
export function SessionNotifications() {
  const { data } = useSessionQuery();
  return (
    <Notifications
      position={toastPosition(data?.session.statusNotificationPosition)}
      limit={4}
      // global.css: toasts at the top sit below the frame's header, clear of the user menu.
      className="lims-toasts"
    />
  );
}
