import { CreateProfile, type Profile } from '@lims/contract';
import { Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { MoneyInput } from '../../../app/money/MoneyInput';
import { useMoney } from '../../../app/money/use-money';
import { useRecordSave } from '../hooks/use-record-save';
import { Amount } from './Amount';
import type { RecordFormHandlers } from './RecordDialog';
import { CodeAndName, RecordForm } from './RecordForm';
import { type PickedTest, TestPicker } from './TestPicker';

interface ProfileFormValues {
  code: string;
  name: string;
  tests: PickedTest[];
  /** Minor units. */
  price: number | null;
}

const toInput = (values: ProfileFormValues) => ({
  code: values.code.trim(),
  name: values.name.trim(),
  testIds: values.tests.map((test) => test.id),
  price: values.price ?? undefined,
});

/** The contract's `testIds` are the form's `tests`. */
const testsField = (path: string) => (path.startsWith('testIds') ? 'tests' : path);

/** The sum of the tests' own prices: what the panel costs when each test is billed alone. */
export const testsPriceSum = (tests: ReadonlyArray<{ price: number | null }>) =>
  tests.reduce((sum, test) => sum + (test.price ?? 0), 0);

/** A profile (panel): its tests in the order the report prints them, and its own price beside their sum. */
export function ProfileForm({ record, ...handlers }: { record: Profile | null } & RecordFormHandlers) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const { format } = useMoney();
  const form = useForm<ProfileFormValues>({
    initialValues: {
      code: record?.code ?? '',
      name: record?.name ?? '',
      tests: record?.tests ?? [],
      price: record?.price ?? null,
    },
    validate: zodResolver(CreateProfile, {
      message: issueMessage,
      toInput,
      fieldOf: testsField,
    }),
  });
  const { save, pending } = useRecordSave({
    kind: 'profiles',
    record,
    form,
    fieldOf: testsField,
    addedMessage: t('catalogue.profiles.added'),
    ...handlers,
  });
  const sum = testsPriceSum(form.values.tests);
  const saving = form.values.price !== null && form.values.price < sum ? sum - form.values.price : 0;
  return (
    <RecordForm
      onSubmit={form.onSubmit((values) => save(CreateProfile.parse(toInput(values))))}
      submitLabel={record ? t('common.save') : t('catalogue.profiles.add')}
      pending={pending}
      onCancel={handlers.onDone}
    >
      <CodeAndName code={form.getInputProps('code')} name={form.getInputProps('name')} />
      <TestPicker
        label={t('catalogue.profiles.tests')}
        value={form.values.tests}
        onChange={(tests) => form.setFieldValue('tests', tests)}
        error={form.errors.tests}
        trailing={(test) => <Amount minor={test.price ?? 0} c="dimmed" w={90} />}
      />
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <MoneyInput prefixed label={t('catalogue.profiles.price')} required w={200} {...form.getInputProps('price')} />
        <Stack gap={2} align="flex-end">
          <Text size="sm" data-testid="profile-sum">
            {t('catalogue.profiles.sum', { amount: format(sum) })}
          </Text>
          {saving > 0 && (
            <Text size="sm" c="teal">
              {t('catalogue.profiles.saving', { amount: format(saving) })}
            </Text>
          )}
        </Stack>
      </Group>
    </RecordForm>
  );
}
