import type { Patient, PatientChangeRequest, SubmitChangeRequest } from '@lims/contract';
import {
  changeRequestIssues,
  defaultDateFormat,
  designations,
  type Gender,
  genders,
  type MessageKey,
  type PatientChangeField,
  patientChangeFields,
} from '@lims/domain';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconHourglassHigh } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { useCurrentSession } from '../../../app/session/session-context';
import { EmptyState, formatLabDateTime, PageHeader, showSuccess } from '../../../ui';
import { toDay } from '../../../ui/date-range-values';
import { RecordFacts, RecordSection } from '../components/RecordSection';
import { DateOfBirthInput } from '../components/registration/DateOfBirthInput';
import { type DateParts, dateOfParts, trimmed } from '../components/registration/registration-form';
import { dateOfBirthIssue } from '../components/registration/registration-validation';
import { useMyChangeRequests, useMyRecord, useSubmitChangeRequest } from '../hooks/use-my-record';
import { usePatientText } from '../hooks/use-patients';

/** The details a patient may ask to change (spec 000 §4), as the form holds them. */
interface ChangeValues {
  designation: string | null;
  fullName: string;
  gender: string | null;
  dateOfBirth: DateParts;
  email: string;
  alternateEmail: string;
  alternateMobile: string;
  area: string;
  city: string;
  state: string;
  pincode: string;
}

const isGender = (value: string | null): value is Gender => genders.some((gender) => gender === value);
const isDesignation = (value: string | null): value is NonNullable<SubmitChangeRequest['designation']> =>
  designations.some((designation) => designation === value);
const partsOf = (date: string | null): DateParts => {
  const [year = '', month = '', day = ''] = date?.split('-') ?? [];
  return { day, month, year };
};
/** A calendar date of the record (`YYYY-MM-DD`) as the product writes dates, DD-MM-YYYY (spec 000 §9). */
const calendarDate = (date: string | null | undefined) => (date ? dayjs(date).format(defaultDateFormat) : null);

const valuesOf = (patient: Patient): ChangeValues => ({
  designation: patient.designation,
  fullName: patient.fullName,
  gender: patient.gender,
  dateOfBirth: partsOf(patient.dateOfBirth),
  email: patient.email ?? '',
  alternateEmail: patient.alternateEmail ?? '',
  alternateMobile: patient.alternateMobile ?? '',
  area: patient.area ?? '',
  city: patient.city ?? '',
  state: patient.state ?? '',
  pincode: patient.pincode ?? '',
});

/** Every field as the patient left it: the server keeps only those that differ from the record. */
const toRequest = (values: ChangeValues): SubmitChangeRequest => ({
  designation: isDesignation(values.designation) ? values.designation : null,
  fullName: values.fullName.trim(),
  gender: isGender(values.gender) ? values.gender : undefined,
  dateOfBirth: dateOfParts(values.dateOfBirth),
  email: trimmed(values.email),
  alternateEmail: trimmed(values.alternateEmail),
  alternateMobile: trimmed(values.alternateMobile),
  area: trimmed(values.area),
  city: trimmed(values.city),
  state: trimmed(values.state),
  pincode: trimmed(values.pincode),
});

/**
 * How one field's value reads: the gender in the user's language, a date as DD-MM-YYYY, and
 * `empty` for none (a dash for the record, '(removed)' for a value asked to be cleared).
 */
function useChangeValueText() {
  const text = usePatientText();
  return (field: PatientChangeField, value: string | null | undefined, empty: string) => {
    if (value === null || value === undefined || value === '') return empty;
    if (field === 'gender') return text.gender(value);
    if (field === 'dateOfBirth') return calendarDate(value);
    return value;
  };
}

