import { useTranslation } from 'react-i18next';
import { lookupOrganisations } from '../api/records-api';
import { patientKeys } from '../hooks/patient-keys';
import { organisationSearchDebounceMs } from '../hooks/use-search';
import { LookupFilter, type LookupFilterProps } from './LookupFilter';

type OrganisationFilterProps = Pick<LookupFilterProps, 'onChange' | 'w'> & { label?: string };

/**
 * A list's filter by the lab's organisation (the patients and the samples lists), asked 500 ms
 * after the last key (spec 000 §9, spec 002 §9).
 */
export function OrganisationFilter({ label, ...props }: OrganisationFilterProps) {
  const { t } = useTranslation();
  return (
    <LookupFilter
      {...props}
      label={label ?? t('patients.fields.organisation')}
      queryKey={patientKeys.organisationLookup()}
      debounceMs={organisationSearchDebounceMs}
      fetch={lookupOrganisations}
    />
  );
}
