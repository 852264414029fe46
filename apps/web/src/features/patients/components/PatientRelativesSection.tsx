import type { PatientRelative } from '@lims/contract';
import { ActionIcon, Anchor, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../../app/notify-error';
import { confirm, showSuccess } from '../../../ui';
import { patientsPaths } from '../area';
import { useRelatives, useRemoveRelative } from '../hooks/use-patient-records';
import { usePatientText } from '../hooks/use-patients';
import { PatientRelativesAddModal } from './PatientRelativesAddModal';
import { RecordSection, RecordsState } from './RecordSection';

function RelativeRow({ entry, onRemove }: { entry: PatientRelative; onRemove: (() => void) | null }) {
  const { t } = useTranslation();
  const text = usePatientText();
  const { relative } = entry;
  const details = [relative.labPatientId, text.ageAndGender(relative), relative.mobile].filter(Boolean).join(' · ');
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap" miw={0}>
          <Anchor component={Link} to={patientsPaths.patient(relative.id)} size="sm" fw={500} dir="auto" truncate>
            {relative.fullName}
          </Anchor>
          <Text size="sm" c="dimmed">
            ({text.relationLabels[entry.relation]})
          </Text>
        </Group>
        <Text size="xs" c="dimmed" dir="auto">
          {details}
        </Text>
      </Stack>
      {onRemove && (
        <Tooltip label={t('patients.relatives.remove')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('patients.relatives.removeNamed', { name: relative.fullName })}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** spec 000 §7 get-patient-relative: the patient's relatives, each one of this lab's patients. */
export function PatientRelativesSection({ patientId, readOnly }: { patientId: number; readOnly: boolean }) {
  const { t } = useTranslation();
  const relatives = useRelatives(patientId);
  const remove = useRemoveRelative(patientId);
  const [adding, setAdding] = useState(false);

  const removeRelative = async (entry: PatientRelative) => {
    const sure = await confirm({
      title: t('patients.relatives.removeTitle'),
      message: t('patients.relatives.removeMessage', { name: entry.relative.fullName }),
      destructive: true,
      confirmLabel: t('patients.relatives.remove'),
    });
    if (!sure) return;
    remove.mutate(entry.relative.id, {
      onSuccess: () => showSuccess(t('patients.relatives.removed')),
      onError: (error) => notifyError(error, t('messages.errorTryAgain')),
    });
  };

  return (
    <RecordSection
      title={t('patients.relatives.title')}
      action={
        !readOnly && (
          <Button size="xs" variant="light" leftSection={<IconUserPlus size={14} />} onClick={() => setAdding(true)}>
            {t('patients.relatives.add')}
          </Button>
        )
      }
    >
      <RecordsState query={relatives} failed={t('patients.relatives.failed')} empty={t('patients.relatives.none')}>
        {(items) => (
          <Stack gap="sm">
            {items.map((entry) => (
              <RelativeRow
                key={entry.relative.id}
                entry={entry}
                onRemove={readOnly ? null : () => void removeRelative(entry)}
              />
            ))}
          </Stack>
        )}
      </RecordsState>
      <PatientRelativesAddModal patientId={patientId} opened={adding} onClose={() => setAdding(false)} />
    </RecordSection>
  );
}
