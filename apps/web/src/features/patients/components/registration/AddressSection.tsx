import { Select, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from './country-options';
import { closedListUnmounted, FormSection, type SectionProps, TypedField } from './FormSection';

/** Area, city, state, country and pincode (spec 000 §3). */
export function AddressSection({ form, required, labIsoCode }: SectionProps & { labIsoCode: string }) {
  const { t } = useTranslation();
  const countries = useCountryOptions(labIsoCode);
  const country = form.values.country;
  const countryOptions = useMemo(() => {
    const options = countries.map((option) => ({ value: option.name, label: option.label }));
    // A country kept on an older record that the list does not hold stays shown as it was written.
    return country && !options.some((option) => option.value === country)
      ? [...options, { value: country, label: country }]
      : options;
  }, [countries, country]);
  const textInput = (field: 'area' | 'city' | 'state', label: string) => (
    <TypedField form={form} path={field} label={label} maxLength={120} required={required.has(field)} />
  );
  return (
    <FormSection title={t('patients.register.sections.address')}>
      {textInput('area', t('patients.fields.area'))}
      {textInput('city', t('patients.fields.city'))}
      {textInput('state', t('patients.fields.state'))}
      <Select
        comboboxProps={closedListUnmounted}
        label={t('patients.fields.country')}
        // The address keeps the country's English name, whatever language it was chosen in.
        data={countryOptions}
        searchable
        clearable
        {...form.getInputProps('country')}
      />
      <TextInput
        label={t('patients.fields.pincode')}
        inputMode="numeric"
        maxLength={12}
        dir="ltr"
        {...form.getInputProps('pincode')}
      />
    </FormSection>
  );
}
