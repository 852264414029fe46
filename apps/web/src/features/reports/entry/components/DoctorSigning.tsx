import type { ReportEntry } from '@lims/contract';
import { Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../app/api-client';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { notifyError } from '../../../../app/notify-error';
import { confirm, showSuccess } from '../../../../ui';
import { useDoctorDisapprove, useDoctorReview, useDoctorSign } from '../hooks/use-report-entry';
import type { SigningContext } from './ReportEntryPanel';
import { SignedDoctors } from './SigningPanel';

/**
 * The signing panel in the doctor's own login (spec 001 §4 'Doctor actions: sign (optionally
 * with submit, giving Approved or Approved & Submitted), ... disapprove, ... review'): one
 * passkey, the doctor's own, which the server checks as it signs.
 */
export function DoctorSigning({ report, context }: { report: ReportEntry; context: SigningContext }) {
  const { t } = useTranslation();
  const [passkey, setPasskey] = useState('');
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const sign = useDoctorSign(report.id);
  const disapprove = useDoctorDisapprove(report.id);
  const review = useDoctorReview(report.id);
  const pending = sign.isPending || disapprove.isPending || review.isPending || context.saving;

  const onSign = async (submit: boolean) => {
    const confirmOnHold = report.exception.onHold;
    if (
      confirmOnHold &&
      !(await confirm({ title: t('reportEntry.signing.title'), message: localiseMessage('confirmSignOnHold') }))
    ) {
      return;
    }
    let version = report.version;
    if (report.editable && context.dirty()) {
      // The doctor's changes are saved first; the signature is taken on the values saved.
      const saved = await context.save({});
      if (!saved) return;
      version = saved.version;
    }
    try {
      await sign.mutateAsync({ version, passkey, submit, confirmOnHold });
      showSuccess(localiseMessage(submit ? 'reportApprovedAndSubmitted' : 'reportApproved'));
    } catch (error) {
      if (isApiError(error) && (error.messageKey === 'passkeyNotValid' || error.messageKey === 'passkeyLocked')) {
        setPasskeyError(localiseMessage(error.messageKey, error.params));
      } else {
        notifyError(error, localiseMessage('signFailed'));
      }
    }
  };

  const onDisapprove = async () => {
    try {
      await disapprove.mutateAsync(report.version);
      showSuccess(localiseMessage('reportDisapproved'));
    } catch (error) {
      notifyError(error, localiseMessage('doctorActionFailed'));
    }
  };

  const onReview = async () => {
    try {
      await review.mutateAsync(report.version);
      showSuccess(localiseMessage('reviewCounted'));
    } catch (error) {
      notifyError(error, localiseMessage('doctorActionFailed'));
    }
  };

  const signed = report.signatures.length > 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('reportEntry.signing.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {localiseMessage('minimumAuthorisations', { count: report.minApprovals })}
        </Text>
        <SignedDoctors report={report} />
        {report.signable && (
          <PasswordInput
            label={t('reportEntry.signing.yourPasskey')}
            placeholder={t('reportEntry.signing.enterPasskey')}
            value={passkey}
            onChange={(event) => {
              setPasskey(event.currentTarget.value);
              setPasskeyError(null);
            }}
            error={passkeyError}
            autoComplete="off"
            maw={320}
          />
        )}
        <Group gap="xs" wrap="wrap">
          {report.signable && (
            <>
              <Button disabled={!passkey || pending} loading={sign.isPending} onClick={() => void onSign(false)}>
                {t('reportEntry.signing.sign')}
              </Button>
              <Button variant="light" disabled={!passkey || pending} onClick={() => void onSign(true)}>
                {t('reportEntry.signing.signAndSubmit')}
              </Button>
            </>
          )}
          {signed && !report.isSynced && (
            <Button variant="subtle" color="red" disabled={pending} onClick={() => void onDisapprove()}>
              {t('reportEntry.signing.disapprove')}
            </Button>
          )}
          <Button variant="default" disabled={pending} onClick={() => void onReview()}>
            {t('reportEntry.signing.review', { number: report.reviewCounter })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
