import {
  type ChangeReportFormat,
  type DoctorSignReport,
  type MarkReportDone,
  type MarkReportException,
  PasskeyCheckResult,
  ReportEntry,
  ReportSaved,
  ReportsOutcome,
  type ReportVersion,
  type SaveReportValues,
  SigningDoctorOptions,
  type SignReport,
  type SubmitReports,
} from '@lims/contract';
import { api } from '../../../../app/api-client';

/**
 * Who is at the panel: a lab user reads and writes under `/reports`, a signing doctor in their
 * own login under `/doctor/reports` (spec 001 §7 doctorGetLabReport, testEntryByDoctor).
 */
export type EntryLogin = 'lab' | 'doctor';

const reportPath = (login: EntryLogin, id: number) =>
  login === 'doctor' ? `/api/v1/doctor/reports/${id}` : `/api/v1/reports/${id}`;

export const getReport = (login: EntryLogin, id: number, signal?: AbortSignal) =>
  api.get(reportPath(login, id), ReportEntry, { signal });

/** spec 001 §7 'Save values': saveFlag 0 saves, 1 saves and signs. */
export const saveReportValues = (login: EntryLogin, id: number, body: SaveReportValues) =>
  api.put(`${reportPath(login, id)}/values`, body, ReportSaved);

/** spec 001 §4 'Report format change'. */
export const changeReportFormat = (id: number, body: ChangeReportFormat) =>
  api.put(`/api/v1/reports/${id}/format`, body, ReportEntry);

export const acknowledgeCritical = (id: number, body: ReportVersion) =>
  api.post(`/api/v1/reports/${id}/critical-acknowledgement`, body, ReportEntry);

/** spec 001 §5 Signing: the report department's doctors, its default first. */
export const getSigningDoctors = (id: number, signal?: AbortSignal) =>
  api.get(`/api/v1/reports/${id}/signing-doctors`, SigningDoctorOptions, { signal });

export const checkPasskey = (doctorId: number, passkey: string, signal?: AbortSignal) =>
  api.post(`/api/v1/doctors/${doctorId}/passkey-check`, { passkey }, PasskeyCheckResult, { signal });

/** spec 001 §7 signLabReportDoctor (syncReport: `submit`). */
export const signReport = (id: number, body: SignReport) =>
  api.post(`/api/v1/reports/${id}/signatures`, body, ReportEntry);

/** spec 001 §7 removeLabReportSignDoctor; the report is read again after it. */
export const removeSignatures = (id: number, version: number) =>
  api.command(`/api/v1/reports/${id}/signatures`, 'DELETE', undefined, { query: { version } });

export const doctorSignReport = (id: number, body: DoctorSignReport) =>
  api.post(`/api/v1/doctor/reports/${id}/sign`, body, ReportEntry);

/** spec 001 §7 disapproveReport. */
export const doctorDisapproveReport = (id: number, body: ReportVersion) =>
  api.post(`/api/v1/doctor/reports/${id}/disapprove`, body, ReportEntry);

/** spec 001 §4 'increment a review counter'. */
export const doctorReviewReport = (id: number, body: ReportVersion) =>
  api.post(`/api/v1/doctor/reports/${id}/review`, body, ReportEntry);

/** spec 001 §7 ResolutionExceptionComments. */
export const markReportException = (id: number, body: MarkReportException) =>
  api.post(`/api/v1/reports/${id}/exception`, body, ReportEntry);

/** spec 002 §8 Mark done. */
export const markReportDone = (id: number, body: MarkReportDone) =>
  api.post(`/api/v1/reports/${id}/mark-done`, body, ReportEntry);

export const submitReports = (body: SubmitReports) => api.post('/api/v1/reports/submit', body, ReportsOutcome);
