import type {
  SessionResponse,
  SwitchBranchRequest,
  SwitchDepartmentRequest,
  UpdateSessionRequest,
} from '@lims/contract';
import { api, isApiError } from '../api-client';

/**
 * The schema of a session answer, loaded when one comes: signed out, the sign-in page is answered
 * 401 and never needs it (docs/decisions/0017-delivery-and-speed.md).
 */
export const sessionResponse = async () => (await import('./session-schema')).SessionResponse;

/** null when nobody is signed in: a 401 here is an answer, not an expired session. */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse | null> {
  try {
    return await api.get('/api/v1/session', sessionResponse, { signal, onUnauthenticated: 'throw' });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const updateSession = (body: UpdateSessionRequest) => api.patch('/api/v1/session', body, sessionResponse);

export const switchDepartment = (body: SwitchDepartmentRequest) =>
  api.put('/api/v1/session/department', body, sessionResponse);

export const switchBranch = (body: SwitchBranchRequest) => api.put('/api/v1/session/branch', body, sessionResponse);
