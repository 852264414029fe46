import { Box, Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../app/session/access';
import { EmptyState, PageHeader } from '../../../ui';
import { billingPaths } from '../../billing/area';
import { patientsPaths } from '../area';
import { PatientSearch } from '../components/PatientSearch';
import { PatientsTable } from '../components/PatientsTable';
import { patientKeys } from '../hooks/patient-keys';
import { usePatientList, useRefreshOnRegistration } from '../hooks/use-patients';

/**
 * Patients (`/patients`): every patient of the lab, and the search that jumps to one, or, for
 * those who may see bills, to a bill by its number or order number.
 */
export function PatientsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useCan();
  const list = usePatientList();
  const seesBills = allowed('billing.view');
  useRefreshOnRegistration(patientKeys.lists());

  const registerButton = allowed('patients.register') && (
    <Button component={Link} to={patientsPaths.register} leftSection={<IconUserPlus size={16} />}>
      {t('nav.registerPatient')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('nav.patients')}
        description={t('patients.list.description')}
        actions={
          <>
            <Box w={{ base: '100%', xs: 320 }}>
              <PatientSearch
                variant="common"
                onSelect={(patient) => void navigate(patientsPaths.patient(patient.id))}
                onOpenBill={seesBills ? (billId) => void navigate(billingPaths.bill(billId)) : undefined}
                placeholder={seesBills ? t('patients.list.goToRecord') : t('patients.list.goTo')}
              />
            </Box>
            {registerButton}
          </>
        }
      />
      <PatientsTable
        list={list}
        empty={
          <EmptyState variant="noPending" title={t('messages.dataNotFound')} description={t('patients.list.empty')}>
            {registerButton}
          </EmptyState>
        }
      />
    </>
  );
}
