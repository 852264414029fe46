import type { ShareOptions, ShareRequest } from '@lims/contract';
import {
  dueReportAlertOf,
  invalidEmails,
  type MessageKey,
  requiredConfirmations,
  type ShareChannel,
  type ShareConfirmationWord,
  type ShareSendType,
  shareCarriesAttachment,
  shareCommentMaxLength,
  shareConfirmationWords,
  sharedPdfIsEncrypted,
  shareSendBlocker,
  shareSendTypes,
  type TrendsAttachment,
  trendsAttachments,
} from '@lims/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconLock, IconSend, IconSparkles } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../app/api-client';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { Dialog, EmptyState, showError, showPermissionError, showSuccess } from '../../../ui';
import { settingsPaths } from '../../settings';
import type { ShareTarget } from './report-sharing-api';
import { useShareOptions, useShareReports } from './use-report-sharing';

export interface ShareReportModalProps {
  /** What is shared; null: the modal is closed. */
  target: ShareTarget | null;
  onClose: () => void;
}

/** Refusals that say the user may not share: shown as long as a permission error (spec 001 §8, 3 s). */
const notAuthorisedKeys: ReadonlySet<MessageKey> = new Set(['shareNotAuthorised', 'shareMultiNotAuthorised']);

/** The refusal in the user's language, by the server's message key (spec 001 §8 'Share, single', 'Share, multi'). */
function showShareFailure(error: unknown): void {
  if (!isApiError(error)) {
    showError(localiseMessage('somethingWentWrong'));
    return;
  }
  if (error.code === 'unauthenticated') return;
  const text = localiseMessage(error.messageKey, error.params);
  if (notAuthorisedKeys.has(error.messageKey) || error.code === 'forbidden') showPermissionError(text);
  else showError(text);
}

/**
 * The Share Report modal (spec 001 §2 'Share Report modal', §4 'Share dialog', §5 'Sharing',
 * §8): one report (the viewer) or the signed reports of some bills (multi), to the patient, the
 * doctor, the organisation or other addresses, by e-mail or, when the lab sends report PDFs by
 * WhatsApp, as a download link to the patient's mobile. Send stays disabled by the domain's
 * `shareSendBlocker`; a success closes it (§4 'On response 1 the dialog closes').
 */
export function ShareReportModal({ target, onClose }: ShareReportModalProps) {
  const { t } = useTranslation();
  return (
    // The foot's Close is the spec's, so the corner's would be a second button of that name.
    <Dialog
      opened={target !== null}
      onClose={onClose}
      title={t('reportSharing.title')}
      size="lg"
      withCloseButton={false}
    >
      {target !== null && <ShareReportForm key={JSON.stringify(target)} target={target} onClose={onClose} />}
    </Dialog>
  );
}

function ShareReportForm({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const options = useShareOptions(target);

  const foot = (send?: ReactNode) => (
    <Group justify="flex-end" gap="sm" wrap="wrap">
      <Button variant="default" onClick={onClose}>
        {t('reportSharing.close')}
      </Button>
      {send ?? (
        <Button leftSection={<IconSend size={16} />} disabled>
          {t('reportSharing.send')}
        </Button>
      )}
    </Group>
  );

  if (options.isPending) {
    return (
      <Stack gap="sm" aria-busy aria-label={t('reportSharing.loading')}>
        <Skeleton h={36} />
        <Skeleton h={96} />
        <Skeleton h={72} />
        {foot()}
      </Stack>
    );
  }
  if (options.isError) {
    const refusal = isApiError(options.error) && options.error.status < 500 ? options.error : null;
    return (
      <Stack gap="sm">
        {refusal ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {localiseMessage(refusal.messageKey, refusal.params)}
          </Alert>
        ) : (
          <EmptyState variant="failedToLoad" onRetry={() => void options.refetch()} />
        )}
        {foot()}
      </Stack>
    );
  }
  return <ShareChoices target={target} options={options.data} onClose={onClose} foot={foot} />;
}

/** An address on file, or that there is none. */
function Address({ name, email }: { name?: string; email: string | null }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap" component="span">
      {/* A span, not UserText's box: the radio's description is a paragraph. */}
      {name && (
        <Text span inherit dir="auto">
          {name}
        </Text>
      )}
      {email ? (
        <Text span inherit dir="ltr">
          {email}
        </Text>
      ) : (
        <Text span inherit fs="italic">
          {t('reportSharing.noEmailOnFile')}
        </Text>
      )}
    </Group>
  );
}

