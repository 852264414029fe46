import type { SessionData } from '@lims/contract';
import { isLanguageCode } from '@lims/domain';
import { useEffect, useRef } from 'react';
import { useUpdateSession } from '../session/session-hooks';
import { i18n, storedLanguage } from './i18n';

/**
 * Once per signed-in identity: a language chosen in this browser (on the sign-in page, say)
 * wins and is saved to the session; without one, the session's saved language is used.
 */
export function useSessionLanguage(session: SessionData): void {
  const { mutate } = useUpdateSession();
  const syncedIdentity = useRef<string | null>(null);
  const identity = `${session.kind}:${session.user.id}`;
  const sessionLanguage = session.language;

  useEffect(() => {
    if (syncedIdentity.current === identity) return;
    syncedIdentity.current = identity;
    const chosen = storedLanguage();
    if (chosen === null) {
      if (isLanguageCode(sessionLanguage)) void i18n.changeLanguage(sessionLanguage);
    } else if (chosen !== sessionLanguage) {
      // In the background: the user did not ask for this save, so a failure is not worth a toast.
      mutate({ language: chosen });
    }
  }, [identity, sessionLanguage, mutate]);
}
