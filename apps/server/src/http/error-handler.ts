import { type ErrorCode, isDomainError, messages } from '@lims/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The one place where an error code becomes an HTTP status (STYLE.md Errors). */
export const httpStatusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  csrf_missing: 403,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  locked: 423,
  rate_limited: 429,
  internal: 500,
  not_configured: 501,
};

interface ErrorBody {
  error: { code: ErrorCode; message: string; field?: string };
}

const body = (code: ErrorCode, message: string, field?: string): ErrorBody => ({
  error: field ? { code, message, field } : { code, message },
});

/** Errors never carry a stack trace or an internal detail to the caller. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDomainError(error)) {
      return reply.status(httpStatusOf[error.code]).send(body(error.code, error.message, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const [issue] = error.validation;
      const path = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = path || undefined;
      // The message stays as the schema wrote it (often the spec's text); `field` says where.
      const message = issue?.message ?? messages.invalidRequest;
      return reply.status(400).send(body('bad_request', message, field));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(body('internal', messages.somethingWentWrong));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode = status === 404 ? 'not_found' : status === 429 ? 'rate_limited' : 'bad_request';
      return reply.status(status).send(body(code, status === 404 ? messages.notFound : messages.invalidRequest));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', messages.somethingWentWrong));
  });
}

export const notFoundBody = (): ErrorBody => body('not_found', messages.notFound);
