import { dialCodeOf, patientTypeFor } from '@lims/domain';
import { Badge, Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from './country-options';
import { closedListUnmounted, FormSection, type SectionProps } from './FormSection';

interface ContactSectionProps extends SectionProps {
  labIsoCode: string;
  /** Registering a patient again: their mobile changes only through its own link (spec 000 §5). */
  mobileLocked: boolean;
}

/** Mobiles with their country, e-mails and the WhatsApp consent; the patient type follows the mobile. */
export function ContactSection({ form, required, labIsoCode, mobileLocked }: ContactSectionProps) {
  const { t } = useTranslation();
  const countries = useCountryOptions(labIsoCode);
  const countryOptions = useMemo(
    () => countries.map((country) => ({ value: country.value, label: `${country.label} (+${country.dialCode})` })),
    [countries],
  );
  const dialCode = dialCodeOf(form.values.isoCode);
  // The dial code reads '+91' on either side of the number, in any language.
  const prefix = dialCode ? <span dir="ltr">+{dialCode}</span> : null;
  // spec 000 §3: "Patient types in registration are two choices, chosen by whether a mobile number exists".
  const patientType = patientTypeFor(form.values.mobile.trim());
  const patientTypeLabels = { D: t('patients.options.patientType.D'), I: t('patients.options.patientType.I') };

  const phoneInput = (field: 'mobile' | 'alternateMobile', label: string, locked: boolean) => (
    <TextInput
      label={label}
      required={required.has(field)}
      inputMode="tel"
      autoComplete="off"
      maxLength={20}
      leftSection={prefix}
      leftSectionWidth={dialCode ? 16 + dialCode.length * 9 : undefined}
      disabled={locked}
      description={locked ? t('patients.register.mobileLocked') : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...form.getInputProps(field)}
    />
  );

  return (
    <FormSection
      title={t('patients.register.sections.contact')}
      aside={
        <Badge variant="light" color={patientType === 'D' ? 'teal' : 'gray'} size="lg" radius="sm" tt="none">
          {t('patients.fields.patientType')}: {patientType} · {patientTypeLabels[patientType]}
        </Badge>
      }
    >
      <Select
        comboboxProps={closedListUnmounted}
        label={t('patients.fields.countryCode')}
        data={countryOptions}
        searchable
        allowDeselect={false}
        disabled={mobileLocked}
        {...form.getInputProps('isoCode')}
      />
      {phoneInput('mobile', t('patients.fields.mobile'), mobileLocked)}
      {phoneInput('alternateMobile', t('patients.fields.alternateMobile'), false)}
      <TextInput
        label={t('patients.fields.email')}
        required={required.has('email')}
        type="email"
        maxLength={254}
        dir="ltr"
        {...form.getInputProps('email')}
      />
      <TextInput
        label={t('patients.fields.alternateEmail')}
        type="email"
        maxLength={254}
        dir="ltr"
        {...form.getInputProps('alternateEmail')}
      />
      <Stack gap="xs" justify="center">
        <Checkbox
          label={t('patients.fields.isPrimaryContact')}
          {...form.getInputProps('isPrimaryContact', { type: 'checkbox' })}
        />
        <Checkbox
          label={t('patients.fields.whatsappConsent')}
          {...form.getInputProps('whatsappConsent', { type: 'checkbox' })}
        />
      </Stack>
    </FormSection>
  );
}
