import type { Patient, UpdatePatient } from '@lims/contract';
import {
  type AgeUnit,
  ageFromDateOfBirth,
  ageUnits,
  defaultRegistrationSettings,
  designations,
  type Gender,
  genders,
  type MessageKey,
  registrationIssues,
} from '@lims/domain';
import {
  Alert,
  Anchor,
  Grid,
  Group,
  Loader,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCircleCheckFilled, IconLock } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { useCurrentSession } from '../../../app/session/session-context';
import { Dialog, DialogActions } from '../../../ui';
import { toDay } from '../../../ui/date-range-values';
import {
  patientUpdateOutcome,
  usePasswordCheck,
  usePatientText,
  useStaleRestart,
  useUpdatePatient,
} from '../hooks/use-patients';
import { DateOfBirthInput } from './registration/DateOfBirthInput';
import { type DateParts, dateOfParts, trimmed } from './registration/registration-form';
import { dateOfBirthIssue } from './registration/registration-validation';

interface UpdateValues {
  designation: string | null;
  fullName: string;
  gender: string | null;
  dateOfBirth: DateParts;
  age: number | string;
  ageUnit: AgeUnit;
  email: string;
  area: string;
  city: string;
  password: string;
}

const isAgeUnit = (value: string | null): value is AgeUnit => ageUnits.some((unit) => unit === value);
const isGender = (value: string | null): value is Gender => genders.some((gender) => gender === value);
const isDesignation = (value: string | null): value is UpdatePatient['designation'] & string =>
  designations.some((designation) => designation === value);
const noDate: DateParts = { day: '', month: '', year: '' };
const partsOf = (date: string | null): DateParts => {
  const [year = '', month = '', day = ''] = date?.split('-') ?? [];
  return { day, month, year };
};

const valuesOf = (patient: Patient): UpdateValues => ({
  designation: patient.designation,
  fullName: patient.fullName,
  gender: patient.gender,
  dateOfBirth: partsOf(patient.dateOfBirth),
  age: patient.age ?? '',
  ageUnit: isAgeUnit(patient.ageUnit) ? patient.ageUnit : 'Years',
  email: patient.email ?? '',
  area: patient.area ?? '',
  city: patient.city ?? '',
  password: '',
});

/** spec 000 §3 'Update patient payload', with the user's password and the version the form was read from. */
function toUpdate(values: UpdateValues, version: number): UpdatePatient {
  const typedAge = values.age === '' ? null : Number(values.age);
  return {
    designation: isDesignation(values.designation) ? values.designation : null,
    fullName: values.fullName.trim(),
    gender: isGender(values.gender) ? values.gender : 'Other',
    dateOfBirth: dateOfParts(values.dateOfBirth),
    age: typedAge,
    ageUnit: typedAge === null ? null : values.ageUnit,
    email: trimmed(values.email),
    area: trimmed(values.area),
    city: trimmed(values.city),
    password: values.password,
    version,
  };
}

interface UpdatePatientFormProps extends PatientFormProps {
  patient: Patient;
  onUpdateMobile: () => void;
  onConvertToDirect: () => void;
}

