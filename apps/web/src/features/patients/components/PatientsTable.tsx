import type { NamedRef, PatientSummary } from '@lims/contract';
import { Anchor, Badge, Group, Loader, Select, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentSession } from '../../../app/session/session-context';
import { DataTable, type DataTableColumn, formatLabDate, OptionalDateRange, UserText } from '../../../ui';
import { lookupOrganisations, lookupReferralDoctors } from '../api/records-api';
import { patientsPaths } from '../area';
import { patientKeys } from '../hooks/patient-keys';
import { type PatientSortKey, type usePatientList, usePatientText } from '../hooks/use-patients';
import { organisationSearchDebounceMs, referralSearchDebounceMs, useTypeAhead } from '../hooks/use-search';
import { recurringBadge } from './PatientHeaderCard';

interface LookupFilterProps {
  label: string;
  queryKey: readonly unknown[];
  debounceMs: number;
  fetch: (text: string, signal: AbortSignal) => Promise<readonly NamedRef[]>;
  onChange: (id: number | undefined) => void;
}

/**
 * A filter over a server look-up (organisations, referral doctors): typing asks the server
 * after the spec's debounce, nothing is filtered here. Labelled for assistive technology only,
 * so that it lines up with the search box.
 */
function LookupFilter({ label, queryKey, debounceMs, fetch, onChange }: LookupFilterProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<NamedRef | null>(null);
  const lookup = useTypeAhead({ key: queryKey, text: search, debounceMs, enabled: opened, fetch, minLength: 0 });
  const found = lookup.data ?? [];
  const items = chosen && !found.some((item) => item.id === chosen.id) ? [chosen, ...found] : found;
  return (
    <Select
      aria-label={label}
      placeholder={label}
      searchable
      clearable
      data={items.map((item) => ({ value: String(item.id), label: item.name }))}
      value={chosen ? String(chosen.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onChange={(value) => {
        const item = items.find((candidate) => String(candidate.id) === value) ?? null;
        setChosen(item);
        onChange(item?.id);
      }}
      nothingFoundMessage={lookup.searching ? t('patients.search.searching') : t('common.nothingFound')}
      rightSection={lookup.searching ? <Loader size={14} /> : undefined}
      // Side by side on a phone too: two short lists do not need a row each.
      w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', sm: 200 }}
    />
  );
}

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
          <LookupFilter
            label={t('patients.fields.organisation')}
            queryKey={patientKeys.organisationLookup()}
            debounceMs={organisationSearchDebounceMs}
            fetch={lookupOrganisations}
            onChange={(organisationId) => list.setFilters({ ...list.filters, organisationId })}
          />
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
