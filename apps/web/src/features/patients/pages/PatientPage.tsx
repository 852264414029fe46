import type { Patient } from '@lims/contract';
import { defaultDateFormat } from '@lims/domain';
import { Anchor, Button, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconLayoutList, IconReceipt } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../app/api-client';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';
import { EmptyState, formatLabDateTime, NotFoundPage } from '../../../ui';
import { billingPaths } from '../../billing';
import { CardiacScoreBadge, ClinicalVisitsSection } from '../../cardiac';
import { patientsPaths } from '../area';
import { ConvertToDirectModal } from '../components/ConvertToDirectModal';
import { EditMedicalHistoryModal } from '../components/EditMedicalHistoryModal';
import { IdProofsSection } from '../components/IdProofsSection';
import { PatientHeaderCard } from '../components/PatientHeaderCard';
import { PatientInsurancesSection } from '../components/PatientInsurancesSection';
import { PatientRelativesSection } from '../components/PatientRelativesSection';
import { ProfilePictureSection } from '../components/ProfilePictureSection';
import { RecordFacts, RecordSection } from '../components/RecordSection';
import { UpdateMobileModal } from '../components/UpdateMobileModal';
import { UpdatePatientModal } from '../components/UpdatePatientModal';
import { patientKeys } from '../hooks/patient-keys';
import { usePatient, usePatientText, useRefreshOnRegistration } from '../hooks/use-patients';
import { PatientOverviewModal } from '../overview/PatientOverviewModal';

type OpenDialog = 'update' | 'mobile' | 'convert' | 'medicalHistory' | 'overview' | null;

/** A calendar date of the record (`YYYY-MM-DD`) as the product writes dates, DD-MM-YYYY (spec 000 §9). */
const calendarDate = (date: string | null) => (date ? dayjs(date).format(defaultDateFormat) : null);

