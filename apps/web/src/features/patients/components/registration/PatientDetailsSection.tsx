import {
  ageFromDateOfBirth,
  ageUnits,
  type Designation,
  dateFromParts,
  designations,
  type Gender,
  genders,
} from '@lims/domain';
import { Group, NumberInput, Radio, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../../app/i18n/localise-message';
import { usePatientText } from '../../hooks/use-patients';
import { DateOfBirthInput } from './DateOfBirthInput';
import { closedListUnmounted, FormSection, type SectionProps, TypedField } from './FormSection';
import type { DateParts } from './registration-form';
import { dateOfBirthIssue } from './registration-validation';

/** A designation that names a gender presets it, when none is chosen yet. */
const genderOfDesignation: Partial<Record<Designation, Gender>> = {
  'Mr.': 'Male',
  'Master.': 'Male',
  'Mrs.': 'Female',
  'Ms.': 'Female',
  'Miss.': 'Female',
  'Smt.': 'Female',
};

interface PatientDetailsSectionProps extends SectionProps {
  nameFormat: 'split' | 'single';
  /** The lab's date, `YYYY-MM-DD`. */
  today: string;
}

/** Name, designation, gender, age and date of birth (spec 000 §3 'Patient registration input'). */
export function PatientDetailsSection({ form, required, checkField, nameFormat, today }: PatientDetailsSectionProps) {
  const { t } = useTranslation();
  const text = usePatientText();

  const chooseDesignation = (value: string | null) => {
    const designation = value as Designation | null;
    form.setFieldValue('designation', designation);
    const gender = designation ? genderOfDesignation[designation] : undefined;
    if (gender && form.getValues().gender === null) form.setFieldValue('gender', gender);
  };

  // spec 000 §5 "Changing DOB recalculates age and unit"; a date after today is refused at once.
  const changeDateOfBirth = (parts: DateParts) => {
    form.setFieldValue('dateOfBirth', parts);
    form.clearFieldError('dateOfBirth');
    const date = dateFromParts(parts.day, parts.month, parts.year);
    if (typeof date !== 'string' || parts.year.length !== 4) return;
    const issue = dateOfBirthIssue(parts, today);
    const age = ageFromDateOfBirth(date, today);
    if (issue || !age) {
      form.setFieldError('dateOfBirth', localiseMessage(issue ?? 'dateOfBirthNotValid'));
      return;
    }
    form.setFieldValue('age', age.age);
    form.setFieldValue('ageUnit', age.ageUnit);
    form.clearFieldError('age');
  };

  // An age typed by hand replaces a date of birth that would say otherwise.
  const changeAge = (value: number | string) => {
    form.setFieldValue('age', value);
    const { day, month, year } = form.getValues().dateOfBirth;
    if (day !== '' || month !== '' || year !== '') form.setFieldValue('dateOfBirth', { day: '', month: '', year: '' });
  };

  const nameLabels = {
    firstName: t('patients.fields.firstName'),
    middleName: t('patients.fields.middleName'),
    lastName: t('patients.fields.lastName'),
    suffix: t('patients.fields.suffix'),
    fullName: t('patients.fields.fullName'),
  };
  const nameInput = (field: keyof typeof nameLabels, maxLength: number) => (
    <TypedField
      form={form}
      path={field}
      label={nameLabels[field]}
      maxLength={maxLength}
      required={required.has(field)}
    />
  );

  return (
    <FormSection title={t('patients.register.sections.patient')}>
      <Select
        comboboxProps={closedListUnmounted}
        label={t('patients.fields.designation')}
        data={[...designations]}
        clearable
        allowDeselect
        {...form.getInputProps('designation')}
        onChange={chooseDesignation}
      />
      {nameFormat === 'split' ? (
        <>
          {nameInput('firstName', 80)}
          {nameInput('middleName', 80)}
          {nameInput('lastName', 80)}
          {nameInput('suffix', 20)}
        </>
      ) : (
        nameInput('fullName', 200)
      )}
      <Radio.Group
        label={t('patients.fields.gender')}
        required={required.has('gender')}
        {...form.getInputProps('gender')}
      >
        <Group gap="md" mt={8} mih={36} align="center">
          {genders.map((gender) => (
            <Radio key={gender} value={gender} label={text.genderLabels[gender]} />
          ))}
        </Group>
      </Radio.Group>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <NumberInput
          label={t('patients.fields.age')}
          required={required.has('age')}
          min={0}
          max={150}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          hideControls
          style={{ flex: 1 }}
          {...form.getInputProps('age')}
          onChange={changeAge}
        />
        <Select
          comboboxProps={closedListUnmounted}
          label={t('patients.fields.ageUnit')}
          data={ageUnits.map((unit) => ({ value: unit, label: text.ageUnitLabels[unit] }))}
          allowDeselect={false}
          style={{ flex: 1 }}
          {...form.getInputProps('ageUnit')}
        />
      </Group>
      <DateOfBirthInput
        value={form.values.dateOfBirth}
        onChange={changeDateOfBirth}
        onBlur={() => checkField('dateOfBirth')}
        error={form.errors.dateOfBirth}
        required={required.has('dateOfBirth')}
      />
    </FormSection>
  );
}
