import type { ErrorResponse } from '@lims/contract';
import type { ErrorCode, MessageKey, MessageParams } from '@lims/domain';

/**
 * An error body as the API sends it (http/error-handler.ts), spelt out by the test: the code,
 * the message key the client translates, the English text, and the field it is about. The
 * text is written by the test rather than looked up, so that a changed message fails it.
 */
export function errorBody(
  code: ErrorCode,
  messageKey: MessageKey,
  message: string,
  field?: string,
  params?: MessageParams,
): ErrorResponse {
  const withParams = params ? { params } : {};
  return {
    error: {
      code,
      messageKey,
      message,
      ...withParams,
      ...(field === undefined ? {} : { field, fields: [{ field, messageKey, message, ...withParams }] }),
    },
  };
}
