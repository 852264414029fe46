import { CreateSampleType, type SampleType } from '@lims/contract';
import { ColorInput, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { useRecordSave } from '../hooks/use-record-save';
import { blankToNull } from './form-values';
import type { RecordFormHandlers } from './RecordDialog';
import { NameInput, RecordForm } from './RecordForm';

/** The caps of the usual collection tubes, so a colour is one click (EDTA lavender, citrate light blue, ...). */
const tubeColours = ['#7c3aed', '#e11d48', '#facc15', '#38bdf8', '#16a34a', '#9ca3af', '#f97316', '#111827'];

interface SampleTypeFormValues {
  name: string;
  containerType: string;
  containerColor: string;
  collectionInstructions: string;
}

const toInput = (values: SampleTypeFormValues): CreateSampleType => ({
  name: values.name.trim(),
  containerType: blankToNull(values.containerType),
  containerColor: blankToNull(values.containerColor),
  collectionInstructions: blankToNull(values.collectionInstructions),
});

export function SampleTypeForm({ record, ...handlers }: { record: SampleType | null } & RecordFormHandlers) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const form = useForm<SampleTypeFormValues>({
    initialValues: {
      name: record?.name ?? '',
      containerType: record?.containerType ?? '',
      containerColor: record?.containerColor ?? '',
      collectionInstructions: record?.collectionInstructions ?? '',
    },
    validate: zodResolver(CreateSampleType, { message: issueMessage, toInput }),
  });
  const { save, pending } = useRecordSave({
    kind: 'sampleTypes',
    record,
    form,
    addedMessage: t('catalogue.sampleTypes.added'),
    ...handlers,
  });
  return (
    <RecordForm
      onSubmit={form.onSubmit((values) => save(toInput(values)))}
      submitLabel={record ? t('common.save') : t('catalogue.sampleTypes.add')}
      pending={pending}
      onCancel={handlers.onDone}
    >
      <NameInput maxLength={80} {...form.getInputProps('name')} />
      <TextInput
        label={t('catalogue.sampleTypes.containerType')}
        description={t('catalogue.sampleTypes.containerTypeHint')}
        dir="auto"
        maxLength={80}
        {...form.getInputProps('containerType')}
      />
      <ColorInput
        label={t('catalogue.sampleTypes.containerColor')}
        format="hex"
        swatches={tubeColours}
        swatchesPerRow={8}
        {...form.getInputProps('containerColor')}
      />
      <Textarea
        label={t('catalogue.sampleTypes.collectionInstructions')}
        description={t('catalogue.sampleTypes.collectionInstructionsHint')}
        dir="auto"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={1000}
        {...form.getInputProps('collectionInstructions')}
      />
    </RecordForm>
  );
}
