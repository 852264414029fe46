import type { DuplicateMatch } from '@lims/contract';
import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { useCurrentSession } from '../../../../app/session/session-context';
import { Dialog, formatLabDate, UserText } from '../../../../ui';
import { usePatientText } from '../../hooks/use-patients';
import { detailLine, isolated } from './detail-line';

interface DuplicateDialogProps {
  matches: DuplicateMatch[] | null;
  registering: boolean;
  onUse: (match: DuplicateMatch) => void;
  onRegisterNew: () => void;
  onClose: () => void;
}

/**
 * The likely duplicates of a new registration: use one of them, or register a new patient.
 * When one of them already has reports, the strict check (spec 000 §4) asks the user to confirm
 * that they checked before a second record is made.
 */
export function DuplicateDialog({ matches, registering, onUse, onRegisterNew, onClose }: DuplicateDialogProps) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const text = usePatientText();
  const [confirmed, setConfirmed] = useState(false);
  const strict = matches?.some((match) => match.hasReports) ?? false;

  const close = () => {
    setConfirmed(false);
    onClose();
  };

  return (
    <Dialog
      opened={matches !== null}
      onClose={close}
      size="lg"
      title={strict ? t('patients.register.duplicates.strictTitle') : t('patients.register.duplicates.title')}
    >
      <Stack gap="md">
        <Text size="sm">{localiseMessage('possibleDuplicatePatient')}</Text>
        {(matches ?? []).map((match) => (
          <Paper key={match.id} withBorder p="sm" radius="md">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <UserText fw={600} truncate>
                    {text.name(match)}
                  </UserText>
                  {match.hasReports && (
                    <Badge color="orange" variant="light" size="sm">
                      {t('patients.register.duplicates.hasReports')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" dir="auto">
                  {detailLine([
                    match.labPatientId,
                    text.ageAndGender(match),
                    text.phone(match.countryCode, match.mobile),
                    t('patients.register.duplicates.registeredOn', {
                      date: isolated(formatLabDate(match.createdAt, session.timeZone)),
                    }),
                  ])}
                </Text>
              </Stack>
              <Button variant="light" size="xs" onClick={() => onUse(match)} disabled={registering}>
                {t('patients.register.duplicates.use')}
              </Button>
            </Group>
          </Paper>
        ))}
        {strict && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            <Checkbox
              checked={confirmed}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
              label={t('patients.register.duplicates.confirmDifferent')}
            />
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={registering}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onRegisterNew} loading={registering} disabled={strict && !confirmed}>
            {t('patients.register.duplicates.registerNew')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
