import type { OrganisationChoice } from '@lims/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lookupOrganisations } from '../api/records-api';
import { patientKeys } from '../hooks/patient-keys';
import { organisationSearchDebounceMs } from '../hooks/use-search';
import { LookupSelect } from './registration/LookupSelect';

interface OrganisationSelectProps {
  value: OrganisationChoice | null;
  onChange: (value: OrganisationChoice | null) => void;
  label?: string;
  required?: boolean;
  error?: ReactNode;
  onBlur?: () => void;
}

/**
 * The lab's organisations by name, asked 500 ms after the last key (spec 000 §9); each comes
 * with the registration fields it makes mandatory.
 */
export function OrganisationSelect({ label, ...props }: OrganisationSelectProps) {
  const { t } = useTranslation();
  return (
    <LookupSelect
      {...props}
      label={label ?? t('patients.fields.organisation')}
      queryKey={patientKeys.organisationLookup()}
      debounceMs={organisationSearchDebounceMs}
      fetch={lookupOrganisations}
      minLength={0}
    />
  );
}
