import {
  type AddMedicalHistory,
  type ConvertPatientToDirect,
  DuplicateMatches,
  type DuplicateQuery,
  MedicalHistoryLists,
  NamedRef,
  PasswordVerified,
  Patient,
  PatientList,
  type PatientListQuery,
  type RegisterPatient,
  type SearchQuery,
  SearchResult,
  type SetPatientMedicalHistory,
  type UpdatePatient,
  type UpdatePatientMobile,
} from '@lims/contract';
import { api } from '../../../app/api-client';

const base = '/api/v1/patients';

export const listPatients = (query: PatientListQuery, signal?: AbortSignal) =>
  api.get(base, PatientList, { query, signal });

export const getPatient = (id: number, signal?: AbortSignal) => api.get(`${base}/${id}`, Patient, { signal });

export const registerPatient = (body: RegisterPatient) => api.post(base, body, Patient);

export const findDuplicates = (query: DuplicateQuery, signal?: AbortSignal) =>
  api.get(`${base}/duplicates`, DuplicateMatches, { query, signal });

export const updatePatient = (id: number, body: UpdatePatient) => api.patch(`${base}/${id}`, body, Patient);

export const updatePatientMobile = (id: number, body: UpdatePatientMobile) =>
  api.put(`${base}/${id}/mobile`, body, Patient);

export const convertPatientToDirect = (id: number, body: ConvertPatientToDirect) =>
  api.post(`${base}/${id}/convert-to-direct`, body, Patient);

export const verifyPassword = (password: string) =>
  api.post('/api/v1/session/verify-password', { password }, PasswordVerified);

export const getMedicalHistoryLists = (signal?: AbortSignal) =>
  api.get('/api/v1/medical-history-items', MedicalHistoryLists, { signal });

export const addMedicalHistoryItem = (body: AddMedicalHistory) =>
  api.post('/api/v1/medical-history-items', body, NamedRef);

export const setPatientMedicalHistory = (id: number, body: SetPatientMedicalHistory) =>
  api.put(`${base}/${id}/medical-history`, body, Patient);

export const searchEverything = (query: SearchQuery, signal?: AbortSignal) =>
  api.get('/api/v1/search', SearchResult, { query, signal });
