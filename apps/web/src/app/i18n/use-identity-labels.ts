import type { SessionData } from '@lims/contract';
import type { DashboardLabel, LoginKind } from '@lims/domain';
import { useTranslation } from 'react-i18next';

/** Names of dashboard labels (spec 000 §6), sign-in kinds and their pages, in the user's language. */
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
  /** Titles of the sign-in pages. */
  const loginTitles: Record<LoginKind, string> = {
    lab: t('auth.titles.lab'),
    doctor: t('auth.titles.doctor'),
    organisation: t('auth.titles.organisation'),
    patient: t('auth.titles.patient'),
    support: t('auth.titles.support'),
  };
  /** The identity switch is labelled by where it takes the user. */
  const switchTo: Record<LoginKind, string> = {
    lab: t('userMenu.switchTo.lab'),
    doctor: t('userMenu.switchTo.doctor'),
    organisation: t('userMenu.switchTo.organisation'),
    patient: t('userMenu.switchTo.patient'),
    support: t('userMenu.switchTo.support'),
  };
  /** spec 000 §6: a lab user's role is named from their flags, anyone else's by their kind. */
  const roleOf = (session: SessionData) =>
    session.kind === 'lab' ? dashboardLabels[session.user.dashboardLabel] : loginKinds[session.kind];
  return { dashboardLabels, loginKinds, loginTitles, switchTo, roleOf };
}
