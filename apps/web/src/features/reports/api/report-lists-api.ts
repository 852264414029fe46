import {
  type CommentReports,
  type DoctorWaitingQuery,
  type ListQuery,
  PatientReportsList,
  ReportList,
  type ReportListQuery,
  ReportsOutcome,
  type SubmitReports,
} from '@lims/contract';
import { api } from '../../../app/api-client';

export type ReportSortKey = NonNullable<ReportListQuery['sort']>;
/** A page of a list; without a direction the server's order (newest first) holds. */
type ListCall = Omit<ListQuery<ReportSortKey>, 'direction'> & Partial<Pick<ListQuery<ReportSortKey>, 'direction'>>;

/** The entry lists' filters beside the paging: the tab, the header's days and department. */
export type ReportListFilters = {
  tab: NonNullable<ReportListQuery['tab']>;
  /** The lab's calendar days, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  departmentId?: number;
  patientId?: number;
};

/** The doctor's list's filters (contract `DoctorWaitingQuery`); `assigned` goes as 'true' or not at all. */
export type DoctorWaitingFilters = {
  view: NonNullable<DoctorWaitingQuery['view']>;
  department: 'all' | 'emergency' | number;
  assigned?: true;
  from?: string;
  to?: string;
};

/** spec 002 §2 /test-wise and its tabs. */
export const listReports = (query: ListCall & ReportListFilters, signal?: AbortSignal) =>
  api.get('/api/v1/reports', ReportList, { query, signal });

/** spec 002 §2 /patient-wise: the same reports grouped by patient, with the patient-level status. */
export const listPatientReports = (query: ListCall & ReportListFilters, signal?: AbortSignal) =>
  api.get('/api/v1/reports/patient-wise', PatientReportsList, { query, signal });

/** spec 001 §7 doctor/waiting and doctor/history, by dates. */
export const listDoctorWaiting = (query: ListCall & DoctorWaitingFilters, signal?: AbortSignal) =>
  api.get('/api/v1/doctor/waiting', ReportList, { query, signal });

/** One comment on several reports ('Comment Updated successfully.!'). */
export const commentReports = (body: CommentReports) => api.post('/api/v1/reports/comments', body, ReportsOutcome);

/** spec 002 §8 Submit: the chosen signed reports dispatched. */
export const submitReports = (body: SubmitReports) => api.post('/api/v1/reports/submit', body, ReportsOutcome);
