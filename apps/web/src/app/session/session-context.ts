import type { SessionData } from '@lims/contract';
import { createContext, useContext } from 'react';

export const SessionContext = createContext<SessionData | null>(null);

/** The signed-in session; only for components rendered behind RequireSession. */
export function useCurrentSession(): SessionData {
  const session = useContext(SessionContext);
  if (session === null) throw new Error('useCurrentSession used outside RequireSession');
  return session;
}
