import type { SessionData } from '@lims/contract';
import type { ReactNode } from 'react';
import { DateRangeProvider } from '../date-range/DateRangeProvider';
import { useSessionLanguage } from '../i18n/use-session-language';
import { RealtimeConnection } from '../realtime/RealtimeConnection';
import { SessionContext } from './session-context';

export function SignedIn({ session, children }: { session: SessionData; children: ReactNode }) {
  useSessionLanguage(session);
  return (
    <SessionContext.Provider value={session}>
      <DateRangeProvider timeZone={session.timeZone}>
        <RealtimeConnection kind={session.kind} />
        {children}
      </DateRangeProvider>
    </SessionContext.Provider>
  );
}
