import type {
  CreateInsurance,
  DuplicateMatch,
  Insurance,
  OrganisationChoice,
  Patient,
  PatientGuarantor,
  PatientSummary,
  RegisterPatient,
} from '@lims/contract';
import { calendarDateIn, type MessageKey, registrationSettingsOf } from '@lims/domain';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../app/api-client';
import { applyApiError } from '../../../app/forms/apply-api-error';
import { useIssueMessage } from '../../../app/forms/use-issue-message';
import { localiseMessage } from '../../../app/i18n/localise-message';
import { notifyError } from '../../../app/notify-error';
import { useCurrentSession } from '../../../app/session/session-context';
import { searchDebounceMs, showError, showSuccess } from '../../../ui';
import { findDuplicates, getPatient, registerPatient } from '../api/patients-api';
import {
  createInsurance,
  getPatientGuarantors,
  getPatientInsurances,
  listInsurances,
  lookupOrganisations,
  searchDiseases,
} from '../api/records-api';
import { patientsPaths } from '../area';
import {
  emptyRegistrationValues,
  formFieldOf,
  fullNameOf,
  type PatientRecords,
  type RegistrationValues,
  registerBodyOf,
  sentInsuranceRows,
  valuesOfPatient,
} from '../components/registration/registration-form';
import { requiredFieldsOf, validateRegistration } from '../components/registration/registration-validation';
import { patientKeys } from './patient-keys';
import { useTypeAhead } from './use-search';

/** The patient being registered again: their id and the version the form was filled from. */
export interface ExistingPatient {
  id: number;
  version: number;
  labPatientId: string;
  name: string;
  hasMobile: boolean;
}

/** The likely duplicates the user is asked about, and the body that waits for their answer. */
export interface DuplicateQuestion {
  matches: DuplicateMatch[];
  body: RegisterPatient;
}

/** spec 000 §8 Registration: "'Patient with this National identity number is already registered.'" */
const isNationalIdConflict = (error: unknown) =>
  isApiError(error) &&
  (error.messageKey === 'nationalIdRegistered' ||
    error.fields.some(
      (issue) => issue.messageKey === 'nationalIdExists' || issue.messageKey === 'nationalIdRegistered',
    ));

/** A guarantor as pickers show them. */
export const guarantorName = (guarantor: Pick<PatientGuarantor, 'firstName' | 'lastName'>) =>
  [guarantor.firstName, guarantor.lastName].filter(Boolean).join(' ');

/** The organisation of a loaded patient, with the rules it sets; without them when it cannot be read. */
async function organisationChoiceOf(patient: Patient): Promise<OrganisationChoice | null> {
  const reference = patient.organisation;
  if (!reference) return null;
  const withoutRules = { ...reference, mandatoryPatientFields: [], patientContactMandatory: false };
  try {
    const found = await lookupOrganisations(reference.name);
    return found.find((organisation) => organisation.id === reference.id) ?? withoutRules;
  } catch {
    return withoutRules;
  }
}

/**
 * The registration screen's state (spec 000 §4 'Patient registration'): the form, a patient of
 * this lab loaded to register them again, the duplicate check before a new record, the
 * registration itself and its answers.
 */
