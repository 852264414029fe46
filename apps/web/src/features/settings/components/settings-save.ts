import { isApiError } from '../../../app/api-client';
import { i18n } from '../../../app/i18n/i18n';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { showError, showSuccess } from '../../../ui';

/** spec 000 §8 'Settings and session': success 'Updated successfully'. */
export const settingsSaved = () => showSuccess(i18n.t('messages.updatedSuccessfully'));

/**
 * spec 000 §8: 'Failed to update', with the server's reason under it when it gave one (a
 * stale version, a doctor who does not sign); a refusal reads as the permission error it is.
 */
export function settingsSaveFailed(error: unknown): void {
  if (isApiError(error) && (error.code === 'forbidden' || error.code === 'unauthenticated')) {
    notifyError(error);
    return;
  }
  const title = i18n.t('messages.updateFailed');
  if (isApiError(error)) showError(localiseMessage(error.messageKey, error.params), title);
  else showError(title);
}
