import { CreateOutsourceCentre, type OutsourceCentre } from '@lims/contract';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { useRecordSave } from '../hooks/use-record-save';
import { blankToNull } from './form-values';
import type { RecordFormHandlers } from './RecordDialog';
import { NameInput, RecordForm } from './RecordForm';

interface OutsourceCentreFormValues {
  name: string;
  contactPerson: string;
  phone: string;
  email: string;
  address: string;
}

const toInput = (values: OutsourceCentreFormValues): CreateOutsourceCentre => ({
  name: values.name.trim(),
  contactPerson: blankToNull(values.contactPerson),
  phone: blankToNull(values.phone),
  email: blankToNull(values.email),
  address: blankToNull(values.address),
});

export function OutsourceCentreForm({ record, ...handlers }: { record: OutsourceCentre | null } & RecordFormHandlers) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const form = useForm<OutsourceCentreFormValues>({
    initialValues: {
      name: record?.name ?? '',
      contactPerson: record?.contactPerson ?? '',
      phone: record?.phone ?? '',
      email: record?.email ?? '',
      address: record?.address ?? '',
    },
    validate: zodResolver(CreateOutsourceCentre, { message: issueMessage, toInput }),
  });
  const { save, pending } = useRecordSave({
    kind: 'outsourceCentres',
    record,
    form,
    addedMessage: t('catalogue.outsourceCentres.added'),
    ...handlers,
  });
  return (
    <RecordForm
      onSubmit={form.onSubmit((values) => save(toInput(values)))}
      submitLabel={record ? t('common.save') : t('catalogue.outsourceCentres.add')}
      pending={pending}
      onCancel={handlers.onDone}
    >
      <NameInput maxLength={120} {...form.getInputProps('name')} />
      <TextInput
        label={t('catalogue.outsourceCentres.contactPerson')}
        dir="auto"
        maxLength={120}
        {...form.getInputProps('contactPerson')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label={t('catalogue.outsourceCentres.phone')}
          type="tel"
          dir="ltr"
          maxLength={20}
          {...form.getInputProps('phone')}
        />
        <TextInput
          label={t('catalogue.outsourceCentres.email')}
          type="email"
          dir="ltr"
          maxLength={254}
          {...form.getInputProps('email')}
        />
      </SimpleGrid>
      <Textarea
        label={t('catalogue.outsourceCentres.address')}
        dir="auto"
        autosize
        minRows={2}
        maxLength={300}
        {...form.getInputProps('address')}
      />
    </RecordForm>
  );
}
