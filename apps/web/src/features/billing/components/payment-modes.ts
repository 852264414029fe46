import { type PaymentMode, paymentModes } from '@lims/domain';
import { useTranslation } from 'react-i18next';

/** spec 002 §9 payment modes, in the spec's order, in the user's language. */
export function usePaymentModeOptions() {
  const { t } = useTranslation();
  return paymentModes.map((mode) => ({ value: mode, label: t(`billing.modes.${mode}`) }));
}

export function usePaymentModeLabel() {
  const { t } = useTranslation();
  return (mode: PaymentMode) => t(`billing.modes.${mode}`);
}
