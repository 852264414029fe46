import {
  ErrorResponse,
  MarkPrintDoneRequest,
  MarkPrintDoneResult,
  PrintList,
  PrintListQuery,
  ReportArchiveResult,
  ReportIdParams,
  SubmitAllRequest,
  SubmitAllResult,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['reports'];

export const reportPrintsRoutes: AreaRoutes = async (app, { services }) => {
  const { reportPrints } = services;

  app.get(
    '/report-prints',
    {
      config: { permission: 'reports.print' },
      schema: {
        tags,
        summary:
          'The print and dispatch waiting list (spec 001 §2, §4): a page of patients with signed reports billed ' +
          'within `from`..`to` (the last 4 days by default), emergency first, then by their newest report in the ' +
          "order of the lab's showLatestOnTop; each with its reports and counts; the signed and dispatched counts",
        querystring: PrintListQuery,
        response: { 200: PrintList, ...errors },
      },
    },
    async (request) => reportPrints.list({ actor: labActorOf(request), query: request.query }),
  );

  app.post(
    '/reports/print-done',
    {
      config: { permission: 'reports.print' },
      schema: {
        tags,
        summary:
          "Mark As Print Done: signed reports of the lab, all or none; 409 reportNotPrintable for an unsigned one, 409 printNotAllowed when the lab's hideAmountDueReport is on and a bill has an amount due",
        body: MarkPrintDoneRequest,
        response: { 200: MarkPrintDoneResult, ...errors },
      },
    },
    async (request) => reportPrints.markPrintDone({ actor: labActorOf(request), input: request.body }),
  );

  app.post(
    '/report-prints/submit',
    {
      config: { permission: 'reports.submit' },
      schema: {
        tags,
        summary:
          'Submit All (spec 001 §8): the given reports, or every signed, undispatched report of the given patients, ' +
          'under the submit rules; more than 50 are queued (submitQueued); 409 submitInvalid when none can be',
        body: SubmitAllRequest,
        response: { 200: SubmitAllResult, ...errors },
      },
    },
    async (request) => reportPrints.submitAll({ actor: labActorOf(request), input: request.body }),
  );

  for (const [method, archived] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/reports/:id/archive',
      config: { permission: 'reports.print' },
      schema: {
        tags,
        summary: archived
          ? 'Archives a dispatched report: it leaves the archives tab (spec 001 §4); 409 reportNotArchivable otherwise'
          : 'Returns an archived report to the archives tab',
        params: ReportIdParams,
        response: { 200: ReportArchiveResult, ...errors },
      },
      handler: async (request) =>
        services.reportPrints.setArchived({
          actor: labActorOf(request),
          reportId: (request.params as { id: number }).id,
          archived,
        }),
    });
  }
};
