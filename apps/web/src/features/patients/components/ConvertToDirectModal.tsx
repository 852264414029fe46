import type { ConvertPatientToDirect, Patient } from '@lims/contract';
import { isSimpleEmail } from '@lims/domain';
import { Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../ui';
import { patientUpdateOutcome, useConvertPatientToDirect } from '../hooks/use-patients';
import { MobileFields, type MobileValues, mobileBody, useMobileCheck, useMobileStart } from './UpdateMobileModal';
import { PatientDialog, type PatientFormProps, type PatientModalProps } from './UpdatePatientModal';

interface ConvertValues extends MobileValues {
  email: string;
}

function ConvertForm({ patient, onDone, onStale }: PatientFormProps & { patient: Patient }) {
  const { t } = useTranslation();
  const convert = useConvertPatientToDirect();
  const mobileCheck = useMobileCheck();
  const form = useForm<ConvertValues>({
    initialValues: { ...useMobileStart(patient), email: patient.email ?? '' },
    validate: (values) => {
      const mobile = mobileCheck(values);
      const email = values.email.trim() !== '' && !isSimpleEmail(values.email) ? t('messages.emailNotValid') : null;
      return { ...(mobile && { mobile }), ...(email && { email }) };
    },
  });
  const submit = form.onSubmit((values) => {
    const email = values.email.trim();
    const body: ConvertPatientToDirect = { ...mobileBody(values), email: email || null, version: patient.version };
    convert.mutate({ id: patient.id, body }, patientUpdateOutcome({ form, onDone, onStale }));
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('patients.mobile.convertHint')}
        </Text>
        <MobileFields form={form} />
        <TextInput
          label={t('patients.fields.email')}
          type="email"
          maxLength={254}
          leftSection={<IconMail size={16} stroke={1.5} />}
          {...form.getInputProps('email')}
        />
        <DialogActions submitLabel={t('patients.mobile.convertSubmit')} pending={convert.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/**
 * spec 000 §7 convertIndirectToDirect: a patient reached through someone else (type I) gets
 * their own mobile and e-mail and becomes direct (D).
 */
export function ConvertToDirectModal({ opened, patient, onClose }: PatientModalProps) {
  const { t } = useTranslation();
  return (
    <PatientDialog opened={opened} onClose={onClose} title={t('patients.mobile.convertTitle')}>
      {(form) => <ConvertForm patient={patient} {...form} />}
    </PatientDialog>
  );
}
