import type { Bill, PaymentStatus } from '@lims/contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** spec 001 §2 badges Due, Paid. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" radius="sm" color={status === 'due' ? 'orange' : 'teal'}>
      {status === 'due' ? t('billing.badges.due') : t('billing.badges.paid')}
    </Badge>
  );
}

/** A bill that is no longer active says so; an active one needs no badge. */
export function BillStatusBadge({ status }: { status: Bill['status'] }) {
  const { t } = useTranslation();
  if (status === 'active') return null;
  return (
    <Badge variant="light" radius="sm" color="gray">
      {status === 'cancelled' ? t('billing.badges.cancelled') : t('billing.badges.dismissed')}
    </Badge>
  );
}

/** spec 001 §2 badge Profile: a line or an option that is a profile (a panel of tests). */
export function ProfileBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="light" radius="sm" color="grape" size="sm">
      {t('billing.badges.profile')}
    </Badge>
  );
}
