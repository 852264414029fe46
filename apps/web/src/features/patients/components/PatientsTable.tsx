import type { PatientSummary } from '@lims/contract';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentSession } from '../../../app/session/session-context';
import { DataTable, type DataTableColumn, formatLabDate, OptionalDateRange, UserText } from '../../../ui';
import { lookupReferralDoctors } from '../api/records-api';
import { patientsPaths } from '../area';
import { patientKeys } from '../hooks/patient-keys';
import { type PatientSortKey, type usePatientList, usePatientText } from '../hooks/use-patients';
import { referralSearchDebounceMs } from '../hooks/use-search';
import { LookupFilter } from './LookupFilter';
import { OrganisationFilter } from './OrganisationFilter';
import { recurringBadge } from './PatientHeaderCard';

interface PatientsTableProps {
  list: ReturnType<typeof usePatientList>;
  empty: ReactNode;
}

/** spec 000 §2 patients: searched, sorted, filtered and paged by the server; a name opens the patient. */
export function PatientsTable({ list, empty }: PatientsTableProps) {
  const { t } = useTranslation();
  const { timeZone } = useCurrentSession();
  const text = usePatientText();
  const columns: DataTableColumn<PatientSummary, PatientSortKey>[] = [
    {
      key: 'fullName',
      header: t('patients.card.label'),
      sortKey: 'fullName',
      cell: (patient) => (
        <Group gap={6} wrap="nowrap" miw={0}>
          <Anchor component={Link} to={patientsPaths.patient(patient.id)} fw={500} miw={0}>
            <UserText inherit truncate="end">
              {text.name(patient)}
            </UserText>
          </Anchor>
          {patient.recurring && (
            <Badge size="xs" color="grape" variant="filled" radius="sm" aria-label={t('patients.card.recurring')}>
              {recurringBadge}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'labPatientId',
      header: t('patients.list.patientId'),
      sortKey: 'labPatientId',
      width: 130,
      cell: (patient) => (
        <Text size="sm" ff="monospace">
          {patient.labPatientId}
        </Text>
      ),
    },
    {
      key: 'ageGender',
      header: t('patients.list.ageGender'),
      width: 170,
      cell: (patient) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {text.ageAndGender(patient) || '-'}
        </Text>
      ),
    },
    {
      key: 'mobile',
      header: t('patients.fields.mobile'),
      width: 160,
      cell: (patient) => (
        <Text size="sm" dir="ltr">
          {text.phone(patient.countryCode, patient.mobile) ?? '-'}
        </Text>
      ),
    },
    {
      key: 'organisation',
      header: t('patients.fields.organisation'),
      cell: (patient) => (
        <UserText size="sm" lineClamp={2}>
          {patient.organisation?.name ?? '-'}
        </UserText>
      ),
    },
    {
      key: 'referral',
      header: t('patients.list.referral'),
      cell: (patient) => (
        <UserText size="sm" lineClamp={2}>
          {patient.referralDoctor?.name ?? '-'}
        </UserText>
      ),
    },
    {
      key: 'createdAt',
      header: t('patients.list.registered'),
      sortKey: 'createdAt',
      width: 130,
      cell: (patient) => (
        <Text size="sm" c="dimmed">
          {formatLabDate(patient.createdAt, timeZone)}
        </Text>
      ),
    },
  ];

  return (
    <DataTable
      label={t('nav.patients')}
      list={list}
      columns={columns}
      rowKey={(patient) => patient.id}
      searchPlaceholder={t('patients.list.search')}
      filters={
        <>
          <OptionalDateRange
            anyLabel={t('patients.list.anyRegistrationDate')}
            clearLabel={t('patients.list.clearRegistrationDate')}
            startPreset="last30Days"
            timeZone={timeZone}
            onChange={(days) =>
              list.setFilters({ ...list.filters, registeredFrom: days?.from, registeredTo: days?.to })
            }
          />
          <OrganisationFilter onChange={(organisationId) => list.setFilters({ ...list.filters, organisationId })} />
          <LookupFilter
            label={t('patients.list.referral')}
            queryKey={patientKeys.referralLookup()}
            debounceMs={referralSearchDebounceMs}
            fetch={lookupReferralDoctors}
            onChange={(referralDoctorId) => list.setFilters({ ...list.filters, referralDoctorId })}
          />
        </>
      }
      empty={empty}
      minWidth={980}
    />
  );
}
