import { ErrorResponse, PasswordVerified, VerifyPassword } from '@lims/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resolvedOf } from '../../http/session-guard.js';
import type { ServiceRegistry } from '../../services.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };

/**
 * The Update Patient Info modal's check of the user's own password as they type (spec 000 §4
 * "Password check on patient edit: null when empty, then true or false after the check"; §9
 * debounce 500 ms). Any signed-in user may check their own password, and only their own.
 */
export const verifyPasswordRoutes: FastifyPluginAsyncZod<{ services: ServiceRegistry }> = async (app, { services }) => {
  const { accounts } = services;

  app.post(
    '/session/verify-password',
    {
      schema: {
        tags: ['session'],
        summary: "Check the signed-in user's own password; 429 after too many misses",
        body: VerifyPassword,
        response: { 200: PasswordVerified, ...errors },
      },
    },
    async (request) => ({
      valid: await accounts.verifyOwnPassword({
        accountId: resolvedOf(request).actor.accountId,
        password: request.body.password,
        ipAddress: request.ip,
      }),
    }),
  );
};
