import type { DashboardLabel } from '@lims/domain';
import { Alert } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIdentityLabels } from '../../../app/i18n/use-identity-labels';

/**
 * spec 000 §6: the dashboard label follows from the flags. The form says which one, and why,
 * as the flags change, so a user with no flag never becomes a 'Receptionist' unnoticed.
 */
export function DashboardLabelPreview({ label }: { label: DashboardLabel }) {
  const { t } = useTranslation();
  const { dashboardLabels } = useIdentityLabels();
  const reasons: Record<DashboardLabel, string> = {
    Admin: t('labUsers.labelReasons.admin'),
    'Complete Operations': t('labUsers.labelReasons.completeOperations'),
    Finance: t('labUsers.labelReasons.finance'),
    Technician: t('labUsers.labelReasons.technician'),
    Receptionist: t('labUsers.labelReasons.receptionist'),
  };
  return (
    <Alert
      variant="light"
      color={label === 'Receptionist' ? 'yellow' : 'blue'}
      icon={<IconId size={18} />}
      title={t('labUsers.labelPreview', { label: dashboardLabels[label] })}
      // Mantine colours the title like the frame: too light to read on it (WCAG contrast).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      role="status"
      data-testid="dashboard-label-preview"
    >
      {reasons[label]}
    </Alert>
  );
}
