import { ErrorResponse, IdParams, MyReports, MyTrendsQuery } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { sendPdf } from '../../platform/files/send-file.js';

const errors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/**
 * What a patient downloads from their own login (issue 13). No patient id in any path: the
 * patient is the session's, so no other can be named; a report or bill id of another patient's
 * is 404 as if it did not exist.
 */
export const myReportsRoutes: AreaRoutes = async (app, { services }) => {
  const { myReports } = services;

  app.get(
    '/me/reports',
    {
      config: { permission: 'patients.ownReports' },
      schema: {
        tags: ['reports'],
        summary:
          "The signed-in patient's bills, newest first, each with its signed and submitted reports and the " +
          "names of its tests still in progress; a due bill's reports are held when the lab hides due reports",
        response: { 200: MyReports, ...errors },
      },
    },
    async (request) => myReports.list({ actor: labActorOf(request) }),
  );

  app.get(
    '/me/reports/:id/pdf',
    {
      config: { permission: 'patients.ownReports' },
      schema: {
        tags: ['reports'],
        summary:
          "One of the signed-in patient's signed and submitted reports as a PDF; 404 for any other report, " +
          "409 printNotAllowed for a due bill's report when the lab hides due reports",
        params: IdParams,
        response: { ...errors, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await myReports.pdf({ actor: labActorOf(request), id: request.params.id });
      return sendPdf(reply, fileName, pdf);
    },
  );

  app.get(
    '/me/bills/:id/reports/pdf',
    {
      config: { permission: 'patients.ownReports' },
      schema: {
        tags: ['reports'],
        summary:
          "Every signed and submitted report of one of the signed-in patient's bills in one PDF ('Download all'); " +
          "404 for another patient's bill or one with no such report, 409 printNotAllowed for a due bill when the " +
          'lab hides due reports',
        params: IdParams,
        response: { ...errors, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await myReports.billReportsPdf({ actor: labActorOf(request), id: request.params.id });
      return sendPdf(reply, fileName, pdf);
    },
  );

  app.get(
    '/me/bills/:id/pdf',
    {
      config: { permission: 'patients.ownReports' },
      schema: {
        tags: ['reports'],
        summary: "The receipt (PDF) of one of the signed-in patient's bills; 404 for any other bill",
        params: IdParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await myReports.billPdf({ actor: labActorOf(request), id: request.params.id });
      return sendPdf(reply, fileName, pdf);
    },
  );

  app.get(
    '/me/trends/pdf',
    {
      config: { permission: 'patients.ownReports' },
      schema: {
        tags: ['reports'],
        summary:
          "The signed-in patient's trends as a PDF: flag=1 'Trends Report', flag=0 'Trends Compact' " +
          "(spec 001 §9 'Trends frame flag'), in the language asked",
        querystring: MyTrendsQuery,
        response: { ...errors, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await myReports.trendsPdf({ actor: labActorOf(request), ...request.query });
      return sendPdf(reply, fileName, pdf);
    },
  );
};
