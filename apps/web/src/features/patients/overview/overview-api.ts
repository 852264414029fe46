import {
  CumulativeReport,
  type MarkPrintDoneRequest,
  MarkPrintDoneResult,
  PatientVisits,
  VisitReports,
} from '@lims/contract';
import { api } from '../../../app/api-client';

const patientBase = (patientId: number) => `/api/v1/patients/${patientId}`;

/** spec 000 §7 getPatientAllReportsVisit: the patient's visit days, newest first. */
export const getPatientVisits = (patientId: number, signal?: AbortSignal) =>
  api.get(`${patientBase(patientId)}/visits`, PatientVisits, { signal });

/** spec 000 §7 fetchPatientBillWiseReports: one visit day's reports and results. */
export const getVisitReports = (patientId: number, day: string, signal?: AbortSignal) =>
  api.get(`${patientBase(patientId)}/visits/${day}/reports`, VisitReports, { signal });

export const getCumulativeReport = (patientId: number, signal?: AbortSignal) =>
  api.get(`${patientBase(patientId)}/cumulative`, CumulativeReport, { signal });

/** The cumulative report's PDF, opened by the browser (a GET with the session cookie). */
export const cumulativePdfPath = (patientId: number, language: string) =>
  `${patientBase(patientId)}/cumulative.pdf?language=${encodeURIComponent(language)}`;

/** 'Mark As Print Done' (spec 000 §2, spec 001 §7 'Marking print done sends the report list'). */
export const markPrintDone = (body: MarkPrintDoneRequest) =>
  api.post('/api/v1/reports/print-done', body, MarkPrintDoneResult);
