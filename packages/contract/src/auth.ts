import { loginKinds, passwordMaximumLength } from '@lims/domain';
import { z } from 'zod';
import { SessionData } from './session.js';
import { Text } from './text.js';

export const LoginKind = z.enum(loginKinds);

/**
 * A password is the one text that does not go through `Text`: it is never stored or shown,
 * only hashed, and it must hash to the same value every time it is typed. Trimming would
 * drop a space the user chose as part of the secret; normalising would change the bytes of
 * every password whose hash was made from the text as typed (all those set so far, and those
 * brought over from the legacy system), locking their owners out. NUL is refused all the
 * same: no keyboard types it, and hashing libraries written in C stop at it.
 * Its length is capped so that a huge body cannot tie up the CPU in the hash.
 */
export const Password = z
  .string()
  .max(passwordMaximumLength)
  .refine((value) => !value.includes('\u0000'), 'textControlCharacters');

/**
 * A signed-in user's change of their own password. The new one follows the password rule
 * (spec 000 §5), checked by the server; the confirmation is the form's alone.
 */
export const ChangePasswordRequest = z.object({
  currentPassword: Password.min(1, 'fieldEmpty'),
  newPassword: Password.min(1, 'fieldEmpty'),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const LoginRequest = z.object({
  username: Text({ max: 150 }),
  password: Password.min(1, 'fieldEmpty'),
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
