import type { NamedRef } from '@lims/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lookupReferralDoctors } from '../api/records-api';
import { patientKeys } from '../hooks/patient-keys';
import { referralSearchDebounceMs } from '../hooks/use-search';
import { LookupSelect } from './registration/LookupSelect';

interface ReferralSelectProps {
  value: NamedRef | null;
  onChange: (value: NamedRef | null) => void;
  label?: string;
  required?: boolean;
  error?: ReactNode;
  onBlur?: () => void;
}

/** The lab's referral doctors by name, asked 300 ms after the last key (spec 000 §9). */
export function ReferralSelect({ label, ...props }: ReferralSelectProps) {
  const { t } = useTranslation();
  return (
    <LookupSelect
      {...props}
      label={label ?? t('patients.fields.referralDoctor')}
      queryKey={patientKeys.referralLookup()}
      debounceMs={referralSearchDebounceMs}
      fetch={lookupReferralDoctors}
      minLength={0}
    />
  );
}