function UpdatePatientForm({ patient, onDone, onStale, onUpdateMobile, onConvertToDirect }: UpdatePatientFormProps) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const text = usePatientText();
  const update = useUpdatePatient();
  const today = toDay(new Date(), session.timeZone);
  const form = useForm<UpdateValues>({
    initialValues: valuesOf(patient),
    // The registration's own rules in single-name mode (spec 000 §5): name, gender, date of birth, e-mail.
    validate: (values) =>
      Object.fromEntries(
        registrationIssues(
          {
            fullName: values.fullName,
            gender: values.gender,
            email: values.email,
          },
          {
            settings: { ...defaultRegistrationSettings, nameFormat: 'single' },
            organisation: null,
            today,
            defaultIsoCode: session.countryIsoCode,
          },
        )
          .map((issue): [string, MessageKey | null] => [issue.field, issue.messageKey])
          .concat([['dateOfBirth', dateOfBirthIssue(values.dateOfBirth, today)]])
          .flatMap(([field, messageKey]) => (messageKey ? [[field, localiseMessage(messageKey)]] : [])),
      ),
  });
  const passwordCheck = usePasswordCheck(form.values.password);

  // spec 000 §5: "Changing DOB recalculates age and unit"; a date after today is refused at once.
  const changeDateOfBirth = (parts: DateParts) => {
    form.setFieldValue('dateOfBirth', parts);
    form.clearFieldError('dateOfBirth');
    const date = dateOfParts(parts);
    if (date === null || parts.year.length !== 4) return;
    const issue = dateOfBirthIssue(parts, today);
    const age = ageFromDateOfBirth(date, today);
    if (issue || !age) form.setFieldError('dateOfBirth', localiseMessage(issue ?? 'dateOfBirthNotValid'));
    else form.setValues({ age: age.age, ageUnit: age.ageUnit });
  };

  // An age typed by hand replaces a date of birth that would say otherwise, as at registration.
  const changeAge = (age: number | string) => {
    form.setFieldValue('age', age);
    if (dateOfParts(form.getValues().dateOfBirth) !== null) form.setFieldValue('dateOfBirth', noDate);
  };

  const submit = form.onSubmit((values) =>
    update.mutate(
      { id: patient.id, body: toUpdate(values, patient.version) },
      patientUpdateOutcome({ form, onDone, onStale }),
    ),
  );

  const mobile = text.phone(patient.countryCode, patient.mobile);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={t('patients.fields.designation')}
              data={[...designations]}
              clearable
              {...form.getInputProps('designation')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t('patients.fields.fullName')}
              required
              dir="auto"
              maxLength={200}
              data-autofocus
              {...form.getInputProps('fullName')}
            />
          </Grid.Col>
        </Grid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={t('patients.fields.gender')}
            required
            data={genders.map((gender) => ({ value: gender, label: text.genderLabels[gender] }))}
            allowDeselect={false}
            {...form.getInputProps('gender')}
          />
          <DateOfBirthInput
            value={form.values.dateOfBirth}
            onChange={changeDateOfBirth}
            onBlur={() => form.validateField('dateOfBirth')}
            error={form.errors.dateOfBirth}
          />
          <NumberInput
            label={t('patients.fields.age')}
            min={0}
            max={150}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('age')}
            onChange={changeAge}
          />
          <Select
            label={t('patients.fields.ageUnit')}
            data={ageUnits.map((unit) => ({ value: unit, label: text.ageUnitLabels[unit] }))}
            allowDeselect={false}
            {...form.getInputProps('ageUnit')}
          />
          <TextInput label={t('patients.fields.email')} type="email" maxLength={254} {...form.getInputProps('email')} />
          <TextInput label={t('patients.fields.area')} dir="auto" maxLength={120} {...form.getInputProps('area')} />
          <TextInput label={t('patients.fields.city')} dir="auto" maxLength={120} {...form.getInputProps('city')} />
        </SimpleGrid>

        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('patients.update.mobile')}
          </Text>
          <Text size="sm" dir="ltr">
            {mobile ?? '-'}
          </Text>
          {patient.patientType === 'I' ? (
            <Anchor component="button" type="button" size="sm" onClick={onConvertToDirect}>
              {t('patients.update.convertToDirect')}
            </Anchor>
          ) : (
            <Anchor component="button" type="button" size="sm" onClick={onUpdateMobile}>
              {t('patients.update.updateMobile')}
            </Anchor>
          )}
        </Group>

        <PasswordInput
          label={t('patients.update.password')}
          description={t('patients.update.passwordHint')}
          required
          autoComplete="current-password"
          leftSection={<IconLock size={16} stroke={1.5} />}
          {...form.getInputProps('password')}
          error={
            passwordCheck.verified === false
              ? localiseMessage(passwordCheck.refusal ?? 'passwordVerifyFailed')
              : form.errors.password
          }
        />
        <PasswordState checking={passwordCheck.checking} verified={passwordCheck.verified} />

        <DialogActions
          submitLabel={t('patients.update.submit')}
          pending={update.isPending}
          onCancel={onDone}
          submitDisabled={passwordCheck.verified !== true}
        />
      </Stack>
    </form>
  );
}

/** Says, politely, that the password is being checked or was accepted; a wrong one is the field's error. */
function PasswordState({ checking, verified }: { checking: boolean; verified: boolean | null }) {
  const { t } = useTranslation();
  if (checking) {
    return (
      <Group gap={6} mt={-8} role="status">
        <Loader size={12} />
        <Text size="xs" c="dimmed">
          {t('patients.update.passwordChecking')}
        </Text>
      </Group>
    );
  }
  if (verified !== true) return null;
  return (
    <Group gap={6} mt={-8} role="status" c="teal">
      <IconCircleCheckFilled size={14} aria-hidden />
      <Text size="xs">{t('patients.update.passwordVerified')}</Text>
    </Group>
  );
}

function StaleNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      {message}
    </Alert>
  );
}

/** What a patient dialog hands its form: close it, or start it again after a stale save. */
export interface PatientFormProps {
  onDone: () => void;
  /** Someone else changed the patient first: the dialog says so and the form starts from their version. */
  onStale: (message: string) => void;
}

interface PatientDialogProps {
  opened: boolean;
  title: string;
  size?: string;
  onClose: () => void;
  children: (form: PatientFormProps) => ReactNode;
}

/** The frame of every dialog that changes a patient: its title, the stale notice and the form. */
export function PatientDialog({ opened, title, size, onClose, children }: PatientDialogProps) {
  const stale = useStaleRestart();
  const close = () => {
    stale.clear();
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={close} size={size} title={title}>
      <Stack gap="md">
        <StaleNotice message={stale.notice} />
        {/* Keyed so that each stale save starts the form again from the patient as read anew. */}
        <Fragment key={stale.attempt}>{children({ onDone: close, onStale: stale.restart })}</Fragment>
      </Stack>
    </Dialog>
  );
}

/** What the page gives each dialog that changes a patient. */
export interface PatientModalProps {
  opened: boolean;
  /** The freshest copy the page has; after a stale save it is the one read anew. */
  patient: Patient;
  onClose: () => void;
}

interface UpdatePatientModalProps extends PatientModalProps {
  /** The update-mobile-number link (spec 000 §5 "Please use update mobile number link"). */
  onUpdateMobile: () => void;
  onConvertToDirect: () => void;
}

/** spec 000 §2 Modals: 'Update Patient Info'. */
export function UpdatePatientModal({ opened, patient, onClose, ...links }: UpdatePatientModalProps) {
  const { t } = useTranslation();
  return (
    <PatientDialog opened={opened} onClose={onClose} size="lg" title={t('patients.update.title')}>
      {(form) => <UpdatePatientForm patient={patient} {...form} {...links} />}
    </PatientDialog>
  );
}
