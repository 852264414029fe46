import { invalidEmails, type ShareSendType, shareSendTypes, splitEmails } from '@lims/domain';
import { Button, Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { showError, showSuccess } from '../../../ui';
import { useShareSmartReport } from './use-smart-reports';

/**
 * The generated report's share-by-email block (spec 001 §5 'In the smart report block, Share is
 * disabled until a recipient is chosen, and the patient or doctor option is disabled when that
 * e-mail is empty. To Others needs a valid e-mail').
 */
export function SmartReportShare({
  smartReportId,
  patientEmail,
  doctorEmail,
}: {
  smartReportId: number;
  patientEmail: string | null;
  doctorEmail: string | null;
}) {
  const { t } = useTranslation();
  const [recipient, setRecipient] = useState<string | null>(null);
  const [otherEmails, setOtherEmails] = useState('');
  const [otherTouched, setOtherTouched] = useState(false);
  const share = useShareSmartReport();

  const toOthers = recipient === String(shareSendTypes.other);
  const othersValid = splitEmails(otherEmails).length > 0 && invalidEmails(otherEmails).length === 0;
  const ready = recipient !== null && (!toOthers || othersValid);

  const send = () => {
    const sendType = Number(recipient) as ShareSendType;
    share.mutate(
      { smartReportId, body: { sendType, otherEmails: toOthers ? otherEmails.trim() : undefined } },
      {
        onSuccess: () => showSuccess(localiseMessage('smartReportShared')),
        onError: () => showError(localiseMessage('smartReportNotShared')),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
      <Stack gap="sm">
        <Radio.Group label={t('smartReports.share.title')} value={recipient} onChange={setRecipient}>
          <Stack gap={6} mt={6}>
            <Radio
              value={String(shareSendTypes.patient)}
              label={t('smartReports.share.toPatient')}
              disabled={!patientEmail}
              description={patientEmail ?? t('smartReports.share.noPatientEmail')}
            />
            <Radio
              value={String(shareSendTypes.doctor)}
              label={t('smartReports.share.toDoctor')}
              disabled={!doctorEmail}
              description={doctorEmail ?? t('smartReports.share.noDoctorEmail')}
            />
            <Radio value={String(shareSendTypes.other)} label={t('smartReports.share.toOthers')} />
          </Stack>
        </Radio.Group>
        {toOthers && (
          <TextInput
            label={t('smartReports.share.otherEmails')}
            description={t('smartReports.share.otherEmailsHint')}
            inputMode="email"
            dir="ltr"
            value={otherEmails}
            onChange={(event) => setOtherEmails(event.currentTarget.value)}
            onBlur={() => setOtherTouched(true)}
            error={otherTouched && otherEmails.trim() !== '' && !othersValid ? localiseMessage('invalidEmailId') : null}
          />
        )}
        <Group justify="space-between" gap="xs" wrap="wrap">
          {recipient === null ? (
            <Text size="xs" c="dimmed">
              {t('smartReports.share.chooseRecipient')}
            </Text>
          ) : (
            <span />
          )}
          <Button
            size="xs"
            leftSection={<IconMail size={14} />}
            disabled={!ready}
            loading={share.isPending}
            onClick={send}
          >
            {t('smartReports.share.share')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
