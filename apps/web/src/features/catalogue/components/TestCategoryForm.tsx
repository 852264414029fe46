import { CreateTestCategory, type TestCategory } from '@lims/contract';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { useRecordSave } from '../hooks/use-record-save';
import type { RecordFormHandlers } from './RecordDialog';
import { NameInput, RecordForm } from './RecordForm';

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
    <RecordForm
      onSubmit={form.onSubmit((values) => save(toInput(values)))}
      submitLabel={record ? t('common.save') : t('catalogue.testCategories.add')}
      pending={pending}
      onCancel={handlers.onDone}
    >
      <NameInput maxLength={80} {...form.getInputProps('name')} />
    </RecordForm>
  );
}
