import type { ChangePasswordRequest, LoginRequest, SessionResponse } from '@lims/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { loginPaths, paths } from '../../../app/paths';
import {
  clearSessionCache,
  invalidateLabData,
  sessionKeys,
  storeSessionResponse,
} from '../../../app/session/session-hooks';
import { changePassword, login, logout, switchIdentity } from '../api/auth-api';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest) => login(body),
    onSuccess: (response) => storeSessionResponse(queryClient, response),
  });
}

/** Signs out and opens the sign-in page of the identity that was signed in. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    // Signed out locally even if the server could not be told: the cookie ends with its session.
    onSettled: () => {
      const kind = queryClient.getQueryData<SessionResponse | null>(sessionKeys.current)?.session.kind ?? 'lab';
      // Navigate first, so that the signed-in pages are gone before the session is.
      void navigate(loginPaths[kind], { replace: true });
      clearSessionCache(queryClient);
    },
  });
}

export function useSwitchIdentity() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: switchIdentity,
    onSuccess: async (response) => {
      storeSessionResponse(queryClient, response);
      void navigate(paths.dashboard);
      await invalidateLabData(queryClient);
    },
  });
}

/** The answer is the session without the must-change flag: the frame then opens in place of the forced page. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => changePassword(body),
    onSuccess: (response) => storeSessionResponse(queryClient, response),
  });
}
