import type { OnboardingCountry } from '@lims/contract';
import { isValidContactNumber, isValidEmail, missingFields, missingFieldsMessage } from '@lims/domain';
import { Alert, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { CaptchaWidget } from './CaptchaWidget';
import { type ChosenCity, CityField } from './CityField';
import { PhoneField } from './PhoneField';

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
const mandatory: readonly FieldName[] = ['name', 'email', 'number', 'country', 'city'];

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
  const [submitted, setSubmitted] = useState(false);
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
  const missing = missingFields({ ...values, city: values.city?.city }, mandatory);
  const invalid = {
    email: values.email.trim() !== '' && !isValidEmail(values.email.trim()),
    number: values.number.trim() !== '' && !isValidContactNumber(values.number, dialCode),
  };
  const missingMessage = submitted ? missingFieldsMessage(missing.map((name) => labels[name])) : undefined;
  const isMissing = (name: FieldName) => submitted && missing.includes(name);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (missing.length === 0) onSubmit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('onboarding.about.title')}
        </Title>
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
          error={(touched.email || submitted) && invalid.email ? localiseMessage('emailNotValid') : isMissing('email')}
        />
        <PhoneField
          countries={countries}
          dialCountry={dialCountry}
          onDialCountryChange={(dialCountry) => onChange({ dialCountry })}
          value={values.number}
          onChange={(number) => onChange({ number })}
          onBlur={touch('number')}
          error={(touched.number || submitted) && invalid.number ? localiseMessage('invalidNumber') : undefined}
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
        {missingMessage && (
          <Alert variant="light" color="red" icon={<IconAlertCircle size={18} />} role="alert" p="sm">
            <Text size="sm">{localiseMessage(missingMessage.messageKey, missingMessage.params)}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={sending}
            disabled={invalid.email || invalid.number || captcha === null || sending}
          >
            {t('onboarding.about.next')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
