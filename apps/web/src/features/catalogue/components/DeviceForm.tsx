import { CreateDevice, type Device } from '@lims/contract';
import { Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { useDepartments } from '../hooks/use-departments';
import { useRecordSave } from '../hooks/use-record-save';
import { idOrNull, pickerOptions } from './form-values';
import type { RecordFormHandlers } from './RecordDialog';
import { NameInput, RecordForm } from './RecordForm';
import { type PickedTest, TestPicker } from './TestPicker';

interface DeviceFormValues {
  name: string;
  departmentId: string | null;
  tests: PickedTest[];
}

const toInput = (values: DeviceFormValues) => ({
  name: values.name.trim(),
  departmentId: idOrNull(values.departmentId) ?? undefined,
  testIds: values.tests.map((test) => test.id),
});

const testsField = (path: string) => (path.startsWith('testIds') ? 'tests' : path);

/** An instrument: its name, its department and the tests it runs (their values arrive from it). */
export function DeviceForm({ record, ...handlers }: { record: Device | null } & RecordFormHandlers) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const departments = useDepartments();
  const form = useForm<DeviceFormValues>({
    initialValues: {
      name: record?.name ?? '',
      departmentId: record ? String(record.department.id) : null,
      tests: record?.tests.map((test) => ({ ...test, price: null })) ?? [],
    },
    validate: zodResolver(CreateDevice, { message: issueMessage, toInput, fieldOf: testsField }),
  });
  const { save, pending } = useRecordSave({
    kind: 'devices',
    record,
    form,
    fieldOf: testsField,
    addedMessage: t('catalogue.devices.added'),
    ...handlers,
  });
  const enabledDepartments = departments.data?.filter((department) => department.enabled);
  return (
    <RecordForm
      onSubmit={form.onSubmit((values) => save(CreateDevice.parse(toInput(values))))}
      submitLabel={record ? t('common.save') : t('catalogue.devices.add')}
      pending={pending}
      onCancel={handlers.onDone}
    >
      <NameInput maxLength={120} {...form.getInputProps('name')} />
      <Select
        label={t('catalogue.fields.department')}
        required
        searchable
        data={pickerOptions(enabledDepartments, record?.department)}
        {...form.getInputProps('departmentId')}
      />
      <TestPicker
        label={t('catalogue.devices.tests')}
        value={form.values.tests}
        onChange={(tests) => form.setFieldValue('tests', tests)}
        error={form.errors.tests}
      />
    </RecordForm>
  );
}