function ShareChoices({
  target,
  options,
  onClose,
  foot,
}: {
  target: ShareTarget;
  options: ShareOptions;
  onClose: () => void;
  foot: (send: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const mode = 'labReportId' in target ? 'single' : 'multi';
  const share = useShareReports();
  const blockedId = useId();
  const [channel, setChannel] = useState<ShareChannel>(
    options.reportShareViaEmail || !options.whatsappReports ? 'email' : 'whatsapp',
  );
  const [chosenSendType, setSendType] = useState<ShareSendType>(shareSendTypes.patient);
  const [letterhead, setLetterhead] = useState(true);
  const [trends, setTrends] = useState<TrendsAttachment>(trendsAttachments.none);
  const [comment, setComment] = useState('');
  const [otherEmails, setOtherEmails] = useState('');
  const [typed, setTyped] = useState<Partial<Record<ShareConfirmationWord, string>>>({});

  // A WhatsApp link goes to the patient's own mobile, whoever was chosen for e-mail.
  const sendType = channel === 'whatsapp' ? shareSendTypes.patient : chosenSendType;
  const context = {
    sendType,
    encryptedReport: options.encryptedReport,
    dueReports: options.dueReports > 0,
    showDueReportAlert: options.showDueReportAlert,
    hideAmountDueReport: options.hideAmountDueReport,
  };
  const required = requiredConfirmations(context);
  const dueAlert = dueReportAlertOf(context);
  const blocker = shareSendBlocker({ ...context, sending: share.isPending, comment, otherEmails, typed });
  const invalid = sendType === shareSendTypes.other ? invalidEmails(otherEmails) : [];

  // Refusals the server would give anyway, said before Send rather than after it.
  const refusal: MessageKey | null =
    options.signedReports === 0
      ? 'noSignedReportsFound'
      : channel === 'email' && !options.reportShareViaEmail
        ? mode === 'single'
          ? 'shareNotAuthorised'
          : 'shareMultiNotAuthorised'
        : channel === 'whatsapp' && !options.patient.mobile
          ? 'patientHasNoMobile'
          : channel === 'whatsapp' && options.whatsappCredits <= 0
            ? 'noWhatsappCredits'
            : null;
  const blockedText =
    blocker === null || blocker === 'sending' ? null : t(`reportSharing.sendBlocked.${blocker}` as const);

  const send = () => {
    const common = {
      sendType,
      channel,
      emailContent: comment.trim(),
      confirmations: required.map((word) => (typed[word] ?? '').trim()),
      ...(sendType === shareSendTypes.other && { email: otherEmails }),
    };
    const body: ShareRequest =
      'labReportId' in target
        ? { ...common, labReportId: target.labReportId, letterHeadFlag: letterhead ? 1 : 0 }
        : { ...common, billIdList: target.billIds, headerFlag: letterhead ? 1 : 0, attachTrendsReport: trends };
    share.mutate(body, {
      onSuccess: (result) => {
        showSuccess(localiseMessage(result.messageKey));
        onClose();
      },
      onError: showShareFailure,
    });
  };

  const confirmation = (word: ShareConfirmationWord, label: string) => (
    <TextInput
      label={label}
      value={typed[word] ?? ''}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setTyped((previous) => ({ ...previous, [word]: value }));
      }}
      autoComplete="off"
      dir="ltr"
      maxLength={20}
      required
    />
  );

  return (
    <Stack gap="md">
      {!options.patientCommunication && (
        <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-grape-light)">
          <Group gap="xs" wrap="wrap" justify="space-between">
            <Group gap="xs" wrap="nowrap" miw={0} style={{ flex: '1 1 16rem' }}>
              <IconSparkles size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm">{t('reportSharing.promotion')}</Text>
            </Group>
            {/* The lab turns automatic sharing on in its communication settings (decision 0044). */}
            <Anchor component={Link} to={settingsPaths.communication} size="sm" fw={600}>
              {t('reportSharing.speakToExpert')}
            </Anchor>
          </Group>
        </Paper>
      )}

      {options.whatsappReports && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${blockedId}-channel`}>
            {t('reportSharing.channel')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${blockedId}-channel`}
            value={channel}
            onChange={(value) => setChannel(value as ShareChannel)}
            data={[
              { value: 'email', label: t('reportSharing.channels.email') },
              { value: 'whatsapp', label: t('reportSharing.channels.whatsapp') },
            ]}
            w="fit-content"
          />
        </Stack>
      )}

      {channel === 'email' ? (
        <Radio.Group
          label={t('reportSharing.recipient')}
          value={String(chosenSendType)}
          onChange={(value) => setSendType(Number(value) as ShareSendType)}
        >
          <Stack gap="xs" mt={6}>
            <Radio
              value={String(shareSendTypes.patient)}
              label={t('reportSharing.recipients.patient')}
              description={<Address name={options.patient.name} email={options.patient.email} />}
            />
            <Radio
              value={String(shareSendTypes.doctor)}
              label={t('reportSharing.recipients.doctor')}
              disabled={options.doctor === null}
              description={
                options.doctor ? (
                  <Address name={options.doctor.name} email={options.doctor.email} />
                ) : (
                  t('reportSharing.noDoctor')
                )
              }
            />
            <Radio
              value={String(shareSendTypes.organisation)}
              label={t('reportSharing.recipients.organisation')}
              disabled={options.organisation === null}
              description={
                options.organisation ? (
                  <Address name={options.organisation.name} email={options.organisation.email} />
                ) : (
                  t('reportSharing.noOrganisation')
                )
              }
            />
            <Radio value={String(shareSendTypes.other)} label={t('reportSharing.recipients.other')} />
          </Stack>
        </Radio.Group>
      ) : (
        <Stack gap={4}>
          <Text size="sm">{t('reportSharing.whatsappNotice', { mobile: options.patient.mobile ?? '—' })}</Text>
          <Text size="sm" c="dimmed">
            {t('reportSharing.whatsappCredits', { credits: options.whatsappCredits })}
          </Text>
        </Stack>
      )}

      {sendType === shareSendTypes.other && (
        <TextInput
          label={t('reportSharing.otherEmails')}
          description={t('reportSharing.otherEmailsHint')}
          value={otherEmails}
          onChange={(event) => setOtherEmails(event.currentTarget.value)}
          error={invalid.length > 0 ? localiseMessage('invalidEmailId') : undefined}
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          maxLength={1000}
          required
        />
      )}

      {sendType === shareSendTypes.other && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} p="sm">
          {t('reportSharing.otherNotCompliant')}
        </Alert>
      )}
      {!shareCarriesAttachment(sendType) && (
        <Alert color="blue" icon={<IconInfoCircle size={18} />} p="sm">
          {t('reportSharing.loginNotice')}
        </Alert>
      )}
      {sharedPdfIsEncrypted(options.encryptedReport, sendType) && (
        <Alert color="blue" icon={<IconLock size={18} />} p="sm">
          {t('reportSharing.passwordNotice')}
        </Alert>
      )}
      {required.includes(shareConfirmationWords.encryptedToOther) &&
        confirmation(shareConfirmationWords.encryptedToOther, t('reportSharing.typeSend'))}

      <Group gap="lg" wrap="wrap" align="flex-start">
        <Switch
          label={t('reportSharing.letterhead')}
          checked={letterhead}
          onChange={(event) => setLetterhead(event.currentTarget.checked)}
        />
      </Group>
      {mode === 'multi' && (
        <Radio.Group
          label={t('reportSharing.trends')}
          value={String(trends)}
          onChange={(value) => setTrends(Number(value) as TrendsAttachment)}
        >
          <Group gap="md" mt={6} wrap="wrap">
            <Radio value={String(trendsAttachments.none)} label={t('reportSharing.trendsOptions.none')} />
            <Radio value={String(trendsAttachments.compact)} label={t('reportSharing.trendsOptions.compact')} />
            <Radio value={String(trendsAttachments.report)} label={t('reportSharing.trendsOptions.report')} />
          </Group>
        </Radio.Group>
      )}

      <Textarea
        label={t('reportSharing.comment')}
        description={t('reportSharing.commentHint')}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        maxLength={shareCommentMaxLength}
        autosize
        minRows={3}
        maxRows={8}
        required
      />

      {dueAlert !== null && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="sm">
          {dueAlert === 'confirm' ? t('reportSharing.dueConfirm') : t('reportSharing.dueLeftOut')}
        </Alert>
      )}
      {required.includes(shareConfirmationWords.dueReports) &&
        confirmation(shareConfirmationWords.dueReports, t('reportSharing.typeConfirm'))}

      {refusal !== null && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} p="sm" role="alert">
          {localiseMessage(refusal)}
        </Alert>
      )}
      {blockedText !== null && refusal === null && (
        <Text size="xs" c="dimmed" ta="end" id={blockedId}>
          {blockedText}
        </Text>
      )}
      {foot(
        <Button
          leftSection={<IconSend size={16} />}
          onClick={send}
          loading={share.isPending}
          disabled={blocker !== null || refusal !== null}
          aria-describedby={blockedText !== null && refusal === null ? blockedId : undefined}
        >
          {t('reportSharing.send')}
        </Button>,
      )}
    </Stack>
  );
}
