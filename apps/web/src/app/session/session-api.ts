import { SessionResponse, type SwitchDepartmentRequest, type UpdateSessionRequest } from '@lims/contract';
import { api, isApiError } from '../api-client';

/** null when nobody is signed in: a 401 here is an answer, not an expired session. */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse | null> {
  try {
    return await api.get('/api/v1/session', SessionResponse, { signal, onUnauthenticated: 'throw' });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const updateSession = (body: UpdateSessionRequest) => api.patch('/api/v1/session', body, SessionResponse);

export const switchDepartment = (body: SwitchDepartmentRequest) =>
  api.put('/api/v1/session/department', body, SessionResponse);
