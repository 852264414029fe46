import type { MedicalHistoryKind, NamedRef, Patient } from '@lims/contract';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  type CheckboxGroupProps,
  Group,
  Loader,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../app/api-client';
import { DialogActions, showError, showPermissionError, showSuccess } from '../../../ui';
import {
  patientChangeOutcome,
  useAddMedicalHistoryItem,
  useMedicalHistoryLists,
  useSetPatientMedicalHistory,
} from '../hooks/use-patients';
import { PatientDialog, type PatientFormProps, type PatientModalProps } from './UpdatePatientModal';

interface TickValues {
  medicalHistoryIds: string[];
  allergyIds: string[];
}

/** One list of ticks; long lists scroll inside the dialog. */
function TickList({
  label,
  items,
  ...input
}: { label: string; items: NamedRef[] } & Omit<CheckboxGroupProps, 'label' | 'children'>) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group label={<Title order={5}>{label}</Title>} {...input}>
      <ScrollArea.Autosize mah={260} mt="xs" type="auto" offsetScrollbars>
        <Stack gap={8} py={2}>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('patients.medicalHistory.noneYet')}
            </Text>
          ) : (
            items.map((item) => (
              <Checkbox key={item.id} value={String(item.id)} label={<span dir="auto">{item.name}</span>} />
            ))
          )}
        </Stack>
      </ScrollArea.Autosize>
    </Checkbox.Group>
  );
}

/**
 * spec 000 §2 '+ Add Medical History': a new name, trimmed, its button disabled while empty
 * (spec 000 §5); once added it is ticked for this patient.
 */
function AddItem({ onAdded }: { onAdded: (kind: MedicalHistoryKind, item: NamedRef) => void }) {
  const { t } = useTranslation();
  const add = useAddMedicalHistoryItem();
  const [kind, setKind] = useState<MedicalHistoryKind>('history');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const trimmed = name.trim();

  const submit = () => {
    if (trimmed === '') return;
    add.mutate(
      { kind, name: trimmed },
      {
        onSuccess: (item) => {
          showSuccess(t('messages.medicalHistoryAdded'));
          setName('');
          setError(null);
          onAdded(kind, item);
        },
        onError: (failure) => {
          // spec 000 §8 Medical history: code 2 (a name taken) and code 4 (no permission).
          if (isApiError(failure) && failure.code === 'conflict') setError(t('messages.medicalHistoryNameExists'));
          else if (isApiError(failure) && failure.code === 'forbidden') {
            showPermissionError(t('messages.medicalHistoryNotPermitted'));
          } else showError(t('messages.serverSomethingWentWrong'));
        },
      },
    );
  };

  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        w="fit-content"
        value={kind}
        onChange={(value) => setKind(value === 'allergy' ? 'allergy' : 'history')}
        data={[
          { value: 'history', label: t('patients.medicalHistory.kindHistory') },
          { value: 'allergy', label: t('patients.medicalHistory.kindAllergy') },
        ]}
        aria-label={t('patients.medicalHistory.kind')}
      />
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={t('patients.medicalHistory.newName')}
          placeholder={t('patients.medicalHistory.newName')}
          dir="auto"
          maxLength={120}
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the name rather than saving the whole dialog.
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
          style={{ flex: 1 }}
        />
        <Button variant="light" disabled={trimmed === ''} loading={add.isPending} onClick={submit}>
          {t('patients.medicalHistory.add')}
        </Button>
      </Group>
    </Stack>
  );
}

function MedicalHistoryForm({ patient, onDone, onStale }: PatientFormProps & { patient: Patient }) {
  const { t } = useTranslation();
  const lists = useMedicalHistoryLists();
  const save = useSetPatientMedicalHistory();
  const form = useForm<TickValues>({
    initialValues: {
      medicalHistoryIds: patient.medicalHistory.map((item) => String(item.id)),
      allergyIds: patient.allergies.map((item) => String(item.id)),
    },
  });

  if (lists.isPending) {
    return (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  }
  if (lists.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        <Stack gap="xs" align="flex-start">
          {t('messages.medicalHistoryListFailed')}
          <Button size="xs" variant="light" color="red" onClick={() => void lists.refetch()}>
            {t('emptyState.actions.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const tick = (kind: MedicalHistoryKind, item: NamedRef) => {
    const field = kind === 'allergy' ? 'allergyIds' : 'medicalHistoryIds';
    form.setFieldValue(field, [...form.values[field], String(item.id)]);
  };

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        id: patient.id,
        body: {
          medicalHistoryIds: values.medicalHistoryIds.map(Number),
          allergyIds: values.allergyIds.map(Number),
          version: patient.version,
        },
      },
      patientChangeOutcome({
        form,
        onDone,
        onStale,
        success: t('messages.updatedSuccessfully'),
        refusal: 'medicalHistoryNotPermitted',
      }),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <TickList
            label={t('patients.card.medicalHistory')}
            items={lists.data.histories}
            {...form.getInputProps('medicalHistoryIds')}
          />
          <TickList
            label={t('patients.card.allergies')}
            items={lists.data.allergies}
            {...form.getInputProps('allergyIds')}
          />
        </SimpleGrid>
        <AddItem onAdded={tick} />
        <DialogActions submitLabel={t('common.save')} pending={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** spec 000 §2 Modals: 'Edit Medical History', the lab's histories and allergies to tick for this patient. */
export function EditMedicalHistoryModal({ opened, patient, onClose }: PatientModalProps) {
  const { t } = useTranslation();
  return (
    <PatientDialog opened={opened} onClose={onClose} size="lg" title={t('patients.medicalHistory.title')}>
      {(form) => <MedicalHistoryForm patient={patient} {...form} />}
    </PatientDialog>
  );
}