/** Every registration field, grouped as the registration form asks them (spec 000 §3). */
function PatientDetails({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const text = usePatientText();
  const yesNo = (value: boolean) => (value ? t('patients.page.yes') : t('patients.page.no'));
  const names = (items: Patient['allergies']) => items.map((item) => item.name).join(', ');
  const typeLabel =
    patient.patientType === 'I' ? t('patients.options.patientType.I') : t('patients.options.patientType.D');
  return (
    <>
      <RecordSection title={t('patients.page.contact')}>
        <RecordFacts
          facts={[
            [t('patients.fields.mobile'), text.phone(patient.countryCode, patient.mobile)],
            [t('patients.fields.alternateMobile'), text.phone(patient.countryCode, patient.alternateMobile)],
            [
              t('patients.page.primaryContact'),
              patient.isPrimaryContact ? t('patients.fields.mobile') : t('patients.fields.alternateMobile'),
            ],
            [t('patients.fields.email'), patient.email],
            [t('patients.fields.alternateEmail'), patient.alternateEmail],
            [t('patients.page.whatsappConsent'), yesNo(patient.whatsappConsent)],
          ]}
        />
      </RecordSection>
      <RecordSection title={t('patients.fields.address')}>
        <RecordFacts
          facts={[
            [t('patients.fields.area'), patient.area],
            [t('patients.fields.city'), patient.city],
            [t('patients.fields.state'), patient.state],
            [t('patients.fields.country'), patient.country],
            [t('patients.fields.pincode'), patient.pincode],
          ]}
        />
      </RecordSection>
      <RecordSection title={t('patients.page.identity')}>
        <RecordFacts
          facts={[
            [t('patients.fields.firstName'), patient.firstName],
            [t('patients.fields.middleName'), patient.middleName],
            [t('patients.fields.lastName'), patient.lastName],
            [t('patients.fields.suffix'), patient.suffix],
            [t('patients.fields.gender'), text.gender(patient.gender)],
            [t('patients.fields.dateOfBirth'), calendarDate(patient.dateOfBirth)],
            [t('patients.fields.age'), text.age(patient.age, patient.ageUnit)],
            [t('patients.fields.patientType'), typeLabel],
            [t('patients.fields.referenceId'), patient.referenceId],
            [t('patients.fields.nationalIdentityNumber'), patient.nationalIdentityNumber],
            [t('patients.fields.nationalHealthId'), patient.nationalHealthId],
            [t('patients.fields.passportNo'), patient.passportNo],
            [t('patients.fields.insuranceNo'), patient.insuranceNo],
            [t('patients.fields.nationality'), patient.nationality],
            [t('patients.fields.race'), patient.race],
            [t('patients.fields.ethnicity'), patient.ethnicity],
            [t('patients.page.registeredAt'), formatLabDateTime(patient.createdAt, timeZone)],
          ]}
        />
      </RecordSection>
      <RecordSection title={t('patients.page.clinical')}>
        <RecordFacts
          facts={[
            [
              t('patients.page.conditions'),
              patient.diseases.map((disease) => `${disease.code} ${disease.name}`).join(', '),
            ],
            [t('patients.card.medicalHistory'), names(patient.medicalHistory)],
            [t('patients.card.allergies'), names(patient.allergies)],
            [t('patients.fields.heightCm'), patient.heightCm?.toString()],
            [t('patients.fields.weightKg'), patient.weightKg?.toString()],
          ]}
        />
      </RecordSection>
    </>
  );
}

/** The patient's page: the header card, then every detail and record of the patient. */
export function PatientView({ patientId, overviewOpened = false }: { patientId: number; overviewOpened?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const allowed = useCan();
  const query = usePatient(patientId);
  const [dialog, setDialog] = useState<OpenDialog>(overviewOpened ? 'overview' : null);
  useRefreshOnRegistration(patientKeys.detail(patientId), patientId);
  const close = () => setDialog(null);
  // Opened by the address (`/patients/:id/allReports`): closing it goes back to the patient's own
  // address, so that a reload does not open it again.
  const closeOverview = () => {
    close();
    if (overviewOpened) void navigate(patientsPaths.patient(patientId), { replace: true });
  };

  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton h={140} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return isApiError(query.error) && query.error.code === 'not_found' ? (
      <EmptyState
        variant="pageNotFound"
        title={t('patients.page.notFound')}
        onGoBack={() => void navigate(-1)}
        onHome={() => void navigate(patientsPaths.list)}
      />
    ) : (
      <EmptyState
        variant="failedToLoad"
        title={t('messages.patientInfoFetchFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const patient = query.data;
  // Staff who may not change patients read the page; its records' buttons are hidden too.
  const readOnly = !allowed('patients.update');
  const cardiacShown = allowed('cardiac.view');
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={patientsPaths.list} size="sm" w="fit-content">
          <IconArrowLeft size={14} className="lims-flip-rtl" style={{ verticalAlign: 'middle' }} aria-hidden />{' '}
          {t('patients.page.back')}
        </Anchor>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconLayoutList size={14} />}
            onClick={() => setDialog('overview')}
          >
            {t('patientOverview.title')}
          </Button>
          {allowed('billing.create') && (
            <Button
              component={Link}
              to={billingPaths.newBillFor(patient.id)}
              size="xs"
              leftSection={<IconReceipt size={14} />}
            >
              {t('nav.newBill')}
            </Button>
          )}
        </Group>
      </Group>
      <PatientHeaderCard
        patient={patient}
        onEdit={() => setDialog('update')}
        onEditMedicalHistory={() => setDialog('medicalHistory')}
        cardiacScore={cardiacShown ? <CardiacScoreBadge patientId={patient.id} /> : undefined}
      />
      {/* Two columns from a laptop up, so a short section does not take a whole row. */}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <PatientDetails patient={patient} />
        {cardiacShown && <ClinicalVisitsSection patient={patient} readOnly={readOnly} />}
        <PatientInsurancesSection patientId={patient.id} />
        <PatientRelativesSection patientId={patient.id} readOnly={readOnly} />
        <IdProofsSection patientId={patient.id} readOnly={readOnly} />
        <ProfilePictureSection patient={patient} readOnly={readOnly} />
      </SimpleGrid>

      <UpdatePatientModal
        opened={dialog === 'update'}
        patient={patient}
        onClose={close}
        onUpdateMobile={() => setDialog('mobile')}
        onConvertToDirect={() => setDialog('convert')}
      />
      <UpdateMobileModal opened={dialog === 'mobile'} patient={patient} onClose={close} />
      <ConvertToDirectModal opened={dialog === 'convert'} patient={patient} onClose={close} />
      <EditMedicalHistoryModal opened={dialog === 'medicalHistory'} patient={patient} onClose={close} />
      <PatientOverviewModal patientId={patient.id} opened={dialog === 'overview'} onClose={closeOverview} />
    </Stack>
  );
}

/** `/patients/:patientId`; an id that cannot be a patient's is the app's not-found page. */
export function PatientPage() {
  const { patientId } = useParams();
  const allReports = useMatch(patientsPaths.patientAllReports(':patientId')) !== null;
  const id = Number(patientId);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <PatientView key={`${id}-${allReports}`} patientId={id} overviewOpened={allReports} />;
}
