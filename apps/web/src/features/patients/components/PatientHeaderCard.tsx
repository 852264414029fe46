import type { Patient } from '@lims/contract';
import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff, IconHeartbeat, IconPencil } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/access';
import { UserText } from '../../../ui';
import { usePatientText } from '../hooks/use-patients';
import { ChangeRequestPopover } from './ChangeRequestPopover';
import { ProfilePicture } from './ProfilePicture';

interface PatientHeaderCardProps {
  /** Null or undefined when no patient is chosen: the card says 'No Data'. */
  patient: Patient | null | undefined;
  /** spec 000 §6: "Patient edit and medical-history buttons are hidden in read-only mode." */
  readOnly?: boolean;
  onEdit?: () => void;
  onEditMedicalHistory?: () => void;
  /** The cardiac risk score, from the area that computes it; without it the card leaves it out. */
  cardiacScore?: ReactNode;
}

/** spec 000 §2: "an 'R' badge for recurring patients", the same letter in every language. */
export const recurringBadge = 'R';

/** One labelled fact of the card; user data reads in its own direction. */
function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

function Value({ children }: { children: string | null | undefined }) {
  return children ? (
    <UserText size="sm" lineClamp={3}>
      {children}
    </UserText>
  ) : (
    <Text size="sm" c="dimmed">
      -
    </Text>
  );
}

/**
 * spec 000 §2 'Patient header card': name with designation, patient id and reference id, the
 * 'R' badge of a recurring patient, Referral, Organization, Show/Hide Contact, Medical History,
 * Allergies, the cardiac risk score and the Edit buttons.
 */
export function PatientHeaderCard({
  patient,
  readOnly = false,
  onEdit,
  onEditMedicalHistory,
  cardiacScore,
}: PatientHeaderCardProps) {
  const { t } = useTranslation();
  const allowed = useCan();
  const text = usePatientText();
  const [contactShown, setContactShown] = useState(false);

  if (!patient) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center">
          {t('patients.card.noData')}
        </Text>
      </Paper>
    );
  }

  const canEdit = !readOnly && onEdit !== undefined && allowed('patients.update');
  const canEditHistory = !readOnly && onEditMedicalHistory !== undefined && allowed('patients.medicalHistory');
  // spec 000 §4: "The primary contact flag decides whether the mobile or the alternate mobile is kept."
  const contact = text.phone(patient.countryCode, patient.isPrimaryContact ? patient.mobile : patient.alternateMobile);
  const names = (items: Patient['allergies']) => items.map((item) => item.name).join(', ');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('patients.card.label')}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" miw={0} style={{ flex: '1 1 18rem' }}>
          <ProfilePicture patient={patient} size={56} />
          <Stack gap={4} miw={0}>
            <Group gap={8} wrap="nowrap" miw={0}>
              <Title order={3} fz="h4" miw={0}>
                <UserText inherit truncate="end">
                  {text.name(patient)}
                </UserText>
              </Title>
              {patient.recurring && (
                <Tooltip label={t('patients.card.recurring')}>
                  <Badge color="grape" variant="filled" radius="sm" size="sm" aria-label={t('patients.card.recurring')}>
                    {recurringBadge}
                  </Badge>
                </Tooltip>
              )}
            </Group>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('patients.card.patientId', { id: patient.labPatientId })}
              </Text>
              {patient.referenceId && (
                <Text size="sm" c="dimmed" dir="auto">
                  {t('patients.card.referenceId', { id: patient.referenceId })}
                </Text>
              )}
              {text.ageAndGender(patient) && (
                <Text size="sm" c="dimmed">
                  {text.ageAndGender(patient)}
                </Text>
              )}
            </Group>
          </Stack>
        </Group>
        {(canEdit || canEditHistory) && (
          <Group gap="xs">
            {canEdit && (
              <Button variant="light" size="xs" leftSection={<IconPencil size={14} />} onClick={onEdit}>
                {t('patients.card.edit')}
              </Button>
            )}
            {canEditHistory && (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconHeartbeat size={14} />}
                onClick={onEditMedicalHistory}
              >
                {t('patients.card.editMedicalHistory')}
              </Button>
            )}
          </Group>
        )}
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm" mt="md">
        <CardField label={t('patients.card.referral')}>
          <Value>{patient.referralDoctor?.name}</Value>
        </CardField>
        <CardField label={t('patients.card.organisation')}>
          <Value>{patient.organisation?.name}</Value>
        </CardField>
        <CardField label={t('patients.card.contact')}>
          <Box>
            <Button
              variant="subtle"
              size="compact-sm"
              px={4}
              leftSection={contactShown ? <IconEyeOff size={14} /> : <IconEye size={14} />}
              aria-expanded={contactShown}
              onClick={() => setContactShown((shown) => !shown)}
            >
              {contactShown ? t('patients.card.hideContact') : t('patients.card.showContact')}
            </Button>
            {contactShown && (
              <Stack gap={0} mt={4}>
                <Value>{contact}</Value>
                {patient.email && <Value>{patient.email}</Value>}
              </Stack>
            )}
          </Box>
        </CardField>
        <CardField label={t('patients.card.medicalHistory')}>
          <Value>{names(patient.medicalHistory)}</Value>
        </CardField>
        <CardField label={t('patients.card.allergies')}>
          <Value>{names(patient.allergies)}</Value>
        </CardField>
        {cardiacScore !== undefined && <CardField label={t('patients.card.cardiacScore')}>{cardiacScore}</CardField>}
      </SimpleGrid>

      {patient.pendingChangeRequests > 0 && (
        <Group mt="sm">
          <ChangeRequestPopover patient={patient} />
        </Group>
      )}
    </Paper>
  );
}
