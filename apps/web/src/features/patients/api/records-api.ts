import {
  ConditionList,
  type CreateInsurance,
  GuarantorList,
  healthRegistryCalls,
  Insurance,
  InsuranceList,
  lookupLimit,
  OrganisationLookup,
  PatientGuarantorList,
  PatientInsurances,
  ReferralDoctorLookup,
} from '@lims/contract';
import { api } from '../../../app/api-client';

/** The insurance companies the lab bills, for the registration form's insurance rows. */
export const listInsurances = async (signal?: AbortSignal) =>
  (await api.get('/api/v1/insurances', InsuranceList, { signal })).items;

/** spec 000 §7 insurance/create-or-update: a new insurance company of the lab, by name and type. */
export const createInsurance = (body: CreateInsurance) => api.post('/api/v1/insurances', body, Insurance);

export const getPatientInsurances = async (patientId: number, signal?: AbortSignal) =>
  (await api.get(`/api/v1/patients/${patientId}/insurances`, PatientInsurances, { signal })).items;

export const getPatientGuarantors = async (patientId: number, signal?: AbortSignal) =>
  (await api.get(`/api/v1/patients/${patientId}/guarantors`, PatientGuarantorList, { signal })).items;

/** The lab's guarantors by name or contact, to link one again. */
export const searchGuarantors = async (search: string, signal?: AbortSignal) =>
  (await api.get('/api/v1/guarantors', GuarantorList, { query: { search, limit: lookupLimit }, signal })).items;

/** ICD-10 conditions, the common list and the lab's own, by code or words of the name. */
export const searchDiseases = async (search: string, signal?: AbortSignal) =>
  (await api.get('/api/v1/diseases', ConditionList, { query: { search }, signal })).items;

/** Organisations by name, with the rules each sets for its patients' registration. */
export const lookupOrganisations = async (q: string, signal?: AbortSignal) =>
  (await api.get('/api/v1/organisations/lookup', OrganisationLookup, { query: { q }, signal })).items;

export const lookupReferralDoctors = async (q: string, signal?: AbortSignal) =>
  (await api.get('/api/v1/doctors/referral-lookup', ReferralDoctorLookup, { query: { q }, signal })).items;

/** spec 000 §7 hip/search/fetch_auth_modes/: the ways a health id can be confirmed. */
export const fetchHealthIdAuthModes = (healthId: string) =>
  api.post('/api/v1/health-registry/fetchAuthModes', { healthId }, healthRegistryCalls.fetchAuthModes.answer);
