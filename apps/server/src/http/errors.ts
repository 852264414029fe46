import { DomainError, type MessageKey, type MessageParams } from '@lims/domain';

/** Shorthands for the errors services throw most; each names the message the user reads. */
export const notFound = (messageKey: MessageKey = 'notFound') => new DomainError('not_found', messageKey);
export const forbidden = (messageKey: MessageKey) => new DomainError('forbidden', messageKey);
export const conflict = (messageKey: MessageKey, field?: string) =>
  new DomainError('conflict', messageKey, field ? { field } : {});
export const badRequest = (messageKey: MessageKey, field?: string, params?: MessageParams) =>
  new DomainError('bad_request', messageKey, { ...(field ? { field } : {}), ...(params ? { params } : {}) });
/** Someone else saved the record since the caller read it (docs/decisions/0012). */
export const stale = () => new DomainError('stale', 'staleRecord');
