import type { NamedRef } from '@lims/contract';
import { MultiSelect, NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../app/session/access';
import { useMedicalHistoryLists } from '../../hooks/use-patients';
import { useFailureMessage } from '../../hooks/use-registration';
import { DiseaseSelect } from './DiseaseSelect';
import { closedListUnmounted, FormSection, type SectionProps } from './FormSection';

/** The lab's medical histories and allergies to tick; 'Failed to get the list of patient history' when unread. */
function MedicalHistoryFields({ form }: Pick<SectionProps, 'form'>) {
  const { t } = useTranslation();
  const lists = useMedicalHistoryLists();
  useFailureMessage(lists.isError, 'medicalHistoryListFailed');
  const picker = (field: 'medicalHistoryIds' | 'allergyIds', label: string, items: NamedRef[] | undefined) => (
    <MultiSelect
      comboboxProps={closedListUnmounted}
      label={label}
      data={(items ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
      searchable
      hidePickedOptions
      nothingFoundMessage={t('common.nothingFound')}
      {...form.getInputProps(field)}
    />
  );
  return (
    <>
      {picker('medicalHistoryIds', t('patients.fields.medicalHistory'), lists.data?.histories)}
      {picker('allergyIds', t('patients.fields.allergies'), lists.data?.allergies)}
    </>
  );
}

/**
 * Conditions, height and weight; the medical history and allergies for the users who may set
 * them (spec 000 §8 Medical history, code 4: referral users may not).
 */
export function ClinicalSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const can = useCan();
  const measure = (field: 'heightCm' | 'weightKg', label: string, max: number) => (
    <NumberInput
      label={label}
      min={1}
      max={max}
      decimalScale={1}
      allowNegative={false}
      hideControls
      {...form.getInputProps(field)}
    />
  );

  return (
    <FormSection title={t('patients.register.sections.clinical')}>
      <DiseaseSelect
        value={form.values.diseases}
        onChange={(diseases) => form.setFieldValue('diseases', diseases)}
        error={form.errors.diseases}
      />
      {can('patients.medicalHistory') && <MedicalHistoryFields form={form} />}
      {measure('heightCm', t('patients.fields.heightCm'), 300)}
      {measure('weightKg', t('patients.fields.weightKg'), 700)}
    </FormSection>
  );
}
