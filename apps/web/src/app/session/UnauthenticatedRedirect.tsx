import type { SessionResponse } from '@lims/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthenticatedHandler } from '../api-client';
import { loginPaths, type SignInState } from '../paths';
import { currentPath } from './return-path';
import { clearSessionCache, sessionKeys } from './session-hooks';

/** A 401 from any call means the session has ended: back to the sign-in page of that identity, and then here. */
export function UnauthenticatedRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read when the 401 comes, without registering the handler again on every navigation.
  const location = useLocation();
  const here = useRef(location);
  here.current = location;

  useEffect(
    () =>
      setUnauthenticatedHandler(() => {
        const previous = queryClient.getQueryData<SessionResponse | null>(sessionKeys.current);
        if (!previous) return;
        const state: SignInState = { notice: 'sessionEnded', from: currentPath(here.current) };
        void navigate(loginPaths[previous.session.kind], { replace: true, state });
        clearSessionCache(queryClient);
      }),
    [navigate, queryClient],
  );
  return null;
}
