import type { ChangePasswordRequest, LoginRequest } from '@lims/contract';
import { api } from '../../../app/api-client';
import { sessionResponse } from '../../../app/session/session-api';

/** A 401 here means wrong credentials, which the form shows; it is not an expired session. */
export const login = (body: LoginRequest) =>
  api.post('/api/v1/auth/login', body, sessionResponse, { onUnauthenticated: 'throw' });

export const logout = () => api.command('/api/v1/auth/logout', 'POST', undefined, { onUnauthenticated: 'throw' });

/** Lab identity to linked doctor identity and back. */
export const switchIdentity = () => api.post('/api/v1/auth/identity', undefined, sessionResponse);

/** The signed-in user's own password; the answer is the session, no longer bound to change it. */
export const changePassword = (body: ChangePasswordRequest) => api.post('/api/v1/auth/password', body, sessionResponse);
