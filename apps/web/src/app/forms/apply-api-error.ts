import type { ReactNode } from 'react';
import { isApiError } from '../api-client';
import { localiseMessage } from '../i18n/localise-message';
import { notifyError } from '../notify-error';

interface FormWithErrors {
  values: object;
  setFieldError: (path: string, error: ReactNode) => void;
}

/**
 * STYLE.md Errors: the server's `field` lands on the input it names; anything else becomes a
 * toast. `fieldOf` maps an API field name to the form's where they differ.
 */
export function applyApiError(
  form: FormWithErrors,
  error: unknown,
  fieldOf: (field: string) => string = (field) => field,
): void {
  if (isApiError(error) && error.field !== undefined) {
    const field = fieldOf(error.field);
    if (field in form.values) {
      form.setFieldError(field, localiseMessage(error.message));
      return;
    }
  }
  notifyError(error);
}
