import type { PatientSummary } from '@lims/contract';
import { type Relation, relations } from '@lims/domain';
import { Button, CloseButton, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../app/notify-error';
import { Dialog, showSuccess, UserText } from '../../../ui';
import { useAddRelative } from '../hooks/use-patient-records';
import { usePatientText } from '../hooks/use-patients';
import { PatientSearch } from './PatientSearch';

/** The relations a relative can have: 'Self' names no relative. */
const relativeRelations = relations.filter((relation) => relation !== 'Self');
const isRelation = (value: string | null): value is Relation =>
  relativeRelations.some((relation) => relation === value);

function AddRelativeForm({ patientId, onDone }: { patientId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const text = usePatientText();
  const add = useAddRelative(patientId);
  const [relative, setRelative] = useState<PatientSummary | null>(null);
  const [relation, setRelation] = useState<Relation | null>(null);
  const [tried, setTried] = useState(false);

  const submit = () => {
    setTried(true);
    if (!relative || !relation) return;
    add.mutate(
      { relativeId: relative.id, relation },
      {
        onSuccess: () => {
          showSuccess(t('patients.relatives.added'));
          onDone();
        },
        onError: (error) => notifyError(error, t('messages.errorTryAgain')),
      },
    );
  };

  return (
    <Stack gap="md">
      {relative ? (
        <Paper withBorder radius="sm" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} miw={0}>
              <UserText size="sm" fw={500} truncate="end">
                {text.name(relative)}
              </UserText>
              <Text size="xs" c="dimmed">
                {[relative.labPatientId, text.ageAndGender(relative)].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
            <CloseButton aria-label={t('patients.relatives.changePatient')} onClick={() => setRelative(null)} />
          </Group>
        </Paper>
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('patients.relatives.patient')}
          </Text>
          <PatientSearch onSelect={setRelative} placeholder={t('patients.relatives.searchPatient')} />
          {tried && (
            <Text size="xs" c="red" role="alert">
              {t('messages.fieldEmpty')}
            </Text>
          )}
        </Stack>
      )}
      <Select
        label={t('patients.relatives.relation')}
        description={t('patients.relatives.relationHint')}
        required
        data={relativeRelations.map((value) => ({ value, label: text.relationLabels[value] }))}
        value={relation}
        onChange={(value) => setRelation(isRelation(value) ? value : null)}
        error={tried && !relation ? t('messages.fieldEmpty') : undefined}
        allowDeselect={false}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={add.isPending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={submit} loading={add.isPending}>
          {t('patients.relatives.add')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Links another of the lab's patients to this one, with what they are to the patient. */
export function PatientRelativesAddModal({
  patientId,
  opened,
  onClose,
}: {
  patientId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog opened={opened} onClose={onClose} title={t('patients.relatives.addTitle')}>
      <AddRelativeForm patientId={patientId} onDone={onClose} />
    </Dialog>
  );
}
