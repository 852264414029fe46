import type { SessionResponse } from '@lims/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthenticatedHandler } from '../api-client';
import { loginPaths, type SignInState } from '../paths';
import { clearSessionCache, sessionKeys } from './session-hooks';

/** A 401 from any call means the session has ended: back to the sign-in page of that identity. */
export function UnauthenticatedRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      setUnauthenticatedHandler(() => {
        const previous = queryClient.getQueryData<SessionResponse | null>(sessionKeys.current);
        if (!previous) return;
        const state: SignInState = { notice: 'sessionEnded' };
        void navigate(loginPaths[previous.session.kind], { replace: true, state });
        clearSessionCache(queryClient);
      }),
    [navigate, queryClient],
  );
  return null;
}
