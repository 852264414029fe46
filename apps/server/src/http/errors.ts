import { DomainError, messages } from '@lims/domain';

/** Shorthands for the errors services throw most; the message is always the user's text. */
export const notFound = (message: string = messages.notFound) => new DomainError('not_found', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const conflict = (message: string, field?: string) =>
  new DomainError('conflict', message, field ? { field } : {});
export const badRequest = (message: string, field?: string) =>
  new DomainError('bad_request', message, field ? { field } : {});
