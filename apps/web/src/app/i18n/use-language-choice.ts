import type { LanguageCode } from '@lims/domain';
import { useTranslation } from 'react-i18next';
import { showError } from '../../ui';
import { useUpdateSession } from '../session/session-hooks';
import { currentLanguage, i18n, storeLanguage } from './i18n';

/** The language menu's state: kept in this browser, and in the session when signed in. */
export function useLanguageChoice(signedIn: boolean) {
  const { t } = useTranslation();
  const updateSession = useUpdateSession();

  const choose = (code: LanguageCode) => {
    storeLanguage(code);
    void i18n.changeLanguage(code);
    if (signedIn) {
      updateSession.mutate({ language: code }, { onError: () => showError(t('messages.sessionUpdateFailed')) });
    }
  };

  return { language: currentLanguage(), choose };
}
