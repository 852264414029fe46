import { loginKinds, passwordMaximumLength } from '@lims/domain';
import { z } from 'zod';
import { SessionData } from './session.js';

export const LoginKind = z.enum(loginKinds);

export const LoginRequest = z.object({
  username: z.string().trim().min(1).max(150),
  password: z.string().min(1).max(passwordMaximumLength),
  /** Which sign-in page was used; lab staff when absent. */
  kind: LoginKind.default('lab'),
});
export type LoginRequest = z.input<typeof LoginRequest>;

/**
 * Returned by sign-in, by GET /session and by identity switches alike: the client keeps the
 * CSRF token in memory and sends it as `X-CSRF-Token` on every state-changing call.
 */
export const SessionResponse = z
  .object({ csrfToken: z.string(), session: SessionData })
  .meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const csrfHeader = 'x-csrf-token';
export const sessionCookie = 'lims_session';
