import type { PatientSummary } from '@lims/contract';
import { checkPatientWise } from '@lims/domain';
import { Checkbox, CloseButton, Fieldset, Group, Input, Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, UserText } from '../../../ui';
import { PatientSearch, usePatientText } from '../../patients';
import { WorklistRunStatus } from '../components/WorklistRunStatus';
import { FormProblem, ModalFooter, useWorklistModalForm, type WorklistModalProps } from './modal-parts';

/** spec 002 §2 'Patient Wise Work List: patient search plus an All checkbox', over the header's days and department. */
export function PatientWiseWorkListModal({ opened, onClose, ...header }: WorklistModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('worklistModals.patientWise.title')}>
      <PatientWiseForm {...header} />
    </Dialog>
  );
}

function PatientWiseForm({ from, to, departmentId }: Omit<WorklistModalProps, 'opened' | 'onClose'>) {
  const { t } = useTranslation();
  const text = usePatientText();
  const { generation, problem, edited, errorOf, submit } = useWorklistModalForm();
  const [patient, setPatient] = useState<PatientSummary | null>(null);
  const [all, setAll] = useState(false);
  const choosePatient = (chosen: PatientSummary | null) => {
    setPatient(chosen);
    edited();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(
          () => checkPatientWise({ patientId: patient?.id ?? null, all }),
          () =>
            generation.generate({
              kind: 'patientWise',
              patientId: all ? null : (patient?.id ?? null),
              all,
              from: from ?? null,
              to: to ?? null,
              departmentId: departmentId ?? null,
            }),
        );
      }}
    >
      <Stack gap="md">
        <Input.Wrapper label={t('worklistModals.patientWise.patient')} error={errorOf('patientId')}>
          {patient !== null ? (
            <Paper withBorder px="sm" py={6} mt={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} miw={0}>
                  <UserText size="sm" fw={500} truncate>
                    {text.name(patient)}
                  </UserText>
                  <UserText size="xs" c="dimmed" truncate>
                    {patient.labPatientId}
                  </UserText>
                </Stack>
                <CloseButton
                  aria-label={t('worklistModals.patientWise.clearPatient')}
                  onClick={() => choosePatient(null)}
                />
              </Group>
            </Paper>
          ) : (
            // Every patient's list needs no patient: the search waits until All is unchecked.
            <Fieldset variant="unstyled" disabled={all} mt={4}>
              <PatientSearch placeholder={t('worklistModals.patientWise.search')} onSelect={choosePatient} />
            </Fieldset>
          )}
        </Input.Wrapper>
        <Checkbox
          label={t('worklistModals.patientWise.all')}
          checked={all}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            setAll(checked);
            if (checked) setPatient(null);
            edited();
          }}
        />
        <FormProblem problem={problem} fields={['patientId']} />
        <WorklistRunStatus generation={generation} />
        <ModalFooter
          generating={generation.generating}
          label={t('worklistModals.patientWise.generate')}
          busyLabel={t('worklists.run.generating')}
        />
      </Stack>
    </form>
  );
}
