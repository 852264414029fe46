import type { ErrorResponse } from '@lims/contract';
import {
  DomainError,
  type ErrorCode,
  type FieldIssue,
  isDomainError,
  isMessageKey,
  issueMessage,
  type MessageKey,
  messageText,
} from '@lims/domain';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The one place where an error code becomes an HTTP status (STYLE.md Errors). */
export const httpStatusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  csrf_missing: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  stale: 409,
  payload_too_large: 413,
  unprocessable: 422,
  locked: 423,
  rate_limited: 429,
  internal: 500,
  not_configured: 501,
};

/** The error body of DESIGN.md API: a message key the client translates, and every invalid field. */
export function errorBody(error: DomainError): ErrorResponse {
  const fields = error.fields.map((issue) => ({
    field: issue.field,
    messageKey: issue.messageKey,
    message: messageText(issue.messageKey, issue.params),
    ...(issue.params ? { params: issue.params } : {}),
  }));
  return {
    error: {
      code: error.code,
      messageKey: error.messageKey,
      message: error.message,
      ...(error.params ? { params: error.params } : {}),
      ...(fields[0] ? { field: fields[0].field, fields } : {}),
    },
  };
}

const simple = (code: ErrorCode, messageKey: MessageKey) => errorBody(new DomainError(code, messageKey));

/** The value at a validation error's path (`/departmentIds/2`) in the part of the request it names. */
function valueAt(input: unknown, path: readonly string[]): unknown {
  let value = input;
  for (const segment of path) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, segment)) return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * Every failed schema rule of a request, each on the field it names. fastify-type-provider-zod
 * hands over zod's issue as `keyword` (its code) and `params` (its other properties), but not
 * the value that failed: that is read from the request, so that a blank field reads 'This
 * field should not be empty.' and an over-long one names its maximum.
 */
function validationError(issues: readonly FastifySchemaValidationError[], input: unknown): DomainError {
  const fields: FieldIssue[] = issues.map((issue) => {
    // '/' is the whole part (a body that is not an object); '/name/0' a field within it.
    const path = issue.instancePath === '/' ? [] : issue.instancePath.split('/').slice(1);
    const { messageKey, params } = issueMessage(
      { ...issue.params, code: issue.keyword, message: issue.message },
      valueAt(input, path),
    );
    // A word that is no message of ours (a typo in a contract refinement) must not reach the client as one.
    return isMessageKey(messageKey)
      ? { field: path.join('.'), messageKey, params }
      : { field: path.join('.'), messageKey: 'invalidRequest' };
  });
  const located = fields.filter((issue) => issue.field !== '');
  const first = fields[0];
  return new DomainError('bad_request', first?.messageKey ?? 'invalidRequest', {
    ...(first?.params ? { params: first.params } : {}),
    fields: located,
  });
}

function requestPartOf(request: FastifyRequest, context: FastifyError['validationContext']): unknown {
  switch (context) {
    case 'body':
      return request.body;
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    case undefined:
      return undefined;
  }
}

/** Errors never carry a stack trace or an internal detail to the caller. */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isDomainError(error)) return reply.status(httpStatusOf[error.code]).send(errorBody(error));
  if (hasZodFastifySchemaValidationErrors(error)) {
    const input = requestPartOf(request, error.validationContext);
    return reply.status(400).send(errorBody(validationError(error.validation, input)));
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return reply.status(500).send(simple('internal', 'somethingWentWrong'));
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return reply.status(413).send(simple('payload_too_large', 'payloadTooLarge'));
  if (status === 404) return reply.status(404).send(simple('not_found', 'notFound'));
  if (status === 429) return reply.status(429).send(simple('rate_limited', 'tooManyAttempts'));
  if (status >= 400 && status < 500) return reply.status(status).send(simple('bad_request', 'invalidRequest'));
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(simple('internal', 'somethingWentWrong'));
}

/**
 * Every error of a route. Errors Fastify raises before any route is found (a malformed URL
 * such as `/departments/%`, a path parameter over its maximum length) bypass this handler and
 * answer Fastify's own body: pass `sendError` as the `frameworkErrors` option of `Fastify()`.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

export const notFoundBody = (): ErrorResponse => simple('not_found', 'notFound');
