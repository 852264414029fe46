import type { ReactNode } from 'react';
import { EmptyState } from '../../ui';
import { useCurrentSession } from './session-context';

/** Admin-only pages show non-admins the 'not authorised' panel rather than a broken page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const session = useCurrentSession();
  const allowed = session.kind === 'lab' && session.admin;
  return allowed ? children : <EmptyState variant="notAuthorised" />;
}
