import type { LoginKind } from '@lims/domain';
import { useTranslation } from 'react-i18next';

export function useLoginTitles(): Record<LoginKind, string> {
  const { t } = useTranslation();
  return {
    lab: t('auth.titles.lab'),
    doctor: t('auth.titles.doctor'),
    organisation: t('auth.titles.organisation'),
    patient: t('auth.titles.patient'),
    support: t('auth.titles.support'),
  };
}
