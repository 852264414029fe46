import { toastDurations } from '@lims/domain';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { createElement } from 'react';

/**
 * spec 000 §9 Toasts: success 1200 ms, errors and information 2000 ms, permission errors
 * 3000 ms. The position comes from the session (see the Notifications provider).
 */
const show = (message: string, color: string, autoClose: number, icon: typeof IconCheck, title?: string) =>
  notifications.show({ message, title, color, autoClose, icon: createElement(icon, { size: 18 }), withBorder: true });

export const showSuccess = (message: string, title?: string) =>
  show(message, 'teal', toastDurations.success, IconCheck, title);

export const showError = (message: string, title?: string) =>
  show(message, 'red', toastDurations.default, IconAlertCircle, title);

export const showPermissionError = (message: string, title?: string) =>
  show(message, 'orange', toastDurations.permissionError, IconLock, title);

export const showInfo = (message: string, title?: string) =>
  show(message, 'blue', toastDurations.default, IconInfoCircle, title);
