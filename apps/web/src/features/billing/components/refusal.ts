import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';

/**
 * A refusal the user can act on ('The payment is more than the amount due') is said in the
 * dialog that asked; a missing permission, an expired session or a failure goes to a toast.
 */
export function showRefusal(error: unknown, inDialog: (text: string) => void): void {
  if (isApiError(error) && error.code !== 'forbidden' && error.code !== 'unauthenticated') {
    inDialog(localiseMessage(error.messageKey, error.params));
  } else notifyError(error);
}
