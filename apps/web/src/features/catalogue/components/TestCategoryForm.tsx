import { CreateTestCategory, type TestCategory } from '@lims/contract';
import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { useRecordSave } from '../hooks/use-record-save';
import { FormActions } from './FormActions';
import type { RecordFormHandlers } from './RecordDialog';

export function TestCategoryForm({ record, ...handlers }: { record: TestCategory | null } & RecordFormHandlers) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const toInput = (values: CreateTestCategory): CreateTestCategory => ({ name: values.name.trim() });
  const form = useForm<CreateTestCategory>({
    initialValues: { name: record?.name ?? '' },
    validate: zodResolver(CreateTestCategory, { message: issueMessage, toInput }),
  });
  const { save, pending } = useRecordSave({
    kind: 'testCategories',
    record,
    form,
    addedMessage: t('catalogue.testCategories.added'),
    ...handlers,
  });
  return (
    <form onSubmit={form.onSubmit((values) => save(toInput(values)))} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('catalogue.fields.name')}
          required
          data-autofocus
          dir="auto"
          maxLength={80}
          {...form.getInputProps('name')}
        />
        <FormActions
          submitLabel={record ? t('common.save') : t('catalogue.testCategories.add')}
          pending={pending}
          onCancel={handlers.onDone}
        />
      </Stack>
    </form>
  );
}
