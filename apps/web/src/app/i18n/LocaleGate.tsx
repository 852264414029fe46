import type { ReactNode } from 'react';
import { FullPageLoader } from '../../ui';
import { useSessionQuery } from '../session/session-hooks';
import { useLabLocales } from './use-lab-locales';

/** Holds the first paint until the lab's texts are in or 2 seconds have passed (spec 000 §1). */
export function LocaleGate({ children }: { children: ReactNode }) {
  const session = useSessionQuery();
  const data = session.data?.session;
  const labId = data ? (data.labId ?? data.docLabId) : null;
  const ready = useLabLocales(labId, !session.isPending);
  return ready ? children : <FullPageLoader />;
}
