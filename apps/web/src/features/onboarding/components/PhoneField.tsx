import type { OnboardingCountry } from '@lims/contract';
import { Group, Input, Select, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { flagOrCode } from './flag-emoji';

interface PhoneFieldProps {
  countries: readonly OnboardingCountry[];
  /** The ISO code of the country whose dial code is chosen. */
  dialCountry: string;
  onDialCountryChange: (isoCode: string) => void;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  missing: boolean;
}

/** 'Mobile Number' with the country flag and dial code before it (spec 000 §2, §3 'Default dial code 91'). */
export function PhoneField({
  countries,
  dialCountry,
  onDialCountryChange,
  value,
  onChange,
  onBlur,
  error,
  missing,
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const byIsoCode = new Map(countries.map((country) => [country.isoCode, country]));
  const chosen = byIsoCode.get(dialCountry);
  return (
    <Input.Wrapper label={t('onboarding.about.mobile')} required error={error} id={id}>
      <Group gap="xs" wrap="nowrap" dir="ltr" align="flex-start">
        <Select
          aria-label={t('onboarding.about.dialCode')}
          dir="ltr"
          w={124}
          searchable
          allowDeselect={false}
          value={dialCountry}
          onChange={(isoCode) => isoCode && onDialCountryChange(isoCode)}
          data={countries.map((country) => ({
            value: country.isoCode,
            label: `${flagOrCode(country)} +${country.dialCode}`,
          }))}
          // Typing a country's name or its code both find it: the list shows both.
          filter={({ options, search }) => {
            const words = search.trim().toLowerCase().replace(/^\+/, '');
            return options.filter((option) => {
              const country = 'value' in option ? byIsoCode.get(option.value) : undefined;
              return (
                country !== undefined &&
                (country.name.toLowerCase().includes(words) ||
                  country.dialCode.startsWith(words) ||
                  country.isoCode.toLowerCase() === words)
              );
            });
          }}
          renderOption={({ option }) => {
            const country = byIsoCode.get(option.value);
            return (
              <Group gap="xs" wrap="nowrap">
                <Text span size="sm" fw={500}>
                  {country && flagOrCode(country)}
                </Text>
                <Text span size="sm" dir="auto">
                  {country?.name}
                </Text>
                <Text span size="sm" c="dimmed">
                  +{country?.dialCode}
                </Text>
              </Group>
            );
          }}
          comboboxProps={{ width: 280, position: 'bottom-start' }}
          error={missing}
          title={chosen?.name}
        />
        <TextInput
          id={id}
          flex={1}
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="tel-national"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          error={Boolean(error) || missing}
          aria-invalid={Boolean(error) || missing}
        />
      </Group>
    </Input.Wrapper>
  );
}
