import type { ReportListItem } from '@lims/contract';
import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isMessageKey } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { Dialog, DialogActions, showInfo, showSuccess } from '../../../ui';
import { usePatientText } from '../../patients';
import { signPatientReports } from '../api/doctor-signing-api';
import { showReportsFailure, useReportsChange } from '../hooks/use-report-lists';

interface SignPatientReportsProps {
  patient: ReportListItem['patient'];
  /** The patient's reports on the page the doctor may still act on; the server decides which it signs. */
  reportIds: readonly number[];
}

/**
 * spec 002 §7 signAllReports: from the waiting list the doctor signs all of a patient's reports
 * with one passkey, instead of opening each one.
 */
export function SignPatientReports({ patient, reportIds }: SignPatientReportsProps) {
  const { t } = useTranslation();
  const patientText = usePatientText();
  const [opened, setOpened] = useState(false);
  const name = patientText.name(patient);
  return (
    <>
      <Button
        variant="subtle"
        size="compact-xs"
        leftSection={<IconSignature size={14} />}
        aria-label={t('reports.signPatient.actionFor', { patient: name })}
        onClick={() => setOpened(true)}
      >
        {t('reports.signPatient.action')}
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title={t('reports.signPatient.title')}>
        <PasskeyForm
          patientId={patient.id}
          reportIds={reportIds}
          message={t('reports.signPatient.message', { count: reportIds.length, patient: name })}
          onClose={() => setOpened(false)}
        />
      </Dialog>
    </>
  );
}

/** In the dialog's body, which closing unmounts: the passkey typed is never kept for the next opening. */
function PasskeyForm({
  patientId,
  reportIds,
  message,
  onClose,
}: {
  patientId: number;
  reportIds: readonly number[];
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useReportsChange();
  const [passkey, setPasskey] = useState('');
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!passkey) return;
        change.mutate(() => signPatientReports(patientId, { passkey, reportIds: [...reportIds] }), {
          onSuccess: (outcome) => {
            // 'All report has signed.' comes when none was left to sign: nothing changed, so no success.
            const show = outcome.updated.length > 0 ? showSuccess : showInfo;
            if (isMessageKey(outcome.messageKey)) show(localiseMessage(outcome.messageKey));
            onClose();
          },
          onError: (error) => {
            if (isApiError(error) && (error.messageKey === 'passkeyNotValid' || error.messageKey === 'passkeyLocked')) {
              setPasskeyError(localiseMessage(error.messageKey, error.params));
            } else {
              showReportsFailure(error, 'signFailed');
            }
          },
        });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <PasswordInput
          label={t('reports.signPatient.passkey')}
          required
          data-autofocus
          autoComplete="off"
          value={passkey}
          onChange={(event) => {
            setPasskey(event.currentTarget.value);
            setPasskeyError(null);
          }}
          error={passkeyError}
        />
        <DialogActions
          submitLabel={t('reports.signPatient.sign')}
          pending={change.isPending}
          onCancel={onClose}
          submitDisabled={!passkey}
        />
      </Stack>
    </form>
  );
}
