import { showError, showPermissionError } from '../ui';
import { isApiError } from './api-client';
import { i18n } from './i18n/i18n';
import { localiseMessage } from './i18n/localise-message';

/** Shows what went wrong, by the server's message key, or `fallback` when the error is not the server's. */
export function notifyError(error: unknown, fallback?: string): void {
  if (isApiError(error)) {
    // A 401 has already sent the user to the sign-in page, which explains itself.
    if (error.code === 'unauthenticated') return;
    const text = localiseMessage(error.messageKey, error.params);
    if (error.code === 'forbidden') showPermissionError(text);
    else showError(text);
    return;
  }
  console.error(error);
  showError(fallback ?? i18n.t('messages.somethingWentWrong'));
}
