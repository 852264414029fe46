import type {
  AddMedicalHistory,
  ConvertPatientToDirect,
  Patient,
  PatientListQuery,
  PatientSummary,
  SetPatientMedicalHistory,
  UpdatePatient,
  UpdatePatientMobile,
} from '@lims/contract';
import type { AgeUnit, Gender, InsuranceType, MessageKey, Relation } from '@lims/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, isApiError } from '../../../app/api-client';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { i18n } from '../../../app/i18n/i18n';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { useRealtimeChannel } from '../../../app/realtime/use-realtime-channel';
import { isRecord } from '../../../app/schema';
import { showError, showPermissionError, showSuccess, useServerList } from '../../../ui';
import {
  addMedicalHistoryItem,
  convertPatientToDirect,
  getMedicalHistoryLists,
  getPatient,
  listPatients,
  setPatientMedicalHistory,
  updatePatient,
  updatePatientMobile,
  verifyPassword,
} from '../api/patients-api';
import { useRelationOptions } from '../components/registration/relation-options';
import { patientKeys } from './patient-keys';

export type PatientSortKey = NonNullable<PatientListQuery['sort']>;

/** The list's own filters: registered between two of the lab's calendar days, by organisation, by referral. */
export type PatientFilters = Pick<
  PatientListQuery,
  'registeredFrom' | 'registeredTo' | 'organisationId' | 'referralDoctorId'
>;

/** Patients: searched, sorted, filtered and paged by the server, newest registrations first. */
export function usePatientList() {
  return useServerList<PatientSummary, PatientSortKey, PatientFilters>({
    queryKey: patientKeys.lists(),
    fetchPage: (query, signal) => listPatients(query, signal),
    defaultSort: { key: 'createdAt', direction: 'desc' },
    initialFilters: {},
  });
}

/**
 * The lab's 'registration' channel says a patient was registered or their record changed
 * somewhere in the lab (spec 000 §7 Real-time, contract `RegistrationPayload`): the list is read
 * again, and a patient's page when the patient is theirs.
 */
export function useRefreshOnRegistration(queryKey: readonly unknown[], patientId?: number) {
  const queryClient = useQueryClient();
  useRealtimeChannel('registration', (payload) => {
    if (patientId !== undefined && !(isRecord(payload) && payload.patientId === patientId)) return;
    void queryClient.invalidateQueries({ queryKey });
  });
}

export function usePatient(id: number) {
  return useQuery({ queryKey: patientKeys.detail(id), queryFn: ({ signal }) => getPatient(id, signal) });
}

/** Someone else changed the patient since it was read (409 'staleRecord'). */
export const isStale = (error: unknown): error is ApiError => isApiError(error) && error.code === 'stale';

/**
 * A patient dialog restarts from the patient as read anew after a stale save, and says why
 * (the departments' and lab users' dialogs do the same).
 */
export function useStaleRestart() {
  const [notice, setNotice] = useState<string | null>(null);
  // Counts stale saves: the form is keyed by it, so each starts from the newest values.
  const [attempt, setAttempt] = useState(0);
  return {
    notice,
    attempt,
    restart: (message: string) => {
      setNotice(message);
      setAttempt((count) => count + 1);
    },
    clear: () => setNotice(null),
  };
}

interface ChangeFailureOptions {
  form: Parameters<typeof applyApiError>[0];
  onStale: (message: string) => void;
  /** What a refused user reads (spec 000 §8 'code 4'), whatever key the server chose. */
  refusal: MessageKey;
}

/**
 * How the patient dialogs answer a refused change: a stale version restarts the form, a
 * refusal shows the spec's permission text, invalid fields land on their inputs, and a server
 * failure says 'Oops, some error occurred at server.' (spec 000 §8 Patient update).
 */
export function showPatientChangeFailure(error: unknown, { form, onStale, refusal }: ChangeFailureOptions) {
  if (isStale(error)) onStale(localiseMessage(error.messageKey, error.params));
  else if (isApiError(error) && error.code === 'forbidden') showPermissionError(localiseMessage(refusal));
  else if (isApiError(error) && error.status > 0 && error.status < 500) applyApiError(form, error);
  else showError(i18n.t('messages.serverErrorOccurred'));
}

/** What every patient dialog does with its answer: the success toast and close, or the failure above. */
export const patientChangeOutcome = ({
  success,
  onDone,
  ...failure
}: ChangeFailureOptions & { success: string; onDone: () => void }) => ({
  onSuccess: () => {
    showSuccess(success);
    onDone();
  },
  onError: (error: unknown) => showPatientChangeFailure(error, failure),
});

/**
 * The answer of a change to the patient's own details (Update Patient Info, the mobile, convert
 * to direct): the spec's success text, or its 'code 4' refusal (spec 000 §8 Patient update).
 */
export const patientUpdateOutcome = (options: Omit<ChangeFailureOptions, 'refusal'> & { onDone: () => void }) =>
  patientChangeOutcome({
    ...options,
    success: i18n.t('messages.patientUpdated'),
    refusal: 'patientUpdateNotPermitted',
  });

/** The patient as the server now holds it, for the page, and the lists that show them. */
const afterChange = async (queryClient: QueryClient, patient: Patient) => {
  queryClient.setQueryData(patientKeys.detail(patient.id), patient);
  await queryClient.invalidateQueries({ queryKey: patientKeys.lists() });
};

