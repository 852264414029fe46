import { type CatalogueTest, CreateTest } from '@lims/contract';
import { Checkbox, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { MoneyInput } from '../../../app/money/MoneyInput';
import type { ItemOf } from '../api/catalogue-api';
import { useCatalogueChoices } from '../hooks/use-catalogue';
import { useDepartments } from '../hooks/use-departments';
import { useDurationText } from '../hooks/use-duration-text';
import { useRecordSave } from '../hooks/use-record-save';
import { blankToNull, idOrNull, pickerOptions } from './form-values';
import type { RecordFormHandlers } from './RecordDialog';
import { CodeAndName, RecordForm } from './RecordForm';

export interface TestFormValues {
  code: string;
  name: string;
  departmentId: string | null;
  sampleTypeId: string | null;
  categoryId: string | null;
  /** Minor units. */
  price: number | null;
  cost: number | null;
  targetTatMinutes: number | string;
  isOutsourceTest: boolean;
  outsourceCentreId: string | null;
  isRadiology: boolean;
  multiSampleTest: boolean;
  hasSupplementaryTest: boolean;
  isMultiUnit: boolean;
  loincCode: string;
}

const flags = ['isRadiology', 'multiSampleTest', 'hasSupplementaryTest', 'isMultiUnit'] as const;

/** What the contract reads; a missing number stays missing, so the schema names the field. */
export const toCreateTest = (values: TestFormValues) => ({
  code: values.code.trim(),
  name: values.name.trim(),
  departmentId: idOrNull(values.departmentId) ?? undefined,
  sampleTypeId: idOrNull(values.sampleTypeId),
  categoryId: idOrNull(values.categoryId),
  price: values.price ?? undefined,
  cost: values.cost ?? 0,
  targetTatMinutes: values.targetTatMinutes === '' ? undefined : Number(values.targetTatMinutes),
  isOutsourceTest: values.isOutsourceTest,
  outsourceCentreId: values.isOutsourceTest ? idOrNull(values.outsourceCentreId) : null,
  isRadiology: values.isRadiology,
  multiSampleTest: values.multiSampleTest,
  hasSupplementaryTest: values.hasSupplementaryTest,
  isMultiUnit: values.isMultiUnit,
  loincCode: blankToNull(values.loincCode),
});

const initialValues = (test: CatalogueTest | null): TestFormValues => ({
  code: test?.code ?? '',
  name: test?.name ?? '',
  departmentId: test ? String(test.department.id) : null,
  sampleTypeId: test?.sampleType ? String(test.sampleType.id) : null,
  categoryId: test?.category ? String(test.category.id) : null,
  price: test?.price ?? null,
  cost: test?.cost ?? null,
  targetTatMinutes: test?.targetTatMinutes ?? 240,
  isOutsourceTest: test?.isOutsourceTest ?? false,
  outsourceCentreId: test?.outsourceCentre ? String(test.outsourceCentre.id) : null,
  isRadiology: test?.isRadiology ?? false,
  multiSampleTest: test?.multiSampleTest ?? false,
  hasSupplementaryTest: test?.hasSupplementaryTest ?? false,
  isMultiUnit: test?.isMultiUnit ?? false,
  loincCode: test?.loincCode ?? '',
});

interface TestFormProps extends RecordFormHandlers {
  test: CatalogueTest | null;
  onSaved?: (test: ItemOf<'tests'>) => void;
}

/** A test's every field (contract CreateTest): money typed in rupees and sent in paise, the TAT in minutes. */
export function TestForm({ test, onSaved, ...handlers }: TestFormProps) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const durationText = useDurationText();
  const departments = useDepartments();
  const sampleTypes = useCatalogueChoices('sampleTypes');
  const categories = useCatalogueChoices('testCategories');
  const centres = useCatalogueChoices('outsourceCentres');
  const form = useForm<TestFormValues>({
    initialValues: initialValues(test),
    validate: (values) => {
      const errors = zodResolver(CreateTest, { message: issueMessage, toInput: toCreateTest })(values);
      if (values.isOutsourceTest && values.outsourceCentreId === null) {
        errors.outsourceCentreId = t('catalogue.tests.outsourceCentreRequired');
      }
      return errors;
    },
  });
  const { save, pending } = useRecordSave({
    kind: 'tests',
    record: test,
    form,
    addedMessage: t('catalogue.tests.added'),
    onSaved,
    ...handlers,
  });
  const enabledDepartments = departments.data?.filter((department) => department.enabled);
  const tat = Number(form.values.targetTatMinutes);
  const flagLabels: Record<(typeof flags)[number], string> = {
    isRadiology: t('catalogue.tests.isRadiology'),
    multiSampleTest: t('catalogue.tests.multiSampleTest'),
    hasSupplementaryTest: t('catalogue.tests.hasSupplementaryTest'),
    isMultiUnit: t('catalogue.tests.isMultiUnit'),
  };

  return (
    <RecordForm
      onSubmit={form.onSubmit((values) => save(CreateTest.parse(toCreateTest(values))))}
      submitLabel={test ? t('common.save') : t('catalogue.tests.add')}
      pending={pending}
      onCancel={handlers.onDone}
    >
      <CodeAndName code={form.getInputProps('code')} name={form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('catalogue.fields.department')}
          required
          searchable
          data={pickerOptions(enabledDepartments, test?.department)}
          {...form.getInputProps('departmentId')}
        />
        <Select
          label={t('catalogue.fields.sampleType')}
          clearable
          searchable
          data={pickerOptions(sampleTypes.data, test?.sampleType)}
          {...form.getInputProps('sampleTypeId')}
        />
        <Select
          label={t('catalogue.fields.category')}
          clearable
          searchable
          data={pickerOptions(categories.data, test?.category)}
          {...form.getInputProps('categoryId')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <MoneyInput prefixed label={t('catalogue.fields.price')} required {...form.getInputProps('price')} />
        <MoneyInput
          prefixed
          label={t('catalogue.tests.cost')}
          description={t('catalogue.tests.costHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('cost')}
        />
        <NumberInput
          label={t('catalogue.tests.targetTat')}
          required
          min={1}
          max={60 * 24 * 60}
          allowDecimal={false}
          allowNegative={false}
          suffix={` ${t('catalogue.duration.minutesUnit')}`}
          description={tat > 0 ? t('catalogue.tests.tatHint', { duration: durationText(tat) }) : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('targetTatMinutes')}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Checkbox
          label={t('catalogue.tests.isOutsourceTest')}
          {...form.getInputProps('isOutsourceTest', { type: 'checkbox' })}
        />
        {form.values.isOutsourceTest && (
          <Select
            label={t('catalogue.fields.outsourceCentre')}
            required
            searchable
            ms={{ base: 0, xs: 'xl' }}
            maw={420}
            data={pickerOptions(centres.data, test?.outsourceCentre)}
            {...form.getInputProps('outsourceCentreId')}
          />
        )}
        {flags.map((flag) => (
          <Checkbox key={flag} label={flagLabels[flag]} {...form.getInputProps(flag, { type: 'checkbox' })} />
        ))}
      </Stack>
      <TextInput
        label={t('catalogue.fields.loincCode')}
        description={t('catalogue.fields.loincHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        placeholder="718-7"
        dir="ltr"
        maxLength={10}
        maw={{ base: '100%', sm: 320 }}
        {...form.getInputProps('loincCode')}
      />
    </RecordForm>
  );
}
