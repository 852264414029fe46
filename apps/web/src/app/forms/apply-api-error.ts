import type { FieldIssue } from '@lims/contract';
import type { ReactNode } from 'react';
import { showError } from '../../ui';
import { isApiError } from '../api-client';
import { localiseMessage } from '../i18n/localise-message';
import { notifyError } from '../notify-error';
import { isRecord } from '../schema';

interface FormWithErrors {
  values: object;
  setFieldError: (path: string, error: ReactNode) => void;
}

/**
 * The form input a server path names: the longest path through the form's values that ends on
 * an input. A list is one input, so `departmentIds.2` lands on `departmentIds`.
 */
export function inputOf(values: object, path: string): string | undefined {
  const consumed: string[] = [];
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (!isRecord(node) || !Object.hasOwn(node, part)) break;
    consumed.push(part);
    node = node[part];
    if (!isRecord(node)) break;
  }
  return consumed.length > 0 ? consumed.join('.') : undefined;
}

/**
 * STYLE.md Errors: every field the server names lands on its input, each once; what no input
 * shows becomes a toast. `fieldOf` maps an API field name to the form's where they differ.
 */
export function applyApiError(
  form: FormWithErrors,
  error: unknown,
  fieldOf: (field: string) => string = (field) => field,
): void {
  if (!isApiError(error) || error.fields.length === 0) {
    notifyError(error);
    return;
  }
  const marked = new Set<string>();
  const elsewhere: FieldIssue[] = [];
  for (const issue of error.fields) {
    const input = inputOf(form.values, fieldOf(issue.field));
    if (input === undefined) elsewhere.push(issue);
    else if (!marked.has(input)) {
      marked.add(input);
      form.setFieldError(input, localiseMessage(issue.messageKey, issue.params));
    }
  }
  if (marked.size === 0) notifyError(error);
  else for (const issue of elsewhere) showError(localiseMessage(issue.messageKey, issue.params));
}