export function useRegistration() {
  const { t } = useTranslation();
  const session = useCurrentSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const issueMessage = useIssueMessage();
  const settings = registrationSettingsOf(session.registration_general_settings);
  // The lab's calendar day: a date of birth may not be after it.
  const today = calendarDateIn(new Date(), session.timeZone);
  const defaultIsoCode = session.countryIsoCode;

  // After the first submit every field is checked again as the user leaves it.
  const [submitted, setSubmitted] = useState(false);
  const [existing, setExisting] = useState<ExistingPatient | null>(null);
  const [loadingPatient, setLoadingPatient] = useState(false);
  const [duplicates, setDuplicates] = useState<DuplicateQuestion | null>(null);
  const [checkingDuplicates, setCheckingDuplicates] = useState(false);

  const form = useForm<RegistrationValues>({
    initialValues: emptyRegistrationValues(defaultIsoCode),
    validate: (values) => validateRegistration(values, { settings, today, defaultIsoCode }, issueMessage),
    validateInputOnBlur: submitted,
  });

  const register = useMutation({
    mutationFn: (body: RegisterPatient) => registerPatient(body),
    onSuccess: async (patient) => {
      queryClient.setQueryData(patientKeys.detail(patient.id), patient);
      // The lists and the search boxes show the new or changed patient at once.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: patientKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: patientKeys.search() }),
      ]);
    },
  });

  const newPatient = () => {
    setExisting(null);
    setSubmitted(false);
    form.setValues(emptyRegistrationValues(defaultIsoCode));
    form.clearErrors();
  };

  /**
   * spec 000 §4: "Selecting one from the same lab also loads insurance, ... and the guarantor
   * list (the default guarantor is preselected)", each with its own message when it fails.
   */
  const loadPatient = async (patientId: number) => {
    setLoadingPatient(true);
    try {
      let patient: Patient;
      try {
        patient = await queryClient.fetchQuery({
          queryKey: patientKeys.detail(patientId),
          queryFn: ({ signal }) => getPatient(patientId, signal),
          staleTime: 0,
        });
      } catch {
        showError(localiseMessage('userDataFailed'));
        return;
      }
      const [insurances, guarantors, organisation] = await Promise.allSettled([
        getPatientInsurances(patientId),
        getPatientGuarantors(patientId),
        organisationChoiceOf(patient),
      ]);
      if (insurances.status === 'rejected') showError(localiseMessage('insuranceDetailsFailed'));
      if (guarantors.status === 'rejected') showError(localiseMessage('guarantorFailed'));
      const defaultGuarantor =
        guarantors.status === 'fulfilled' ? (guarantors.value.find((guarantor) => guarantor.isDefault) ?? null) : null;
      const records: PatientRecords = {
        insurances: insurances.status === 'fulfilled' ? insurances.value : [],
        guarantor: defaultGuarantor && {
          id: defaultGuarantor.id,
          name: guarantorName(defaultGuarantor),
          relation: defaultGuarantor.relation,
        },
      };
      form.setValues(
        valuesOfPatient(
          patient,
          records,
          organisation.status === 'fulfilled' ? organisation.value : null,
          defaultIsoCode,
        ),
      );
      form.clearErrors();
      setSubmitted(false);
      setExisting({
        id: patient.id,
        version: patient.version,
        labPatientId: patient.labPatientId,
        name: patient.fullName,
        hasMobile: Boolean(patient.mobile),
      });
      showSuccess(localiseMessage('patientDataFetched'));
    } finally {
      setLoadingPatient(false);
    }
  };

  const selectPatient = (patient: PatientSummary) => void loadPatient(patient.id);

  const sentRows = () => sentInsuranceRows(form.getValues());

  const failed = (error: unknown) => {
    if (isNationalIdConflict(error)) {
      form.setFieldError('nationalIdentityNumber', localiseMessage('nationalIdExists'));
      showError(localiseMessage('nationalIdRegistered'));
      return;
    }
    // spec 000 §8: "'Unable to Register/Update Patient.' (empty response)".
    if (!isApiError(error) || (error.messageKey === 'somethingWentWrong' && error.fields.length === 0)) {
      showError(localiseMessage('registerFailed'));
      return;
    }
    if (error.fields.length === 0) notifyError(error);
    else applyApiError(form, error, (field) => formFieldOf(field, sentRows()));
  };

  const send = (body: RegisterPatient) =>
    register.mutate(body, {
      onSuccess: (patient) => {
        setDuplicates(null);
        showSuccess(existing ? t('patients.register.updated') : t('patients.register.registered'));
        void navigate(patientsPaths.patient(patient.id));
      },
      onError: (error) => {
        if (isApiError(error) && error.messageKey === 'possibleDuplicatePatient') {
          void askAboutDuplicates(body, true);
          return;
        }
        setDuplicates(null);
        failed(error);
      },
    });

  /**
   * spec 000 §4 'strict check': before a new record, the likely duplicates are shown and the user
   * chooses one of them or registers a new patient anyway. When the server found matches the
   * list did not (someone registered them meanwhile), its refusal is shown if none turn up.
   */
  const askAboutDuplicates = async (body: RegisterPatient, refusedByServer: boolean) => {
    const values = form.getValues();
    setCheckingDuplicates(true);
    try {
      const { matches } = await findDuplicates({
        fullName: fullNameOf(values, settings.nameFormat),
        ...(body.dateOfBirth ? { dateOfBirth: body.dateOfBirth } : {}),
        ...(body.mobile ? { mobile: body.mobile, isoCode: values.isoCode } : {}),
      });
      if (matches.length > 0) setDuplicates({ matches, body });
      else if (refusedByServer) showError(localiseMessage('possibleDuplicatePatient'));
      else send(body);
    } catch {
      // The server checks again on registering, and refuses a duplicate the list missed.
      if (refusedByServer) showError(localiseMessage('possibleDuplicatePatient'));
      else send(body);
    } finally {
      setCheckingDuplicates(false);
    }
  };

  const submit = form.onSubmit((values) => {
    const body = registerBodyOf(values, settings.nameFormat, existing);
    if (existing) send(body);
    else void askAboutDuplicates(body, false);
  });

  return {
    form,
    settings,
    today,
    existing,
    loadingPatient,
    submitting: register.isPending || checkingDuplicates,
    required: requiredFieldsOf(form.values, settings),
    submitted,
    submit: (event?: FormEvent<HTMLFormElement>) => {
      setSubmitted(true);
      submit(event);
    },
    selectPatient,
    newPatient,
    duplicates,
    closeDuplicates: () => setDuplicates(null),
    /** "Use this patient": the match is loaded instead of registering a new record. */
    chooseDuplicate: (match: DuplicateMatch) => {
      setDuplicates(null);
      void loadPatient(match.id);
    },
    /** "Register as new patient": the same body, with the user's word that it is someone else. */
    registerAsNew: () => {
      if (duplicates) send({ ...duplicates.body, confirmedNotDuplicate: true });
    },
  };
}