/** A request the lab has not decided yet: each field with the record's value and the one asked for. */
function WaitingRequest({ request }: { request: PatientChangeRequest }) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const valueText = useChangeValueText();
  const fields = patientChangeFields.filter((field) => request.requested[field] !== undefined);
  return (
    <Stack gap="xs">
      <Text size="sm">
        {t('patients.myDetails.waitingSince', { date: formatLabDateTime(request.createdAt, timeZone) })}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table withTableBorder verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('patients.changeRequests.field')}</Table.Th>
              <Table.Th>{t('patients.changeRequests.current')}</Table.Th>
              <Table.Th>{t('patients.changeRequests.requested')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field) => (
              <Table.Tr key={field}>
                <Table.Td>{t(`patients.fields.${field}`)}</Table.Td>
                <Table.Td dir="auto">{valueText(field, request.current[field], '-')}</Table.Td>
                <Table.Td dir="auto" fw={600}>
                  {valueText(field, request.requested[field], t('patients.myDetails.cleared'))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** The requests still waiting for the lab, shown above the details they would change. */
function WaitingRequests() {
  const { t } = useTranslation();
  const query = useMyChangeRequests();
  const requests = query.data?.items ?? [];
  if (requests.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconHourglassHigh size={18} />}
      title={t('patients.myDetails.waiting')}
      role="status"
    >
      <Stack gap="md">
        {requests.map((request) => (
          <WaitingRequest key={request.id} request={request} />
        ))}
      </Stack>
    </Alert>
  );
}

/** The record as the lab keeps it, read-only. */
function MyRecordFacts({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  const text = usePatientText();
  return (
    <RecordSection title={t('patients.myDetails.current')}>
      <RecordFacts
        facts={[
          [t('patients.myDetails.patientId'), patient.labPatientId],
          [t('patients.myDetails.name'), text.name(patient)],
          [t('patients.fields.gender'), text.gender(patient.gender)],
          [t('patients.fields.dateOfBirth'), calendarDate(patient.dateOfBirth)],
          [t('patients.fields.age'), text.age(patient.age, patient.ageUnit)],
          [t('patients.fields.mobile'), text.phone(patient.countryCode, patient.mobile)],
          [t('patients.fields.alternateMobile'), text.phone(patient.countryCode, patient.alternateMobile)],
          [t('patients.fields.email'), patient.email],
          [t('patients.fields.alternateEmail'), patient.alternateEmail],
          [t('patients.fields.area'), patient.area],
          [t('patients.fields.city'), patient.city],
          [t('patients.fields.state'), patient.state],
          [t('patients.fields.pincode'), patient.pincode],
        ]}
      />
    </RecordSection>
  );
}

/** spec 000 §4 'Patient info change request': the patient's new values, sent for the lab to decide. */
function ChangeRequestForm({ patient }: { patient: Patient }) {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const text = usePatientText();
  const titleId = useId();
  const submitRequest = useSubmitChangeRequest();
  const today = toDay(new Date(), session.timeZone);
  const form = useForm<ChangeValues>({
    initialValues: valuesOf(patient),
    // The server's own rules (changeRequestIssues), and the date of birth's boxes as the update form checks them.
    validate: (values) => {
      const asked = { ...toRequest(values), dateOfBirth: undefined };
      const issues: Array<[string, MessageKey | null]> = changeRequestIssues(asked, {
        today,
        isoCode: patient.isoCode ?? session.countryIsoCode,
      }).map((issue) => [issue.field, issue.messageKey]);
      issues.push(['dateOfBirth', dateOfBirthIssue(values.dateOfBirth, today)]);
      return Object.fromEntries(
        issues.flatMap(([field, messageKey]) => (messageKey ? [[field, localiseMessage(messageKey)]] : [])),
      );
    },
  });

  const submit = form.onSubmit((values) =>
    submitRequest.mutate(
      { patientId: patient.id, body: toRequest(values) },
      {
        onSuccess: () => {
          showSuccess(t('patients.myDetails.sent'));
          form.setValues(valuesOf(patient));
          form.resetDirty();
        },
        // Field issues land under their inputs; 'There is nothing to update.' and the like are a toast.
        onError: (error) => applyApiError(form, error),
      },
    ),
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={4} fz="md" id={titleId}>
              {t('patients.myDetails.ask')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('patients.myDetails.askHint')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('patients.fields.designation')}
              data={[...designations]}
              clearable
              {...form.getInputProps('designation')}
            />
            <TextInput
              label={t('patients.fields.fullName')}
              required
              dir="auto"
              maxLength={200}
              {...form.getInputProps('fullName')}
            />
            <Select
              label={t('patients.fields.gender')}
              required
              data={genders.map((gender) => ({ value: gender, label: text.genderLabels[gender] }))}
              allowDeselect={false}
              {...form.getInputProps('gender')}
            />
            <DateOfBirthInput
              value={form.values.dateOfBirth}
              onChange={(parts) => {
                form.setFieldValue('dateOfBirth', parts);
                form.clearFieldError('dateOfBirth');
              }}
              onBlur={() => form.validateField('dateOfBirth')}
              error={form.errors.dateOfBirth}
            />
            <TextInput
              label={t('patients.fields.email')}
              type="email"
              maxLength={254}
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('patients.fields.alternateEmail')}
              type="email"
              maxLength={254}
              {...form.getInputProps('alternateEmail')}
            />
            <TextInput
              label={t('patients.fields.alternateMobile')}
              type="tel"
              dir="ltr"
              maxLength={20}
              {...form.getInputProps('alternateMobile')}
            />
            <TextInput label={t('patients.fields.area')} dir="auto" maxLength={120} {...form.getInputProps('area')} />
            <TextInput label={t('patients.fields.city')} dir="auto" maxLength={120} {...form.getInputProps('city')} />
            <TextInput label={t('patients.fields.state')} dir="auto" maxLength={120} {...form.getInputProps('state')} />
            <TextInput
              label={t('patients.fields.pincode')}
              dir="ltr"
              maxLength={12}
              {...form.getInputProps('pincode')}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('patients.myDetails.mobileNote')}
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={submitRequest.isPending}>
              {t('patients.myDetails.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** 'My details': a patient's own record and their requests to change it (spec 000 §4). */
export function MyDetailsPage() {
  const { t } = useTranslation();
  const query = useMyRecord();

  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton h={40} w="40%" />
        <Skeleton h={240} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        variant="failedToLoad"
        title={t('messages.patientInfoFetchFailed')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const patient = query.data;
  return (
    <Stack gap="md">
      <PageHeader title={t('patients.myDetails.title')} description={t('patients.myDetails.description')} />
      <WaitingRequests />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <MyRecordFacts patient={patient} />
        {/* Keyed by the version, so that a record the lab changed starts the form from its new values. */}
        <ChangeRequestForm key={patient.version} patient={patient} />
      </SimpleGrid>
    </Stack>
  );
}
