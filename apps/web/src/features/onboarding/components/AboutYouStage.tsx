import type { OnboardingCountry } from '@lims/contract';
import { isValidContactNumber, isValidEmail } from '@lims/domain';
import { Button, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { CaptchaWidget } from './CaptchaWidget';
import { type ChosenCity, CityField } from './CityField';
import { PhoneField } from './PhoneField';
import { StageForm, useMandatoryFields } from './StageForm';

/** Stage 1's fields as the visitor fills them (spec 000 §3 'name, email, number, country, city, lab_state, countryCode'). */
export interface AboutYouValues {
  name: string;
  email: string;
  number: string;
  /** The ISO code of the dial code's country, once the visitor picks one; until then it follows Country. */
  dialCountry: string | null;
  /** The ISO code of the lab's country. */
  country: string | null;
  city: ChosenCity | null;
}

type FieldName = 'name' | 'email' | 'number' | 'country' | 'city';

interface AboutYouStageProps {
  countries: readonly OnboardingCountry[];
  values: AboutYouValues;
  onChange: (change: Partial<AboutYouValues>) => void;
  /** The dial code in use and its country's ISO code. */
  dialCountry: string;
  dialCode: string;
  /** Sending the OTP: the request is on its way. */
  sending: boolean;
  /** The captcha solution to send, or null. */
  captcha: string | null;
  onCaptcha: (payload: string | null) => void;
  /** A new widget after a refused request: a solution is accepted only once. */
  captchaRound: number;
  onSubmit: () => void;
  locating: boolean;
}

/** Stage 1, 'Tell us who you are' (spec 000 §2, §4, §5). */
export function AboutYouStage({
  countries,
  values,
  onChange,
  dialCountry,
  dialCode,
  sending,
  captcha,
  onCaptcha,
  captchaRound,
  onSubmit,
  locating,
}: AboutYouStageProps) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState<Partial<Record<FieldName, boolean>>>({});
  const touch = (name: FieldName) => () => setTouched((current) => ({ ...current, [name]: true }));

  const labels: Record<FieldName, string> = {
    name: t('onboarding.about.name'),
    email: t('onboarding.about.email'),
    number: t('onboarding.about.mobile'),
    country: t('onboarding.about.country'),
    city: t('onboarding.about.city'),
  };
  // A blank field is 'missing', said once in the message above Next; a filled one that fails
  // its rule is 'invalid', said under it, and keeps Next disabled (spec 000 §4).
  const mandatory = useMandatoryFields({ ...values, city: values.city?.city }, labels);
  const { isMissing } = mandatory;
  const shown = (name: 'email' | 'number') => touched[name] || mandatory.message !== undefined;
  const invalid = {
    email: values.email.trim() !== '' && !isValidEmail(values.email.trim()),
    number: values.number.trim() !== '' && !isValidContactNumber(values.number, dialCode),
  };

  return (
    <StageForm
      title={t('onboarding.about.title')}
      message={mandatory.message}
      attempt={mandatory.attempt}
      onSubmit={onSubmit}
      action={
        <Button
          type="submit"
          loading={sending}
          disabled={invalid.email || invalid.number || captcha === null || sending}
        >
          {t('onboarding.about.next')}
        </Button>
      }
    >
      <TextInput
        label={labels.name}
        required
        autoComplete="name"
        value={values.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        error={isMissing('name')}
        data-autofocus
      />
      <TextInput
        label={labels.email}
        required
        type="email"
        autoComplete="email"
        dir="ltr"
        value={values.email}
        onChange={(event) => onChange({ email: event.currentTarget.value })}
        onBlur={touch('email')}
        error={shown('email') && invalid.email ? localiseMessage('emailNotValid') : isMissing('email')}
      />
      <PhoneField
        countries={countries}
        dialCountry={dialCountry}
        onDialCountryChange={(dialCountry) => onChange({ dialCountry })}
        value={values.number}
        onChange={(number) => onChange({ number })}
        onBlur={touch('number')}
        error={shown('number') && invalid.number ? localiseMessage('invalidNumber') : undefined}
        missing={isMissing('number')}
      />
      <Select
        label={labels.country}
        placeholder={t('onboarding.about.countryPlaceholder')}
        required
        searchable
        allowDeselect={false}
        value={values.country}
        onChange={(country) => onChange({ country, city: null })}
        data={countries.map((country) => ({ value: country.isoCode, label: country.name }))}
        error={isMissing('country')}
        description={locating ? t('onboarding.about.locating') : undefined}
      />
      <CityField
        country={values.country}
        value={values.city}
        onChange={(city) => onChange({ city })}
        missing={isMissing('city')}
      />
      <CaptchaWidget key={captchaRound} onSolution={onCaptcha} />
    </StageForm>
  );
}
