import type { ReportEntry, SignatureRequest } from '@lims/contract';
import { Anchor, Button, Group, Paper, PasswordInput, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../app/api-client';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { useCurrentSession } from '../../../../app/session/session-context';
import { formatLabDateTime, UserText } from '../../../../ui';
import { usePasskeyCheck } from '../hooks/use-passkey-check';
import { useSigningDoctors } from '../hooks/use-report-entry';
import { type SigningRow, useSigningRows } from '../hooks/use-signing-rows';

interface SigningPanelProps {
  report: ReportEntry;
  pending: boolean;
  /** Sign with the verified rows; `submit` also dispatches (Sign & Submit). */
  onSign: (signatures: SignatureRequest[], submit: boolean) => void;
  onRemoveSign: () => void;
  /** Whether 'Remove sign' is offered (a signed report not yet dispatched). */
  canRemoveSign: boolean;
}

/** The doctors who signed, each with their signing date (spec 001 §2 'A signed doctor shows the signing date'). */
export function SignedDoctors({ report }: { report: ReportEntry }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  if (report.signatures.length === 0) return null;
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {[...report.signatures]
        .sort((left, right) => left.position - right.position)
        .map((signature) => (
          <Group key={signature.doctorId} component="li" gap={6} wrap="nowrap">
            <IconCircleCheckFilled size={16} color="var(--mantine-color-teal-7)" aria-hidden />
            <UserText size="sm" fw={600}>
              {signature.doctorName}
            </UserText>
            <Text size="xs" c="dimmed">
              {t('reportEntry.signing.signedOn', { date: formatLabDateTime(signature.signedAt, timeZone) })}
            </Text>
          </Group>
        ))}
    </Stack>
  );
}

/**
 * The signing doctor panel (spec 001 §2 'Signing doctor panel', §4 Signing, §5 Signing): one
 * 'Select Doctor..' row per doctor with its passkey checked as it is typed, the signed doctors
 * with their dates, Clear Passkey, and the minimum the report needs before dispatch.
 */
export function SigningPanel({ report, pending, onSign, onRemoveSign, canRemoveSign }: SigningPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const doctors = useSigningDoctors(report.id, report.signable);
  const signing = useSigningRows(report, doctors.data);
  const ready = signing.signatures.length > 0 && report.signable && !pending;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title id={titleId} order={3} size="h5">
          {t('reportEntry.signing.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {localiseMessage('minimumAuthorisations', { count: report.minApprovals })}
        </Text>
        <SignedDoctors report={report} />
        {report.signable &&
          signing.rows.map((row) => (
            <SigningRowFields
              key={row.key}
              row={row}
              choices={signing
                .choicesFor(row.key)
                .map((doctor) => ({ value: String(doctor.id), label: doctor.fullName }))}
              locked={signing.isLocked(row)}
              masked={signing.isMasked(row)}
              onChange={(change) => signing.update(row.key, change)}
            />
          ))}
        {report.signable && !signing.finalised && (
          <Anchor component="button" type="button" size="sm" w="fit-content" onClick={signing.clear}>
            {t('reportEntry.signing.clearPasskey')}
          </Anchor>
        )}
        <Group gap="xs" wrap="wrap">
          {report.signable && (
            <>
              <Button disabled={!ready} loading={pending} onClick={() => onSign(signing.signatures, false)}>
                {t('reportEntry.signing.sign')}
              </Button>
              <Button variant="light" disabled={!ready} onClick={() => onSign(signing.signatures, true)}>
                {t('reportEntry.signing.signAndSubmit')}
              </Button>
            </>
          )}
          {canRemoveSign && (
            <Button variant="subtle" color="red" disabled={pending} onClick={onRemoveSign}>
              {t('reportEntry.signing.removeSign')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function SigningRowFields({
  row,
  choices,
  locked,
  masked,
  onChange,
}: {
  row: SigningRow;
  choices: { value: string; label: string }[];
  locked: boolean;
  masked: boolean;
  onChange: (change: Partial<SigningRow>) => void;
}) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  usePasskeyCheck({
    doctorId: row.doctorId,
    passkey: row.passkey,
    skip: masked,
    onResult: (passkeyState, error) => {
      setRefusal(
        isApiError(error) && error.messageKey !== 'passkeyNotValid'
          ? localiseMessage(error.messageKey, error.params)
          : null,
      );
      onChange({ passkeyState });
    },
  });
  const verified = masked || row.passkeyState === 'valid';
  const invalid = row.passkeyState === 'invalid' ? (refusal ?? localiseMessage('passkeyNotValid')) : undefined;
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <Select
        aria-label={t('reportEntry.signing.doctor')}
        placeholder={t('reportEntry.signing.selectDoctor')}
        data={choices}
        value={row.doctorId === null ? null : String(row.doctorId)}
        onChange={(value) => onChange({ doctorId: value ? Number(value) : null, passkey: '', passkeyState: 'empty' })}
        disabled={locked}
        searchable
        nothingFoundMessage={t('reportEntry.notFound')}
        style={{ flex: '1 1 200px' }}
      />
      {masked ? (
        <TextInput
          aria-label={t('reportEntry.signing.passkey')}
          value="••••••"
          readOnly
          description={t('reportEntry.signing.remembered')}
          style={{ flex: '1 1 160px' }}
        />
      ) : (
        <PasswordInput
          aria-label={t('reportEntry.signing.passkey')}
          placeholder={t('reportEntry.signing.enterPasskey')}
          value={row.passkey}
          disabled={row.doctorId === null}
          onChange={(event) =>
            onChange({
              passkey: event.currentTarget.value,
              passkeyState: event.currentTarget.value ? 'checking' : 'empty',
            })
          }
          error={invalid}
          autoComplete="off"
          style={{ flex: '1 1 160px' }}
        />
      )}
      {verified && (
        <Group gap={4} mt={8} wrap="nowrap">
          <IconCircleCheckFilled size={18} color="var(--mantine-color-teal-7)" aria-hidden />
          <Text size="sm" c="teal.8">
            {t('reportEntry.signing.verified')}
          </Text>
        </Group>
      )}
    </Group>
  );
}
