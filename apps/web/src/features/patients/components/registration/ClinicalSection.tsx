import { MultiSelect, NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMedicalHistoryLists } from '../../hooks/use-patients';
import { useFailureMessage } from '../../hooks/use-registration';
import { DiseaseSelect } from './DiseaseSelect';
import { FormSection, type SectionProps } from './FormSection';

/** Conditions, medical history, allergies, height and weight. */
export function ClinicalSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const lists = useMedicalHistoryLists();
  useFailureMessage(lists.isError, 'medicalHistoryListFailed');
  const choices = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

  return (
    <FormSection title={t('patients.register.sections.clinical')}>
      <DiseaseSelect
        value={form.values.diseases}
        onChange={(diseases) => form.setFieldValue('diseases', diseases)}
        error={form.errors.diseases}
      />
      <MultiSelect
        label={t('patients.fields.medicalHistory')}
        data={choices(lists.data?.histories)}
        searchable
        hidePickedOptions
        nothingFoundMessage={t('common.nothingFound')}
        {...form.getInputProps('medicalHistoryIds')}
      />
      <MultiSelect
        label={t('patients.fields.allergies')}
        data={choices(lists.data?.allergies)}
        searchable
        hidePickedOptions
        nothingFoundMessage={t('common.nothingFound')}
        {...form.getInputProps('allergyIds')}
      />
      <NumberInput
        label={t('patients.fields.heightCm')}
        min={1}
        max={300}
        decimalScale={1}
        allowNegative={false}
        hideControls
        {...form.getInputProps('heightCm')}
      />
      <NumberInput
        label={t('patients.fields.weightKg')}
        min={1}
        max={700}
        decimalScale={1}
        allowNegative={false}
        hideControls
        {...form.getInputProps('weightKg')}
      />
    </FormSection>
  );
}
