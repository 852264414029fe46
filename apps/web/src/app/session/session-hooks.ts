import type {
  SessionResponse,
  SwitchBranchRequest,
  SwitchDepartmentRequest,
  UpdateSessionRequest,
} from '@lims/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setCsrfToken } from '../api-client';
import { localeKeys } from '../i18n/use-lab-locales';
import { getSession, switchBranch, switchDepartment, updateSession } from './session-api';

export const sessionKeys = { current: ['session'] as const };

/** Every answer that carries a session goes through here, so the CSRF token is never stale. */
export function storeSessionResponse(queryClient: QueryClient, response: SessionResponse): void {
  setCsrfToken(response.csrfToken);
  queryClient.setQueryData(sessionKeys.current, response);
}

/** Signed out: forget the session and every lab's data, keep only the interface texts. */
export function clearSessionCache(queryClient: QueryClient): void {
  setCsrfToken(null);
  queryClient.removeQueries({ predicate: (query) => !isLocaleQuery(query.queryKey) });
  queryClient.setQueryData(sessionKeys.current, null);
}

const isLocaleQuery = (key: readonly unknown[]) => key[0] === localeKeys.all[0];

/** After a department, branch or identity switch, every list may change; texts and the session do not. */
export function invalidateLabData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== sessionKeys.current[0] && !isLocaleQuery(query.queryKey),
  });
}

export function useSessionQuery() {
  return useQuery({
    queryKey: sessionKeys.current,
    queryFn: async ({ signal }) => {
      const response = await getSession(signal);
      setCsrfToken(response?.csrfToken ?? null);
      return response;
    },
    staleTime: 60_000,
    retry: 1,
  });
}

export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSessionRequest) => updateSession(body),
    onSuccess: (response) => storeSessionResponse(queryClient, response),
  });
}

/** A switch the lists follow: the session's answer is kept and every query of the lab reloads. */
function useSessionSwitch<Body>(send: (body: Body) => Promise<SessionResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (response) => {
      storeSessionResponse(queryClient, response);
      await invalidateLabData(queryClient);
    },
  });
}

export const useSwitchDepartment = () => useSessionSwitch((body: SwitchDepartmentRequest) => switchDepartment(body));

/** spec 001 §6: bills, samples and lists follow the branch. */
export const useSwitchBranch = () => useSessionSwitch((body: SwitchBranchRequest) => switchBranch(body));

/** For changes elsewhere that the session shows, such as a renamed department. */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionKeys.current });
}
