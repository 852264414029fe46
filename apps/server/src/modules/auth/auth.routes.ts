import {
  ChangePasswordRequest,
  ErrorResponse,
  LoginRequest,
  SessionResponse,
  SwitchBranchRequest,
  SwitchDepartmentRequest,
  UpdateSessionRequest,
} from '@lims/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearSessionCookie, originOf, resolvedOf, setSessionCookie } from '../../http/session-guard.js';
import type { ServiceRegistry } from '../../services.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse };

/**
 * The calls that manage the session itself rather than the lab's data: they go on after the
 * trial ends (session-guard.ts). Sign-out and the change of password also go on while the
 * password must be changed, with the session's own read.
 */
const sessionCall = { afterTrial: true } as const;
const beforePasswordChange = { afterTrial: true, beforePasswordChange: true } as const;

export const authRoutes: FastifyPluginAsyncZod<{ services: ServiceRegistry }> = async (app, { services }) => {
  const { auth, config } = services;
  const cookieMaxAge = config.sessionLifetimeHours * 3600;

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Sign in', body: LoginRequest, response: { 200: SessionResponse, ...errors } },
    },
    async (request, reply) => {
      const { token, response } = await auth.login(request.body, originOf(request));
      setSessionCookie(reply, token, config.secureCookies, cookieMaxAge);
      return response;
    },
  );

  app.post(
    '/auth/logout',
    {
      config: beforePasswordChange,
      schema: { tags: ['auth'], summary: 'Sign out', response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await auth.logout(resolvedOf(request).actor);
      clearSessionCookie(reply, config.secureCookies);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/identity',
    {
      config: sessionCall,
      schema: {
        tags: ['auth'],
        summary: 'Switch between the lab identity and the doctor identity of one person',
        response: { 200: SessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { token, response } = await auth.switchIdentity(resolvedOf(request), originOf(request));
      setSessionCookie(reply, token, config.secureCookies, cookieMaxAge);
      return response;
    },
  );

  app.post(
    '/auth/password',
    {
      config: beforePasswordChange,
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's own password; the account's other sessions end",
        body: ChangePasswordRequest,
        response: { 200: SessionResponse, ...errors },
      },
    },
    async (request) => auth.changePassword(resolvedOf(request), request.body, originOf(request)),
  );

  app.get(
    '/session',
    {
      config: beforePasswordChange,
      schema: {
        tags: ['session'],
        summary: 'The session data (spec 000 §3)',
        response: { 200: SessionResponse, ...errors },
      },
    },
    async (request) => auth.current(resolvedOf(request), request.headers.host),
  );

  app.patch(
    '/session',
    {
      config: sessionCall,
      schema: {
        tags: ['session'],
        summary: 'Update the user preferences kept with the session',
        body: UpdateSessionRequest,
        response: { 200: SessionResponse, ...errors },
      },
    },
    async (request) => auth.updatePreferences(resolvedOf(request), request.body, request.headers.host),
  );

  app.put(
    '/session/department',
    {
      config: sessionCall,
      schema: {
        tags: ['session'],
        summary: 'Switch the current department',
        body: SwitchDepartmentRequest,
        response: { 200: SessionResponse, ...errors },
      },
    },
    async (request) => auth.switchDepartment(resolvedOf(request), request.body.departmentId, request.headers.host),
  );

  app.put(
    '/session/branch',
    {
      config: sessionCall,
      schema: {
        tags: ['session'],
        summary: 'Switch the current branch (spec 001 §6); null: all branches',
        body: SwitchBranchRequest,
        response: { 200: SessionResponse, 404: ErrorResponse, ...errors },
      },
    },
    async (request) => auth.switchBranch(resolvedOf(request), request.body.branchId, request.headers.host),
  );
};
