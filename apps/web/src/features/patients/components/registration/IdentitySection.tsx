import { nationalities } from '@lims/domain';
import { Button, Select, Stack, TextInput } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../../app/notify-error';
import { showSuccess } from '../../../../ui';
import { fetchHealthIdAuthModes } from '../../api/records-api';
import { closedListUnmounted, FormSection, type SectionProps, TypedField } from './FormSection';

const nationalityOptions = nationalities.map((nationality) => ({ value: nationality.value, label: nationality.label }));

/**
 * Nationality, national ids, passport and insurance numbers, race and ethnicity. The national
 * health id is checked with the registry the lab has configured; without one the server says so
 * ('No health registry is configured for this lab.'), never a made-up success.
 */
export function IdentitySection({ form, required }: SectionProps) {
  const { t } = useTranslation();
  const verify = useMutation({
    mutationFn: (healthId: string) => fetchHealthIdAuthModes(healthId),
    onSuccess: ({ authModes }) =>
      showSuccess(t('patients.register.registryAuthModes', { modes: authModes.join(', ') })),
    onError: (error) => notifyError(error),
  });
  const healthId = form.values.nationalHealthId.trim();

  const textInput = (
    field: 'nationalIdentityNumber' | 'passportNo' | 'insuranceNo' | 'race' | 'ethnicity',
    label: string,
    maxLength: number,
  ) => <TypedField form={form} path={field} label={label} maxLength={maxLength} required={required.has(field)} />;

  return (
    <FormSection title={t('patients.register.sections.identity')}>
      <Select
        comboboxProps={closedListUnmounted}
        label={t('patients.fields.nationality')}
        data={nationalityOptions}
        searchable
        clearable
        limit={50}
        {...form.getInputProps('nationality')}
      />
      {textInput('nationalIdentityNumber', t('patients.fields.nationalIdentityNumber'), 40)}
      <Stack gap={6}>
        <TextInput
          label={t('patients.fields.nationalHealthId')}
          dir="auto"
          autoComplete="off"
          maxLength={40}
          {...form.getInputProps('nationalHealthId')}
        />
        <Button
          variant="light"
          size="xs"
          leftSection={<IconShieldCheck size={14} />}
          disabled={healthId === ''}
          loading={verify.isPending}
          onClick={() => verify.mutate(healthId)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('patients.register.verifyWithRegistry')}
        </Button>
      </Stack>
      {textInput('passportNo', t('patients.fields.passportNo'), 20)}
      {textInput('insuranceNo', t('patients.fields.insuranceNo'), 40)}
      {textInput('race', t('patients.fields.race'), 60)}
      {textInput('ethnicity', t('patients.fields.ethnicity'), 60)}
    </FormSection>
  );
}
