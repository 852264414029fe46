import type { NamedRef } from '@lims/contract';
import { checkClinicalHistory } from '@lims/domain';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui';
import { ReferralSelect } from '../../patients';
import { WorklistRunStatus } from '../components/WorklistRunStatus';
import { useWorklistOptions } from '../hooks/use-worklists';
import {
  DayField,
  FormProblem,
  ModalFooter,
  textOrNull,
  useLabToday,
  useWorklistModalForm,
  type WorklistModalProps,
} from './modal-parts';

interface ClinicalHistoryValues {
  patientName: string;
  patientId: string;
  departmentId: string | null;
  referral: NamedRef | null;
  fromLab: string;
  toLab: string;
  from: string;
  to: string;
}

const fields = ['patientId', 'fromLab', 'toLab', 'from', 'to'] as const;

/**
 * spec 002 §2 'Clinical History Work List: Patient Name, Reg No./IGID, Department, Referral, Lab
 * No From, Lab No To, date range; button Generate WorkList Report'. Its dates start empty: lab
 * numbers, a patient, a department or a referral each stand instead of them (spec 002 §5), and
 * the header's days would narrow a search by lab numbers to them. The department starts as the
 * header's.
 */
export function ClinicalHistoryWorkListModal({ opened, onClose, departmentId }: WorklistModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} size="lg" title={t('worklistModals.clinicalHistory.title')}>
      <ClinicalHistoryForm initialDepartmentId={departmentId} />
    </Dialog>
  );
}

function ClinicalHistoryForm({ initialDepartmentId }: { initialDepartmentId?: number }) {
  const { t } = useTranslation();
  const today = useLabToday();
  const options = useWorklistOptions();
  const { generation, problem, edited, errorOf, submit } = useWorklistModalForm();
  const [values, setValues] = useState<ClinicalHistoryValues>({
    patientName: '',
    patientId: '',
    departmentId: initialDepartmentId === undefined ? null : String(initialDepartmentId),
    referral: null,
    fromLab: '',
    toLab: '',
    from: '',
    to: '',
  });
  const set = <Field extends keyof ClinicalHistoryValues>(field: Field, value: ClinicalHistoryValues[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    edited();
  };
  const textField = (field: 'patientId' | 'fromLab' | 'toLab', label: string) => (
    <TextInput
      label={label}
      value={values[field]}
      onChange={(event) => set(field, event.currentTarget.value)}
      error={errorOf(field)}
      inputMode="numeric"
      dir="ltr"
      maxLength={30}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const departmentId = values.departmentId === null ? null : Number(values.departmentId);
        const referralDoctorId = values.referral?.id ?? null;
        submit(
          () => checkClinicalHistory({ ...values, departmentId, referralDoctorId, today }),
          () =>
            generation.generate({
              kind: 'clinicalHistory',
              patientName: textOrNull(values.patientName),
              patientId: textOrNull(values.patientId),
              departmentId,
              referralDoctorId,
              fromLab: textOrNull(values.fromLab),
              toLab: textOrNull(values.toLab),
              from: textOrNull(values.from),
              to: textOrNull(values.to),
            }),
        );
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('worklistModals.clinicalHistory.patientName')}
            value={values.patientName}
            onChange={(event) => set('patientName', event.currentTarget.value)}
            dir="auto"
            maxLength={200}
          />
          {textField('patientId', t('worklistModals.clinicalHistory.patientId'))}
          <Select
            label={t('worklistModals.clinicalHistory.department')}
            placeholder={t('worklistModals.clinicalHistory.anyDepartment')}
            data={(options.data?.departments ?? []).map((department) => ({
              value: String(department.id),
              label: department.name,
            }))}
            value={values.departmentId}
            onChange={(value) => set('departmentId', value)}
            searchable
            clearable
            nothingFoundMessage={t('common.nothingFound')}
            error={options.isError ? t('worklistModals.optionsFailed') : undefined}
            comboboxProps={{ withinPortal: true }}
          />
          <ReferralSelect
            label={t('worklistModals.clinicalHistory.referral')}
            value={values.referral}
            onChange={(referral) => set('referral', referral)}
          />
          {textField('fromLab', t('worklistModals.clinicalHistory.fromLab'))}
          {textField('toLab', t('worklistModals.clinicalHistory.toLab'))}
          <DayField
            label={t('worklistModals.fromDate')}
            value={values.from}
            today={today}
            error={errorOf('from')}
            onChange={(day) => set('from', day)}
          />
          <DayField
            label={t('worklistModals.toDate')}
            value={values.to}
            today={today}
            error={errorOf('to')}
            onChange={(day) => set('to', day)}
          />
        </SimpleGrid>
        <FormProblem problem={problem} fields={fields} />
        <WorklistRunStatus generation={generation} />
        <ModalFooter
          generating={generation.generating}
          label={t('worklistModals.clinicalHistory.generate')}
          busyLabel={t('worklists.run.generating')}
        />
      </Stack>
    </form>
  );
}
