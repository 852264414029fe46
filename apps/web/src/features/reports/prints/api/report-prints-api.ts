import {
  type MarkPrintDoneRequest,
  MarkPrintDoneResult,
  type PageBreak,
  PrintList,
  PrintRun,
  ReportArchiveResult,
  type SubmitAllRequest,
  SubmitAllResult,
} from '@lims/contract';
import { api } from '../../../../app/api-client';
import type { PrintListFilters } from '../hooks/use-report-prints';

/** The query of one page of the print list (contract `PrintListQuery`). */
export type PrintListCall = PrintListFilters & { limit: number; offset: number };

/** spec 001 §2 'Print and dispatch waiting list': a page of patient cards with the kept counts. */
export const listReportPrints = (query: PrintListCall, signal?: AbortSignal) =>
  api.get('/api/v1/report-prints', PrintList, { query, signal });

/** 'Mark As Print Done' (spec 001 §7 'Marking print done sends the report list'). */
export const markPrintDone = (body: MarkPrintDoneRequest) =>
  api.post('/api/v1/reports/print-done', body, MarkPrintDoneResult);

/** spec 001 §8 Submit All (getBulkReports). */
export const submitAll = (body: SubmitAllRequest) => api.post('/api/v1/report-prints/submit', body, SubmitAllResult);

/** Print All: the chosen reports into one PDF, rendered by a job. */
export const startPrintRun = (body: { reportIds: number[]; pageBreak: PageBreak }) =>
  api.post('/api/v1/report-prints/runs', body, PrintRun);

export const getPrintRun = (runId: number, signal?: AbortSignal) =>
  api.get(`/api/v1/report-prints/runs/${runId}`, PrintRun, { signal });

/** The finished run's PDF, inline, for the modal's frame and the 'Open in a new tab' link. */
export const printRunPdfUrl = (runId: number) => `/api/v1/report-prints/runs/${runId}/pdf`;

/** spec 001 §4 'Archiving a report (edit) removes it from the archive list.' */
export const archiveReport = (reportId: number) =>
  api.post(`/api/v1/reports/${reportId}/archive`, undefined, ReportArchiveResult);
