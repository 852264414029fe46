import { PatientTrends, TrendsSettings } from '@lims/contract';
import { api, withQuery } from '../../../app/api-client';

/** Whose trends: one report's patient, one bill's (review-all) or one patient's (spec 001 §2 'Patient Trends'). */
export type PatientTrendsTarget = { labReportId: number } | { labBillId: number } | { labPatientId: number };

/** spec 001 §9 'Trends frame flag: 1 full, 0 compact'. */
export type TrendsFlag = 0 | 1;

/** spec 001 §2 'Trends report, new window: /v4/fetch-data-for-trends/ with labBillId={id} and flag'. */
export const patientTrendsPath = (target: PatientTrendsTarget, flag: TrendsFlag) =>
  withQuery('/v4/fetch-data-for-trends', { ...target, flag });

/** `GET /api/v1/patient-trends` (contract PatientTrendsQuery). */
export const getPatientTrends = (target: PatientTrendsTarget, flag: TrendsFlag, signal?: AbortSignal) =>
  api.get('/api/v1/patient-trends', PatientTrends, { query: { ...target, flag }, signal });

/** The same trends as a PDF, downloaded by the browser. */
export const patientTrendsPdfUrl = (target: PatientTrendsTarget, flag: TrendsFlag) =>
  withQuery('/api/v1/patient-trends/pdf', { ...target, flag });

export const getTrendsSettings = (signal?: AbortSignal) =>
  api.get('/api/v1/settings/trends', TrendsSettings, { signal });

/** Save Settings: the series the lab hides from every patient's trends. */
export const saveTrendsSettings = (settings: TrendsSettings) => api.command('/api/v1/settings/trends', 'PUT', settings);