/**
 * A patient change sends the `version` it was made from. On a stale one the patient is read
 * again, so the dialog the caller restarts starts from the other person's change.
 */
function usePatientMutation<Body>(change: (id: number, body: Body) => Promise<Patient>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body }) => change(id, body),
    onSuccess: (patient) => afterChange(queryClient, patient),
    onError: async (error, { id }) => {
      if (isStale(error)) await queryClient.invalidateQueries({ queryKey: patientKeys.detail(id) });
    },
  });
}

export const useUpdatePatient = () => usePatientMutation((id, body: UpdatePatient) => updatePatient(id, body));

export const useUpdatePatientMobile = () =>
  usePatientMutation((id, body: UpdatePatientMobile) => updatePatientMobile(id, body));

export const useConvertPatientToDirect = () =>
  usePatientMutation((id, body: ConvertPatientToDirect) => convertPatientToDirect(id, body));

export const useSetPatientMedicalHistory = () =>
  usePatientMutation((id, body: SetPatientMedicalHistory) => setPatientMedicalHistory(id, body));

/** The lab's medical histories and allergies, the Edit Medical History dialog's two lists. */
export function useMedicalHistoryLists() {
  return useQuery({
    queryKey: patientKeys.medicalHistoryLists(),
    queryFn: ({ signal }) => getMedicalHistoryLists(signal),
  });
}

export function useAddMedicalHistoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddMedicalHistory) => addMedicalHistoryItem(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.medicalHistoryLists() }),
  });
}

/** spec 000 §9 Debounces: "password check 500 ms". */
export const passwordCheckDebounceMs = 500;

/**
 * spec 000 §4 "Password check on patient edit: null when empty, then true or false after the
 * check", asked 500 ms after the last key. An answer to an older password than the one typed
 * now is dropped; a check that fails to reach the server counts as not verified, and a refusal
 * after too many misses (429) says so in its own words. The password stays in this component's
 * state only, never in the query cache.
 */
export function usePasswordCheck(password: string): {
  verified: boolean | null;
  checking: boolean;
  /** Why a password counts as not verified when it is not simply wrong. */
  refusal: MessageKey | null;
} {
  const [answer, setAnswer] = useState<{ password: string; verified: boolean; refusal: MessageKey | null } | null>(
    null,
  );
  useEffect(() => {
    if (password === '') return;
    let current = true;
    const timer = setTimeout(() => {
      verifyPassword(password).then(
        ({ valid }) => current && setAnswer({ password, verified: valid, refusal: null }),
        (error: unknown) =>
          current &&
          setAnswer({
            password,
            verified: false,
            refusal: isApiError(error) && error.code === 'rate_limited' ? error.messageKey : null,
          }),
      );
    }, passwordCheckDebounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password]);
  if (password === '') return { verified: null, checking: false, refusal: null };
  if (answer?.password !== password) return { verified: null, checking: true, refusal: null };
  return { verified: answer.verified, checking: false, refusal: answer.refusal };
}

const isGender = (value: string | null): value is Gender => value === 'Male' || value === 'Female' || value === 'Other';
const isAgeUnit = (value: string | null): value is AgeUnit =>
  value === 'Years' || value === 'Months' || value === 'Days';

/** How the patients area writes a patient's name, phone, age and gender, in the user's language. */
export function usePatientText() {
  const { t } = useTranslation();
  const genderLabels: Record<Gender, string> = {
    Male: t('patients.page.gender.Male'),
    Female: t('patients.page.gender.Female'),
    Other: t('patients.page.gender.Other'),
  };
  const ageUnitLabels: Record<AgeUnit, string> = {
    Years: t('patients.page.ageUnit.Years'),
    Months: t('patients.page.ageUnit.Months'),
    Days: t('patients.page.ageUnit.Days'),
  };
  // Medicare and Medicaid are the names of United States programmes, the same in every language.
  const insuranceTypeLabels: Record<InsuranceType, string> = {
    Commercial: t('patients.insurances.types.Commercial'),
    Medicare: 'Medicare',
    Medicaid: 'Medicaid',
    Other: t('patients.insurances.types.Other'),
  };
  // The registration form's words for the relations, so that both say the same.
  const relationLabels = Object.fromEntries(
    useRelationOptions().map((option) => [option.value, option.label]),
  ) as Record<Relation, string>;

  const gender = (value: string | null) => (isGender(value) ? genderLabels[value] : value);
  const age = (value: number | null, unit: string | null) =>
    value === null ? null : `${value} ${isAgeUnit(unit) ? ageUnitLabels[unit] : (unit ?? '')}`.trim();
  return {
    genderLabels,
    ageUnitLabels,
    insuranceTypeLabels,
    relationLabels,
    gender,
    age,
    /** spec 000 §2 'name with designation': 'Mr. Rahul Sharma'. */
    name: (patient: Pick<PatientSummary, 'designation' | 'fullName'>) =>
      [patient.designation, patient.fullName].filter(Boolean).join(' '),
    /** A number with its dial code, '+91 9876543210'; null without a number. */
    phone: (countryCode: string | null, number: string | null) =>
      number ? (countryCode ? `+${countryCode} ${number}` : number) : null,
    /** '5 Years / Male', either part alone when the other is unknown. */
    ageAndGender: (patient: Pick<PatientSummary, 'age' | 'ageUnit' | 'gender'>) =>
      [age(patient.age, patient.ageUnit), gender(patient.gender)].filter(Boolean).join(' / '),
  };
}
