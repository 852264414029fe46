import type { LoginKind } from '@lims/domain';
import { useTranslation } from 'react-i18next';

/** The identity switch is labelled by where it takes the user. */
export function useSwitchIdentityLabels(): Record<LoginKind, string> {
  const { t } = useTranslation();
  return {
    lab: t('userMenu.switchTo.lab'),
    doctor: t('userMenu.switchTo.doctor'),
    organisation: t('userMenu.switchTo.organisation'),
    patient: t('userMenu.switchTo.patient'),
    support: t('userMenu.switchTo.support'),
  };
}
