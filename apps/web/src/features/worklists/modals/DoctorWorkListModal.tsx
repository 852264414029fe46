import type { NamedRef } from '@lims/contract';
import { checkDoctorWorklist } from '@lims/domain';
import { Select, SimpleGrid, Stack } from '@mantine/core';
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
  useLabToday,
  useWorklistModalForm,
  type WorklistModalProps,
} from './modal-parts';

type DoctorKind = 'referralDoctor' | 'signingDoctor';

interface DoctorWorkListModalProps extends WorklistModalProps {
  /** Referral Doctor Work List or Signing Doctor Work List (spec 002 §2 'Work list menu', both New). */
  kind: DoctorKind;
}

/**
 * spec 002 §2 'Referral or Signing Doctor Type WorkList: From Date, To Date (max today), doctor
 * select; buttons Close and Generate Worklist (Fetching Data while loading)'. The dates start as
 * the header's days.
 */
export function DoctorWorkListModal({ opened, onClose, kind, from, to }: DoctorWorkListModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={
        kind === 'referralDoctor' ? t('worklistModals.doctor.referralTitle') : t('worklistModals.doctor.signingTitle')
      }
    >
      <DoctorForm kind={kind} initialFrom={from ?? ''} initialTo={to ?? ''} onClose={onClose} />
    </Dialog>
  );
}

interface DoctorFormProps {
  kind: DoctorKind;
  initialFrom: string;
  initialTo: string;
  onClose: () => void;
}

function DoctorForm({ kind, initialFrom, initialTo, onClose }: DoctorFormProps) {
  const { t } = useTranslation();
  const today = useLabToday();
  const { generation, problem, edited, errorOf, submit } = useWorklistModalForm();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  const [doctor, setDoctor] = useState<NamedRef | null>(null);
  const chooseDoctor = (chosen: NamedRef | null) => {
    setDoctor(chosen);
    edited();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const doctorId = doctor?.id ?? null;
        const days = { from: from === '' ? null : from, to: to === '' ? null : to };
        submit(
          () => checkDoctorWorklist({ kind, doctorId, ...days, today }),
          () => generation.generate({ kind, doctorId, ...days }),
        );
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DayField
            label={t('worklistModals.fromDate')}
            value={from}
            today={today}
            error={errorOf('from')}
            onChange={(day) => {
              setFrom(day);
              edited();
            }}
          />
          <DayField
            label={t('worklistModals.toDate')}
            value={to}
            today={today}
            error={errorOf('to')}
            onChange={(day) => {
              setTo(day);
              edited();
            }}
          />
        </SimpleGrid>
        {kind === 'referralDoctor' ? (
          <ReferralSelect
            label={t('worklistModals.doctor.referralDoctor')}
            value={doctor}
            onChange={chooseDoctor}
            required
            error={errorOf('doctorId')}
          />
        ) : (
          <SigningDoctorSelect value={doctor} onChange={chooseDoctor} error={errorOf('doctorId')} />
        )}
        <FormProblem problem={problem} fields={['from', 'to', 'doctorId']} />
        <WorklistRunStatus generation={generation} />
        <ModalFooter
          generating={generation.generating}
          label={t('worklistModals.doctor.generate')}
          busyLabel={t('worklistModals.doctor.fetching')}
          close={{ label: t('dialog.close'), onClick: onClose }}
        />
      </Stack>
    </form>
  );
}

interface SigningDoctorSelectProps {
  value: NamedRef | null;
  onChange: (doctor: NamedRef | null) => void;
  error?: string;
}

/** The lab's signing doctors, a short list that comes with the work lists' options. */
function SigningDoctorSelect({ value, onChange, error }: SigningDoctorSelectProps) {
  const { t } = useTranslation();
  const options = useWorklistOptions();
  const doctors = options.data?.signingDoctors ?? [];
  return (
    <Select
      label={t('worklistModals.doctor.signingDoctor')}
      placeholder={t('worklistModals.doctor.signingPlaceholder')}
      data={doctors.map((doctor) => ({ value: String(doctor.id), label: doctor.fullName }))}
      value={value === null ? null : String(value.id)}
      onChange={(id) => {
        const doctor = doctors.find((candidate) => String(candidate.id) === id);
        onChange(doctor ? { id: doctor.id, name: doctor.fullName } : null);
      }}
      searchable
      clearable
      required
      nothingFoundMessage={t('common.nothingFound')}
      error={error ?? (options.isError ? t('worklistModals.optionsFailed') : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
