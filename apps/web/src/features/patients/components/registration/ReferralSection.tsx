import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrganisationSelect } from '../OrganisationSelect';
import { ReferralSelect } from '../ReferralSelect';
import { FormSection, type SectionProps } from './FormSection';

/**
 * The organisation that sent the patient (its rules make fields mandatory, spec 000 §5), the
 * referral doctor, and the lab's own id for the patient.
 */
export function ReferralSection({ form, required, checkField }: SectionProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('patients.register.sections.referral')}>
      <OrganisationSelect
        value={form.values.organisation}
        onChange={(organisation) => {
          form.setFieldValue('organisation', organisation);
          checkField('organisation');
        }}
        required={required.has('organisation')}
        error={form.errors.organisation}
        onBlur={() => checkField('organisation')}
      />
      <ReferralSelect
        value={form.values.referralDoctor}
        onChange={(doctor) => {
          form.setFieldValue('referralDoctor', doctor);
          checkField('referralDoctor');
        }}
        required={required.has('referralDoctor')}
        error={form.errors.referralDoctor}
        onBlur={() => checkField('referralDoctor')}
      />
      <TextInput
        label={t('patients.fields.referenceId')}
        description={t('patients.fields.referenceIdHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required={required.has('referenceId')}
        dir="auto"
        maxLength={40}
        {...form.getInputProps('referenceId')}
      />
    </FormSection>
  );
}
