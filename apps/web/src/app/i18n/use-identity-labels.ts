import type { DashboardLabel, LoginKind } from '@lims/domain';
import { useTranslation } from 'react-i18next';

/** Names of dashboard labels (spec 000 §6) and sign-in kinds, in the user's language. */
export function useIdentityLabels() {
  const { t } = useTranslation();
  const dashboardLabels: Record<DashboardLabel, string> = {
    Admin: t('dashboardLabels.admin'),
    'Complete Operations': t('dashboardLabels.completeOperations'),
    Finance: t('dashboardLabels.finance'),
    Technician: t('dashboardLabels.technician'),
    Receptionist: t('dashboardLabels.receptionist'),
  };
  const loginKinds: Record<LoginKind, string> = {
    lab: t('loginKinds.lab'),
    doctor: t('loginKinds.doctor'),
    organisation: t('loginKinds.organisation'),
    patient: t('loginKinds.patient'),
    support: t('loginKinds.support'),
  };
  return { dashboardLabels, loginKinds };
}