/** The insurances the lab offers, for the rows' pickers; 'Error while getting the insurance data' on failure. */
export function useInsuranceChoices() {
  const query = useQuery({ queryKey: patientKeys.insuranceChoices(), queryFn: ({ signal }) => listInsurances(signal) });
  useFailureMessage(query.isError, 'insuranceDataFailed');
  return query;
}

/**
 * Adds an insurance company (spec 000 §7 insurance/create-or-update): the rows' pickers offer it
 * at once, and read the list again for what others added meanwhile.
 */
export function useCreateInsurance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInsurance) => createInsurance(body),
    onSuccess: async (insurance) => {
      queryClient.setQueryData<Insurance[]>(patientKeys.insuranceChoices(), (list) => [...(list ?? []), insurance]);
      await queryClient.invalidateQueries({ queryKey: patientKeys.insuranceChoices() });
    },
  });
}

/**
 * ICD-10 conditions matching what is typed, asked as a search box is (spec 000 §9 "search boxes
 * 200 ms"); opening the picker lists the first of them. 'Unable to get ICD code list' on failure.
 */
export function useDiseaseSearch(text: string, enabled: boolean) {
  const search = useTypeAhead({
    key: patientKeys.diseases(),
    text,
    debounceMs: searchDebounceMs,
    enabled,
    fetch: (search, signal) => searchDiseases(search, signal),
    minLength: 0,
  });
  useFailureMessage(search.isError, 'icdCodeListFailed');
  return search;
}

/** Shows a lookup's failure once, as it happens, in the spec's words. */
export function useFailureMessage(failed: boolean, messageKey: MessageKey) {
  useEffect(() => {
    if (failed) showError(localiseMessage(messageKey));
  }, [failed, messageKey]);
}
