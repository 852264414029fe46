import type { Guarantor } from '@lims/contract';
import { SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { searchDebounceMs } from '../../../../ui';
import { searchGuarantors } from '../../api/records-api';
import { patientKeys } from '../../hooks/patient-keys';
import { guarantorName } from '../../hooks/use-registration';
import { closedListUnmounted, FormSection, type SectionProps, TypedField } from './FormSection';
import { LookupSelect } from './LookupSelect';
import type { GuarantorMode } from './registration-form';
import { useRelationOptions } from './relation-options';

interface GuarantorChoice {
  id: number;
  name: string;
  contact: string | null;
}

const choiceOf = (guarantor: Guarantor): GuarantorChoice => ({
  id: guarantor.id,
  name: guarantorName(guarantor),
  contact:
    guarantor.contact && (guarantor.countryCode ? `+${guarantor.countryCode} ${guarantor.contact}` : guarantor.contact),
});

const findGuarantors = async (search: string, signal: AbortSignal) =>
  (await searchGuarantors(search, signal)).map(choiceOf);

/** spec 000 §3 Guarantor: "relation plus guarantor data, or an existing guarantor_id". */
export function GuarantorSection({ form, checkField }: SectionProps) {
  const { t } = useTranslation();
  const relationOptions = useRelationOptions();
  const { mode } = form.values.guarantor;
  const modes: { value: GuarantorMode; label: string }[] = [
    { value: 'none', label: t('patients.options.guarantorMode.none') },
    { value: 'existing', label: t('patients.options.guarantorMode.existing') },
    { value: 'new', label: t('patients.options.guarantorMode.new') },
  ];

  const relation = (
    <Select
      comboboxProps={closedListUnmounted}
      label={t('patients.fields.relation')}
      data={relationOptions}
      required
      {...form.getInputProps('guarantor.relation')}
    />
  );
  const textInput = (field: 'firstName' | 'lastName' | 'email' | 'address', label: string, maxLength: number) => (
    <TypedField
      form={form}
      path={`guarantor.${field}`}
      label={label}
      maxLength={maxLength}
      required={field === 'firstName'}
    />
  );

  return (
    <FormSection
      title={t('patients.register.sections.guarantor')}
      aside={
        <SegmentedControl
          size="xs"
          data={modes}
          value={mode}
          aria-label={t('patients.register.sections.guarantor')}
          onChange={(value) => {
            form.setFieldValue('guarantor.mode', value as GuarantorMode);
            form.clearFieldError('guarantor.existing');
          }}
        />
      }
    >
      {mode === 'none' && (
        <Text size="sm" c="dimmed">
          {t('patients.register.noGuarantor')}
        </Text>
      )}
      {mode === 'existing' && (
        <>
          <LookupSelect<GuarantorChoice>
            label={t('patients.fields.guarantor')}
            value={form.values.guarantor.existing ? { contact: null, ...form.values.guarantor.existing } : null}
            onChange={(choice) =>
              form.setFieldValue('guarantor.existing', choice && { id: choice.id, name: choice.name })
            }
            queryKey={patientKeys.guarantorSearch()}
            debounceMs={searchDebounceMs}
            fetch={findGuarantors}
            minLength={0}
            required
            error={form.errors['guarantor.existing']}
            onBlur={() => checkField('guarantor.existing')}
            detailOf={(choice) => choice.contact}
          />
          {relation}
        </>
      )}
      {mode === 'new' && (
        <>
          {textInput('firstName', t('patients.fields.firstName'), 80)}
          {textInput('lastName', t('patients.fields.lastName'), 80)}
          <TextInput
            label={t('patients.fields.mobile')}
            inputMode="tel"
            dir="ltr"
            maxLength={20}
            {...form.getInputProps('guarantor.contact')}
          />
          {textInput('email', t('patients.fields.email'), 254)}
          {textInput('address', t('patients.fields.address'), 300)}
          {relation}
        </>
      )}
    </FormSection>
  );
}
