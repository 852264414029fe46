import { isValidOtp, onboardingLimits, otpInput } from '@lims/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';

interface OtpStageProps {
  /** Where the OTP went: the mobile in international form, and the e-mail. */
  contact: string;
  email: string;
  verifying: boolean;
  onVerify: (otp: string) => void;
  /** Resolves true once a new OTP is on its way, which restarts the countdown. */
  onResend: () => Promise<boolean>;
  resending: boolean;
}

/** Stage 2: the OTP sent to the contact and the e-mail (spec 000 §2, §4 resend timer, §5 OTP). */
export function OtpStage({ contact, email, verifying, onVerify, onResend, resending }: OtpStageProps) {
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');
  const countdown = useCountdown(onboardingLimits.resendCountdownSeconds);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isValidOtp(otp)) onVerify(otp);
  };
  const resend = async () => {
    if (await onResend()) {
      setOtp('');
      countdown.restart();
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('onboarding.otp.sentTo', { contact: `\u2066${contact}\u2069`, email: `\u2066${email}\u2069` })}</Text>
        <TextInput
          label={t('onboarding.otp.enterOtp')}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={onboardingLimits.otpDigits}
          value={otp}
          onChange={(event) => setOtp(otpInput(event.currentTarget.value))}
          styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
          data-autofocus
        />
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Button variant="subtle" onClick={() => void resend()} disabled={!countdown.done} loading={resending}>
            {countdown.done
              ? t('onboarding.otp.resend')
              : t('onboarding.otp.resendIn', { seconds: countdown.remaining })}
          </Button>
          <Button type="submit" loading={verifying} disabled={!isValidOtp(otp)}>
            {t('onboarding.otp.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
