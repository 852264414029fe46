import type { Patient, UpdatePatientMobile } from '@lims/contract';
import { countries, dialCodeOf, isValidMobile } from '@lims/domain';
import { Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type UseFormReturnType, useForm } from '@mantine/form';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentSession } from '../../../app/session/session-context';
import { DialogActions } from '../../../ui';
import { patientUpdateOutcome, usePatientText, useUpdatePatientMobile } from '../hooks/use-patients';
import { PatientDialog, type PatientFormProps, type PatientModalProps } from './UpdatePatientModal';

export interface MobileValues {
  isoCode: string;
  mobile: string;
}

const countryOptions = countries.map((country) => ({
  value: country.alpha2,
  label: `${country.label} (+${dialCodeOf(country.alpha2) ?? ''})`,
}));

/** The patient's country first, else the lab's: a number is read in its country's plan. */
export function useMobileStart(patient: Patient): MobileValues {
  const session = useCurrentSession();
  return { isoCode: (patient.isoCode ?? session.countryIsoCode).toUpperCase(), mobile: '' };
}

/** 'This field should not be empty.' or 'Contact Mobile is not valid.' (spec 000 §5), in the user's language. */
export function useMobileCheck() {
  const { t } = useTranslation();
  return (values: MobileValues) => {
    if (values.mobile.trim() === '') return t('messages.fieldEmpty');
    return isValidMobile(values.mobile, values.isoCode) ? null : t('messages.contactMobileNotValid');
  };
}

/** The body's country and number; the server keeps the digits and checks them again. */
export const mobileBody = (values: MobileValues) => ({
  mobile: values.mobile.trim(),
  isoCode: values.isoCode,
  countryCode: dialCodeOf(values.isoCode) ?? '',
});

/** The country (with its dial code) and the new number, side by side from a tablet up. */
export function MobileFields<Values extends MobileValues>({ form }: { form: UseFormReturnType<Values> }) {
  const { t } = useTranslation();
  const dialCode = dialCodeOf(form.values.isoCode);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label={t('patients.mobile.country')}
        data={countryOptions}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('common.nothingFound')}
        {...form.getInputProps('isoCode')}
      />
      <TextInput
        label={t('patients.mobile.newMobile')}
        required
        inputMode="tel"
        dir="ltr"
        maxLength={20}
        data-autofocus
        leftSection={dialCode ? <Text size="sm">+{dialCode}</Text> : <IconPhone size={16} stroke={1.5} />}
        leftSectionWidth={dialCode ? 12 + dialCode.length * 9 : undefined}
        {...form.getInputProps('mobile')}
      />
    </SimpleGrid>
  );
}

function UpdateMobileForm({ patient, onDone, onStale }: PatientFormProps & { patient: Patient }) {
  const { t } = useTranslation();
  const text = usePatientText();
  const update = useUpdatePatientMobile();
  const mobileCheck = useMobileCheck();
  const form = useForm<MobileValues>({
    initialValues: useMobileStart(patient),
    validate: (values) => {
      const mobile = mobileCheck(values);
      return mobile ? { mobile } : {};
    },
  });
  const submit = form.onSubmit((values) => {
    const body: UpdatePatientMobile = { ...mobileBody(values), version: patient.version };
    update.mutate({ id: patient.id, body }, patientUpdateOutcome({ form, onDone, onStale }));
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('patients.mobile.current')}
          </Text>
          <Text size="sm" dir="ltr">
            {text.phone(patient.countryCode, patient.mobile) ?? '-'}
          </Text>
        </Group>
        <MobileFields form={form} />
        <DialogActions submitLabel={t('patients.mobile.submit')} pending={update.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

/** The update-mobile-number link (spec 000 §7 updatePatientMobileNo): the one way to change the mobile. */
export function UpdateMobileModal({ opened, patient, onClose }: PatientModalProps) {
  const { t } = useTranslation();
  return (
    <PatientDialog opened={opened} onClose={onClose} title={t('patients.mobile.title')}>
      {(form) => <UpdateMobileForm patient={patient} {...form} />}
    </PatientDialog>
  );
}
