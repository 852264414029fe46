import type { PatientSummary, SearchHit } from '@lims/contract';
import { Combobox, Loader, Stack, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/session/access';
import { useCurrentSession } from '../../../app/session/session-context';
import { formatLabDate, UserText } from '../../../ui';
import { SampleTrackingModal } from '../../samples/tracking';
import { usePatientText } from '../hooks/use-patients';
import { type SearchVariant, usePatientSearch } from '../hooks/use-search';
import { detailLine } from './registration/detail-line';
import { TypeAheadEmpty } from './registration/LookupSelect';

interface PatientSearchProps {
  onSelect: (patient: PatientSummary) => void;
  /** The search variant of spec 000 §7 (is_multi_center_search, is_national_id_search, is_common_search). */
  variant?: SearchVariant;
  placeholder?: string;
  /**
   * Opens a bill (the Bills and Orders groups of the common variant). Given only to a user who
   * may see bills; the page that shows the box knows the billing area's paths, this area does not.
   */
  onOpenBill?: (billId: number) => void;
}

type PatientGroup = 'patients' | 'nationalId';
type BillGroup = 'bills' | 'orders';
type SampleGroup = 'samples';

/** Option values name their group: one patient may be found both by name and by national id. */
const optionValue = (group: PatientGroup | BillGroup | SampleGroup, id: number) => `${group}:${id}`;

/** What choosing an option does. */
type Choice = { patient: PatientSummary } | { billId: number } | { sampleId: number };

function PatientOption({ patient }: { patient: PatientSummary }) {
  const text = usePatientText();
  const details = detailLine([
    patient.labPatientId,
    text.ageAndGender(patient),
    text.phone(patient.countryCode, patient.mobile),
  ]);
  return (
    <Stack gap={0} miw={0}>
      <UserText size="sm" fw={500} truncate>
        {text.name(patient)}
      </UserText>
      <UserText size="xs" c="dimmed" truncate>
        {details}
      </UserText>
    </Stack>
  );
}

/** A bill hit: its number, then the patient and the bill's date. */
function BillOption({ hit }: { hit: SearchHit }) {
  const { timeZone } = useCurrentSession();
  return <HitLines label={hit.label} details={[hit.patientName, formatLabDate(hit.createdAt, timeZone)]} />;
}

/** An order hit: the order number, then its bill and the patient. */
function OrderOption({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  const bill = hit.billLabel && t('patients.search.bill', { number: hit.billLabel });
  return <HitLines label={hit.label} details={[bill, hit.patientName]} />;
}

/** A sample hit: the id that matched (automatic, manual or accession), then its bill and the patient. */
function SampleOption({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  const bill = hit.billLabel && t('patients.search.bill', { number: hit.billLabel });
  return <HitLines label={hit.label} details={[bill, hit.patientName]} />;
}

function HitLines({ label, details }: { label: string; details: (string | null | false)[] }) {
  return (
    <Stack gap={0} miw={0}>
      <UserText size="sm" fw={500} ff="monospace" truncate>
        {label}
      </UserText>
      <UserText size="xs" c="dimmed" truncate>
        {detailLine(details)}
      </UserText>
    </Stack>
  );
}

/**
 * The one patient search box (spec 000 §2 'Patient search groups'): patients by name, id or
 * mobile, and by national id, each group with the patient's name, id, age and gender and
 * mobile; with `onOpenBill`, bills by number (with the patient and the date) and orders by
 * order number (with the bill and the patient); for a user who may see samples, samples by
 * automatic, manual or accession id (with the bill and the patient), each opening the sample's
 * tracking. Asked 200 ms after the last key (spec 000 §9);
 * arrows and Enter choose.
 */
export function PatientSearch({ onSelect, variant = 'default', placeholder, onOpenBill }: PatientSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const search = usePatientSearch(text, variant, combobox.dropdownOpened);
  const label = placeholder ?? t('patients.search.placeholder');
  const seesSamples = useCan()('samples.view');
  const [trackedSampleId, setTrackedSampleId] = useState<number | null>(null);

  const patientGroup = (key: PatientGroup, items: PatientSummary[] = []) =>
    items.map((patient) => ({
      value: optionValue(key, patient.id),
      choice: { patient },
      content: <PatientOption patient={patient} />,
    }));
  const billGroup = (key: BillGroup, items: SearchHit[] = []) =>
    onOpenBill
      ? items.map((hit) => ({
          value: optionValue(key, hit.id),
          choice: { billId: hit.id },
          content: key === 'bills' ? <BillOption hit={hit} /> : <OrderOption hit={hit} />,
        }))
      : [];
  const sampleGroup = (items: SearchHit[] = []) =>
    seesSamples
      ? items.map((hit) => ({
          value: optionValue('samples', hit.id),
          choice: { sampleId: hit.id },
          content: <SampleOption hit={hit} />,
        }))
      : [];
  const groups: { key: string; label: string; options: { value: string; choice: Choice; content: ReactNode }[] }[] = [
    {
      key: 'patients',
      label: t('patients.search.groups.patients'),
      options: patientGroup('patients', search.data?.patients),
    },
    {
      key: 'nationalId',
      label: t('patients.search.groups.nationalId'),
      options: patientGroup('nationalId', search.data?.nationalId),
    },
    { key: 'samples', label: t('patients.search.groups.samples'), options: sampleGroup(search.data?.samples) },
    { key: 'bills', label: t('patients.search.groups.bills'), options: billGroup('bills', search.data?.bills) },
    { key: 'orders', label: t('patients.search.groups.orders'), options: billGroup('orders', search.data?.orders) },
  ].filter((group) => group.options.length > 0);
  const byValue = new Map(groups.flatMap((group) => group.options.map((option) => [option.value, option.choice])));

  const choose = (value: string) => {
    const choice = byValue.get(value);
    if (!choice) return;
    if ('patient' in choice) onSelect(choice.patient);
    else if ('sampleId' in choice) setTrackedSampleId(choice.sampleId);
    else onOpenBill?.(choice.billId);
    setText('');
    combobox.closeDropdown();
  };

  return (
    <>
      <Combobox store={combobox} onOptionSubmit={choose} withinPortal>
        <Combobox.Target>
          <TextInput
            type="search"
            value={text}
            placeholder={label}
            aria-label={label}
            autoComplete="off"
            leftSection={<IconSearch size={16} stroke={1.5} />}
            rightSection={search.searching ? <Loader size={14} /> : null}
            onChange={(event) => {
              setText(event.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onClick={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!search.asked}>
          <Combobox.Options mah={360} style={{ overflowY: 'auto' }}>
            {groups.length === 0 ? (
              <TypeAheadEmpty failed={search.isError} searching={search.searching} />
            ) : (
              groups.map((group) => (
                <Combobox.Group key={group.key} label={group.label}>
                  {group.options.map((option) => (
                    <Combobox.Option key={option.value} value={option.value}>
                      {option.content}
                    </Combobox.Option>
                  ))}
                </Combobox.Group>
              ))
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {trackedSampleId !== null && (
        <SampleTrackingModal sampleId={trackedSampleId} opened onClose={() => setTrackedSampleId(null)} />
      )}
    </>
  );
}
