import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FullPageLoader } from '../../ui';
import { paths } from '../paths';
import { useSessionQuery } from './session-hooks';

interface SetupAtRootProps {
  /** The account setup page, for a visitor without a session at `/`. */
  setup: ReactNode;
  /** The signed-in pages, for everyone else. */
  children: ReactNode;
}

/**
 * `/` is the account setup for a visitor without a session (spec 000 §2 'a single page at the
 * root path') and the dashboard for everyone signed in. Every other path goes on to the signed-in
 * pages, whose gate (RequireSession) sends a visitor without a session to sign in. A failed
 * session read goes on too: the gate offers the retry.
 */
export function SetupAtRoot({ setup, children }: SetupAtRootProps) {
  const atRoot = useLocation().pathname === paths.dashboard;
  const query = useSessionQuery();
  if (!atRoot) return children;
  if (query.isPending) return <FullPageLoader />;
  return query.data === null ? setup : children;
}
