import { csrfHeader, sessionCookie } from '@lims/contract';
import { can, DomainError, type Permission, refusalOf } from '@lims/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService, RequestOrigin, ResolvedSession } from '../modules/auth/auth.service.js';
import type { LabActor } from './actor.js';
import { requireLabActor } from './permissions.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (health, sign-in, public look-ups). */
    public?: boolean;
    /** What the caller must be allowed (packages/domain access/permissions.ts); checked before the body is read. */
    permission?: Permission;
    /** Answered while the account must change its password (sign-out, the session, the change itself). */
    beforePasswordChange?: boolean;
    /** A write that goes on after the lab's trial has ended: it manages the session, not the lab's data. */
    afterTrial?: boolean;
  }
  interface FastifyRequest {
    resolved: ResolvedSession | undefined;
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The browsable API documentation (@fastify/swagger-ui): as public as the OpenAPI document it shows. */
const docsPrefix = '/api/docs';

/**
 * Reads the session cookie of every API request. A route is private unless its config says
 * `public`: then a missing session is 401, and a state-changing call without the session's
 * CSRF token is 403. Two states of the account refuse nearly everything, here once rather
 * than in each service: a password that must be changed (403 passwordChangeRequired, but for
 * the routes marked `beforePasswordChange`), and a lab whose trial has ended, which reads but
 * does not write (403 trialEnded, but for the session's own calls marked `afterTrial`).
 */
export function registerSessionGuard(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('resolved', undefined);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    request.resolved = await auth.resolve(request.cookies[sessionCookie]);
    // An unknown path answers 404 to everyone: the list of paths is public in the OpenAPI document.
    if (request.routeOptions.config.public || request.is404) return;
    if (request.routeOptions.url?.startsWith(docsPrefix)) return;
    if (!request.resolved) throw new DomainError('unauthenticated', 'notSignedIn');
    if (!safeMethods.has(request.method) && request.headers[csrfHeader] !== request.resolved.session.csrfToken) {
      throw new DomainError('csrf_missing', 'csrfMissing');
    }
    const { permission, beforePasswordChange, afterTrial } = request.routeOptions.config;
    if (request.resolved.account.mustChangePassword && !beforePasswordChange) {
      throw new DomainError('forbidden', 'passwordChangeRequired');
    }
    if (request.resolved.trialEnded && !safeMethods.has(request.method) && !afterTrial) {
      throw new DomainError('forbidden', 'trialEnded');
    }
    if (permission && !can(request.resolved.actor, permission)) {
      throw new DomainError('forbidden', refusalOf(permission));
    }
  });
}

export function resolvedOf(request: FastifyRequest): ResolvedSession {
  if (!request.resolved) throw new DomainError('unauthenticated', 'notSignedIn');
  return request.resolved;
}

export function labActorOf(request: FastifyRequest): LabActor {
  const { actor } = resolvedOf(request);
  requireLabActor(actor);
  return actor;
}

export function originOf(request: FastifyRequest): RequestOrigin {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'], host: request.headers.host };
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean, maxAgeSeconds: number): void {
  reply.setCookie(sessionCookie, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: maxAgeSeconds });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookie, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
