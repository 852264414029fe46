import { type BankDetails, type CentreBank, type CentreDetails, UpdateBankDetails } from '@lims/contract';
import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconShieldLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { zodResolver } from '../../../app/forms/zod-resolver';
import { notifyError } from '../../../app/notify-error';
import { showSuccess } from '../../../ui';
import { isStale, useSendBankOtp, useUpdateCentreBank } from '../hooks/use-centre';
import { CentreSection } from './CentreSection';
import { otpResendSeconds } from './centre-forms';

type BankValues = { [Field in keyof BankDetails]: string } & { otp: string };

const valuesOf = (bank: BankDetails | null, details: CentreDetails): BankValues => ({
  bankName: bank?.bankName ?? '',
  accountType: bank?.accountType ?? '',
  accountNo: bank?.accountNo ?? '',
  ifscCode: bank?.ifscCode ?? '',
  // A lab's first bank account is most likely in its own country and currency.
  currency: bank?.currency ?? details.currency,
  isoCode: bank?.isoCode ?? details.countryIsoCode,
  countryCode: bank?.countryCode ?? details.dialCode,
  upiId: bank?.upiId ?? '',
  paymentNotes: bank?.paymentNotes ?? '',
  otp: '',
});
const toInput = (values: BankValues, version: number) => ({
  ...values,
  version,
  currency: values.currency.trim().toUpperCase(),
  isoCode: values.isoCode.trim().toUpperCase(),
  countryCode: values.countryCode.trim().replace(/^\+/, ''),
});

/** Counts down the seconds before the OTP may be sent again; 0 when it may. */
function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return { seconds, start: () => setSeconds(otpResendSeconds) };
}

/**
 * spec 000 §3 Bank data; §4: "Bank detail changes require an OTP verification first." The
 * admin fills the form, sends the OTP to their own mobile and e-mail, enters it and saves.
 */
export function BankDetailsForm({ bank, details }: { bank: CentreBank; details: CentreDetails }) {
  const { t } = useTranslation();
  const issueMessage = useIssueMessage();
  const sendOtp = useSendBankOtp();
  const update = useUpdateCentreBank();
  const countdown = useCountdown();
  const [sentTo, setSentTo] = useState<string[] | null>(null);
  const form = useForm<BankValues>({
    initialValues: valuesOf(bank.bank, details),
    validate: zodResolver(UpdateBankDetails, {
      message: issueMessage,
      toInput: (values: BankValues) => toInput(values, bank.version),
    }),
  });
  const field = (name: keyof BankValues) => ({ label: t(`centre.bank.${name}`), ...form.getInputProps(name) });

  // The OTP is asked for once the details are right, so that it is not spent on a form that cannot be saved.
  const send = () => {
    const { otp: _otp, ...others } = form.validate().errors;
    form.setErrors(others);
    if (Object.keys(others).length > 0) return;
    sendOtp.mutate(undefined, {
      onSuccess: (answer) => {
        setSentTo(answer.sentTo);
        countdown.start();
        showSuccess(t('messages.otpSent'));
      },
      onError: (error) => notifyError(error, t('messages.otpSendFailed')),
    });
  };

  const submit = form.onSubmit((values) =>
    update.mutate(toInput(values, bank.version), {
      onError: (error) => isStale(error) || applyApiError(form, error),
    }),
  );

  return (
    <CentreSection title={t('centre.tabs.bank')} hint={t('centre.bank.hint')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...field('bankName')} required maxLength={120} />
            <TextInput {...field('accountType')} required maxLength={40} />
            <TextInput {...field('accountNo')} required maxLength={40} dir="ltr" autoComplete="off" />
            <TextInput {...field('ifscCode')} maxLength={20} dir="ltr" />
            <TextInput {...field('upiId')} maxLength={256} dir="ltr" />
            <SimpleGrid cols={3} spacing="sm">
              <TextInput {...field('currency')} required maxLength={3} dir="ltr" />
              <TextInput {...field('isoCode')} required maxLength={2} dir="ltr" />
              <TextInput {...field('countryCode')} required maxLength={5} dir="ltr" />
            </SimpleGrid>
          </SimpleGrid>
          <Textarea {...field('paymentNotes')} autosize minRows={2} maxRows={5} maxLength={2000} />

          {sentTo ? (
            <Alert variant="light" color="blue" icon={<IconShieldLock size={18} />}>
              <Stack gap="sm">
                {t('centre.bank.otpSentTo', { recipients: sentTo.map((to) => `\u2066${to}\u2069`).join(', ') })}
                <Group align="flex-end" gap="sm" wrap="wrap">
                  <TextInput
                    {...field('otp')}
                    required
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={5}
                    w={160}
                    dir="ltr"
                    onChange={(event) =>
                      form.setFieldValue('otp', event.currentTarget.value.replace(/\D/g, '').slice(0, 5))
                    }
                  />
                  <Button variant="default" onClick={send} disabled={countdown.seconds > 0} loading={sendOtp.isPending}>
                    {countdown.seconds > 0
                      ? t('centre.bank.resendIn', { seconds: countdown.seconds })
                      : t('centre.bank.resendOtp')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : null}

          <Group justify="flex-end" gap="sm">
            {sentTo ? (
              <Button type="submit" loading={update.isPending} disabled={form.values.otp.length !== 5}>
                {t('centre.bank.save')}
              </Button>
            ) : (
              <Button onClick={send} loading={sendOtp.isPending} leftSection={<IconShieldLock size={16} />}>
                {t('centre.bank.sendOtp')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </CentreSection>
  );
}
