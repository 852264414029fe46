import type { PatientGuarantor, PatientInsurance } from '@lims/contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePatientGuarantors, usePatientInsurances } from '../hooks/use-patient-records';
import { usePatientText } from '../hooks/use-patients';
import { RecordFacts, RecordSection, RecordsState } from './RecordSection';

function InsuranceRow({ row }: { row: PatientInsurance }) {
  const { t } = useTranslation();
  const text = usePatientText();
  const holder = [row.policyHolderFirstName, row.policyHolderMiddleName, row.policyHolderLastName]
    .filter(Boolean)
    .join(' ');
  return (
    <Paper withBorder radius="sm" p="sm">
      <Group gap="xs" mb="xs">
        <Text fw={500} dir="auto">
          {row.insuranceName}
        </Text>
        <Badge variant="light" size="sm" radius="sm">
          {text.insuranceTypeLabels[row.insuranceType]}
        </Badge>
        {row.isWorkerCompensation && (
          <Badge variant="outline" color="orange" size="sm" radius="sm">
            {t('patients.insurances.workerCompensation')}
          </Badge>
        )}
      </Group>
      <RecordFacts
        facts={[
          [t('patients.fields.policyNumber'), row.policyNumber],
          [t('patients.fields.groupNumber'), row.groupNumber],
          [t('patients.fields.relation'), text.relationLabels[row.relation]],
          [t('patients.insurances.policyHolder'), holder || null],
          [t('patients.insurances.holderDateOfBirth'), row.policyHolderDateOfBirth],
          [t('patients.insurances.holderSex'), text.gender(row.policyHolderSex)],
          [t('patients.insurances.holderAddress'), row.policyHolderAddress],
          [t('patients.insurances.claimManager'), row.claimManager],
          [t('patients.insurances.injuryDate'), row.injuryDate],
          [t('patients.card.contact'), text.phone(row.countryCode, row.contact)],
          [t('patients.fields.email'), row.email],
        ]}
      />
    </Paper>
  );
}

function GuarantorRow({ guarantor }: { guarantor: PatientGuarantor }) {
  const { t } = useTranslation();
  const text = usePatientText();
  return (
    <Paper withBorder radius="sm" p="sm">
      <Group gap="xs" mb="xs">
        <Text fw={500} dir="auto">
          {[guarantor.firstName, guarantor.lastName].filter(Boolean).join(' ')}
        </Text>
        {guarantor.isDefault && (
          <Badge variant="light" color="teal" size="sm" radius="sm">
            {t('patients.insurances.defaultGuarantor')}
          </Badge>
        )}
      </Group>
      <RecordFacts
        facts={[
          [t('patients.fields.relation'), text.relationLabels[guarantor.relation]],
          [t('patients.card.contact'), text.phone(guarantor.countryCode, guarantor.contact)],
          [t('patients.fields.email'), guarantor.email],
          [t('patients.fields.address'), guarantor.address],
        ]}
      />
    </Paper>
  );
}

/** A patient's insurance rows and guarantors, to read: the registration form changes them (spec 000 §3). */
export function PatientInsurancesSection({ patientId }: { patientId: number }) {
  const { t } = useTranslation();
  const insurances = usePatientInsurances(patientId);
  const guarantors = usePatientGuarantors(patientId);
  return (
    <>
      <RecordSection title={t('patients.insurances.title')}>
        <RecordsState
          query={insurances}
          failed={t('messages.insuranceDetailsFailed')}
          empty={t('patients.insurances.none')}
        >
          {(rows) => (
            <Stack gap="xs">
              {rows.map((row) => (
                <InsuranceRow key={row.id} row={row} />
              ))}
            </Stack>
          )}
        </RecordsState>
      </RecordSection>
      <RecordSection title={t('patients.insurances.guarantorsTitle')}>
        <RecordsState
          query={guarantors}
          failed={t('messages.guarantorFailed')}
          empty={t('patients.insurances.noGuarantors')}
        >
          {(rows) => (
            <Stack gap="xs">
              {rows.map((guarantor) => (
                <GuarantorRow key={guarantor.id} guarantor={guarantor} />
              ))}
            </Stack>
          )}
        </RecordsState>
      </RecordSection>
    </>
  );
}
