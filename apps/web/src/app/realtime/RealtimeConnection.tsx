import type { LoginKind } from '@lims/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPaths, type SignInState } from '../paths';
import { currentPath } from '../session/return-path';
import { clearSessionCache } from '../session/session-hooks';
import { publishRealtime } from './realtime-bus';
import { openRealtime } from './realtime-socket';
import { useRealtimeChannel } from './use-realtime-channel';

/** Keeps the tab's socket open while signed in and ends the tab's session on a newer sign-in. */
export function RealtimeConnection({ kind }: { kind: LoginKind }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();

  useEffect(() => openRealtime(publishRealtime), []);

  useRealtimeChannel('concurrent-login', () => {
    const state: SignInState = { notice: 'concurrentLogin', from: currentPath(location) };
    void navigate(loginPaths[kind], { replace: true, state });
    clearSessionCache(queryClient);
  });

  return null;
}
