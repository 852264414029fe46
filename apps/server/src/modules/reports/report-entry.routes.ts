import {
  ChangeReportFormat,
  ErrorResponse,
  ReportEntry,
  ReportIdParams,
  ReportSaved,
  ReportVersion,
  SaveReportValues,
} from '@lims/contract';
import { labActorOf, originOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['reports'];

export const reportEntryRoutes: AreaRoutes = async (app, { services }) => {
  const { reportEntry } = services;

  app.get(
    '/reports/:id',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags,
        summary:
          'A report as the entry panel shows it: its formats, values, previous values, ranges, side panel, ' +
          "signatures and settings; 404 when it is another lab's or of a department the caller lacks",
        params: ReportIdParams,
        response: { 200: ReportEntry, ...errors },
      },
    },
    async (request) => reportEntry.get({ actor: labActorOf(request), id: request.params.id }),
  );

  app.get(
    '/doctor/reports/:id',
    {
      config: { permission: 'doctor.reports' },
      schema: {
        tags,
        summary:
          "A report as the doctor's login shows it; 404 unless the doctor reaches its department " +
          '(all departments or this one among theirs)',
        params: ReportIdParams,
        response: { 200: ReportEntry, ...errors },
      },
    },
    async (request) => reportEntry.get({ actor: labActorOf(request), id: request.params.id }),
  );

  const saveSummary =
    'Save the values of a report (saveFlag 1 also signs): the server recomputes calculations and flags; ' +
    "400 'valueTooLong' or 'mandatoryFieldsMissing' on 'values.<parameter index>', 'addFormatAndBillAgain', " +
    "'amendmentReasonRequired'; 409 'valuesChangeRemovesSignatures' (send removeSignatures), " +
    "'reportDismissedByOperations' or 'staleRecord'; a dispatched report is amended by an administrator";

  app.put(
    '/reports/:id/values',
    {
      config: { permission: 'reports.enter' },
      schema: {
        tags,
        summary: saveSummary,
        params: ReportIdParams,
        body: SaveReportValues,
        response: { 200: ReportSaved, ...errors },
      },
    },
    async (request) =>
      reportEntry.save({
        actor: labActorOf(request),
        id: request.params.id,
        input: request.body,
        ipAddress: originOf(request).ipAddress,
      }),
  );

  app.put(
    '/doctor/reports/:id/values',
    {
      config: { permission: 'doctor.reports' },
      schema: {
        tags,
        summary: `${saveSummary}. In the doctor's login only where the lab lets doctors enter values (403 'doctorEntryOff')`,
        params: ReportIdParams,
        body: SaveReportValues,
        response: { 200: ReportSaved, ...errors },
      },
    },
    async (request) =>
      reportEntry.save({
        actor: labActorOf(request),
        id: request.params.id,
        input: request.body,
        ipAddress: originOf(request).ipAddress,
      }),
  );

  app.put(
    '/reports/:id/format',
    {
      config: { permission: 'reports.enter' },
      schema: {
        tags,
        summary:
          'Change the format a report is entered in: values of parameters of the same index and name stay; ' +
          "409 'cannotEditAuthorisedReports' once signed or dispatched",
        params: ReportIdParams,
        body: ChangeReportFormat,
        response: { 200: ReportEntry, ...errors },
      },
    },
    async (request) =>
      reportEntry.changeFormat({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );

  app.post(
    '/reports/:id/critical-acknowledgement',
    {
      config: { permission: 'reports.enter' },
      schema: {
        tags,
        summary: "Acknowledge a report's critical values (who and when); 409 'noCriticalValue' when it has none",
        params: ReportIdParams,
        body: ReportVersion,
        response: { 200: ReportEntry, ...errors },
      },
    },
    async (request) =>
      reportEntry.acknowledgeCritical({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );
};
