import {
  CumulativeReport,
  DocumentQuery,
  ErrorResponse,
  IdParams,
  PatientVisitParams,
  PatientVisits,
  VisitReports,
} from '@lims/contract';
import { fallbackLanguage, isLanguageCode } from '@lims/domain';
import { labActorOf, resolvedOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { sendPdf } from '../../platform/files/send-file.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['reports'];

export const patientOverviewRoutes: AreaRoutes = async (app, { services }) => {
  const { patientOverview, patientCumulative } = services;

  app.get(
    '/patients/:id/visits',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags,
        summary:
          "The Patient Overview's visit days (spec 000 §2; §7 getPatientAllReportsVisit): the lab's calendar days " +
          "of the patient's live bills, newest first, with their bills, report counts and whether a cardiac score was given that day",
        params: IdParams,
        response: { 200: PatientVisits, ...errors },
      },
    },
    async (request) => patientOverview.visits({ actor: labActorOf(request), patientId: request.params.id }),
  );

  app.get(
    '/patients/:id/visits/:day/reports',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags,
        summary:
          "One visit day's reports (spec 000 §7 fetchPatientBillWiseReports) with status, print done and results; " +
          'the results of a report not yet signed only to result staff (reports.view)',
        params: PatientVisitParams,
        response: { 200: VisitReports, ...errors },
      },
    },
    async (request) =>
      patientOverview.visitReports({
        actor: labActorOf(request),
        patientId: request.params.id,
        day: request.params.day,
      }),
  );

  app.get(
    '/patients/:id/cumulative',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags,
        summary:
          "The cumulative report: every numeric parameter of the patient's signed reports, visits as columns " +
          'oldest first, each value with its level (0 normal, 1 abnormal, 2 critical)',
        params: IdParams,
        response: { 200: CumulativeReport, ...errors },
      },
    },
    async (request) => patientOverview.cumulative({ actor: labActorOf(request), patientId: request.params.id }),
  );

  app.get(
    '/patients/:id/cumulative.pdf',
    {
      config: { permission: 'patients.view' },
      schema: {
        tags,
        summary: 'The cumulative report as a PDF (A4 landscape), in the caller’s language unless another is asked for',
        params: IdParams,
        querystring: DocumentQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const chosen = resolvedOf(request).account.preferences.language;
      const { fileName, pdf } = await patientCumulative.pdf({
        actor: labActorOf(request),
        patientId: request.params.id,
        language: request.query.language ?? (isLanguageCode(chosen) ? chosen : fallbackLanguage),
      });
      return sendPdf(reply, fileName, pdf);
    },
  );
};
