import type { Patient } from '@lims/contract';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePatientText } from '../../patients';
import { patientsPaths } from '../../patients/area';

interface BilledPatientHeaderProps {
  patient: Patient;
  onChange?: () => void;
}

/** Who the bill is for: name, patient id, age and sex, mobile; the name opens the patient's page. */
export function BilledPatientHeader({ patient, onChange }: BilledPatientHeaderProps) {
  const { t } = useTranslation();
  const text = usePatientText();
  const ageAndGender = text.ageAndGender(patient);
  const phone = text.phone(patient.countryCode, patient.mobile);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={patientsPaths.patient(patient.id)} fw={600} size="lg" dir="auto">
              {text.name(patient)}
            </Anchor>
            <Text size="sm" ff="monospace" c="dimmed" dir="ltr">
              {patient.labPatientId}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {ageAndGender}
            {ageAndGender && phone && ' · '}
            {/* A number reads left to right on an Arabic page too. */}
            {phone && <span dir="ltr">{phone}</span>}
          </Text>
        </Stack>
        {onChange && (
          <Button variant="default" size="xs" leftSection={<IconUserSearch size={14} />} onClick={onChange}>
            {t('billing.newBill.changePatient')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
