import {
  BillSmartReports,
  ErrorResponse,
  GenerateSmartReport,
  IdParams,
  ReportSmartReportIssue,
  ShareSmartReport,
  SmartReport,
  SmartReportProviderList,
} from '@lims/contract';
import { z } from 'zod';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { sendFile } from '../../platform/files/send-file.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['reports'];
const config = { permission: 'reports.smartReports' } as const;

/** Smart reports (issue 13; spec 001 §7 lh-integration calls). */
export const smartReportsRoutes: AreaRoutes = async (app, { services }) => {
  const { smartReports } = services;

  app.get(
    '/smart-reports/providers',
    {
      config,
      schema: {
        tags,
        summary: "The lab's smart-report providers (getProviders); the built-in 'builtin' is always there",
        response: { 200: SmartReportProviderList, ...errors },
      },
    },
    async (request) => smartReports.providers({ actor: labActorOf(request) }),
  );

  app.get(
    '/bills/:id/smart-reports',
    {
      config,
      schema: {
        tags,
        summary:
          "A bill's smart report panel: the checklist with prices and signed flags, the patient's age gate and " +
          'e-mails, and the smart reports made',
        params: IdParams,
        response: { 200: BillSmartReports, ...errors },
      },
    },
    async (request) => smartReports.forBill({ actor: labActorOf(request), billId: request.params.id }),
  );

  app.post(
    '/bills/:id/smart-reports',
    {
      config,
      schema: {
        tags,
        summary:
          'Generate (or regenerate) the smart report of the chosen signed reports by a job (202, status 2); 400 ' +
          'smartReportUnderAge under 18, 409 smartReportNeedsSigned for an unsigned report, 409 ' +
          'smartReportGenerating while one is generating',
        params: IdParams,
        body: GenerateSmartReport,
        response: { 202: SmartReport, ...errors },
      },
    },
    async (request, reply) => {
      const report = await smartReports.generate({
        actor: labActorOf(request),
        billId: request.params.id,
        input: request.body,
      });
      return reply.status(202).send(report);
    },
  );

  app.get(
    '/smart-reports/:id/pdf',
    {
      config,
      schema: {
        tags,
        summary: 'The generated smart report as a PDF, inline; not found before it is generated',
        params: IdParams,
        response: { ...errors },
      },
    },
    async (request, reply) =>
      sendFile(request, reply, await smartReports.pdf({ actor: labActorOf(request), id: request.params.id }), 'inline'),
  );

  app.post(
    '/smart-reports/issues',
    {
      config,
      schema: {
        tags,
        summary: 'Report An Issue with a bill’s smart report (reportIssue): kept for the provider and audited',
        body: ReportSmartReportIssue,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await smartReports.reportIssue({ actor: labActorOf(request), input: request.body });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/smart-reports/:id/share',
    {
      config,
      schema: {
        tags,
        summary:
          'E-mail the generated smart report with its PDF to the patient (1), the doctor (2) or others (0) ' +
          '(shareSmartReportViaEmail); 400 smartReportNotShared or invalidEmailId',
        params: IdParams,
        body: ShareSmartReport,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await smartReports.share({ actor: labActorOf(request), id: request.params.id, input: request.body });
      return reply.status(204).send(null);
    },
  );
};
