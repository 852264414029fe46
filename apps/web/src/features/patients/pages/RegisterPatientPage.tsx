import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/access';
import { PageHeader } from '../../../ui';
import { PatientSearch } from '../components/PatientSearch';
import { RegistrationForm } from '../components/registration/RegistrationForm';
import { useRegistration } from '../hooks/use-registration';

/**
 * Register patient (spec 000 §2 'Registration form'): find a patient registered before to
 * register them again, or fill the form for a new one.
 */
export function RegisterPatientPage() {
  const { t } = useTranslation();
  const registration = useRegistration();
  const can = useCan();
  return (
    <>
      <PageHeader title={t('patients.register.title')} description={t('patients.register.description')} />
      {/* Registering a patient again updates their record: only for those who may (spec 000 §8 code 4). */}
      {can('patients.update') && (
        <Box mb="md" maw={560}>
          <PatientSearch onSelect={registration.selectPatient} placeholder={t('patients.register.searchPlaceholder')} />
        </Box>
      )}
      <RegistrationForm registration={registration} />
    </>
  );
}
