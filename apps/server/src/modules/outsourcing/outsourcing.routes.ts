import fastifyMultipart from '@fastify/multipart';
import {
  ErrorResponse,
  IdParams,
  OutsourceReports,
  OutsourcingChanged,
  OutsourcingRelation,
  OutsourcingRelationQuery,
  OutsourcingReportItem,
  OutsourcingReportList,
  OutsourcingReportQuery,
  OutsourcingVersionQuery,
  PutBackOutsourcing,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { multipartUploadOf } from '../../platform/files/multipart-upload.js';
import { sendFile } from '../../platform/files/send-file.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const writeErrors = { ...errors, 409: ErrorResponse };

/** Outsourcing (spec 002 §7 'Outsourcing:'): the lists, sending, putting back, file reports and history. */
export const outsourcingRoutes: AreaRoutes = async (app, { services }) => {
  const { outsourcing } = services;
  // Only the file-report upload of this plugin reads multipart bodies: the parser stays inside it.
  await app.register(fastifyMultipart);

  app.get(
    '/outsourcing/reports',
    {
      config: { permission: 'outsourcing.view' },
      schema: {
        tags: ['outsourcing'],
        summary: "Reports that may be outsourced ('Outsource Eligible'), those outsourced, put back, or all live ones",
        querystring: OutsourcingReportQuery,
        response: { 200: OutsourcingReportList, ...errors },
      },
    },
    async (request) => outsourcing.list({ actor: labActorOf(request), query: request.query }),
  );

  app.post(
    '/outsourcing',
    {
      config: { permission: 'outsourcing.manage' },
      schema: {
        tags: ['outsourcing'],
        summary:
          "Outsource reports' tests, each to a centre, all or none (spec 002 §7 test_wise_outsource_api; 'Tests Outsourced Successfully.')",
        body: OutsourceReports,
        response: { 200: OutsourcingChanged, 500: ErrorResponse, ...writeErrors },
      },
    },
    async (request) => outsourcing.outsource({ actor: labActorOf(request), input: request.body }),
  );

  app.get(
    '/outsourcing/relation',
    {
      config: { permission: 'outsourcing.view' },
      schema: {
        tags: ['outsourcing'],
        summary: "A report's outsourcing history, newest first (spec 002 §7 getLabReportRelation)",
        querystring: OutsourcingRelationQuery,
        response: { 200: OutsourcingRelation, ...errors },
      },
    },
    async (request) => outsourcing.relation({ actor: labActorOf(request), labReportId: request.query.labReportId }),
  );

  app.post(
    '/outsourcing/:id/put-back',
    {
      config: { permission: 'outsourcing.manage' },
      schema: {
        tags: ['outsourcing'],
        summary: 'Put an outsourced report back: the lab does the test (spec 002 §7 putBackReport)',
        params: IdParams,
        body: PutBackOutsourcing,
        response: { 200: OutsourcingReportItem, ...writeErrors },
      },
    },
    async (request) =>
      outsourcing.putBack({ actor: labActorOf(request), id: request.params.id, version: request.body.version }),
  );

  app.post(
    '/outsourcing/:id/put-back-done',
    {
      config: { permission: 'outsourcing.manage' },
      schema: {
        tags: ['outsourcing'],
        summary: "Put an outsourced report back marked as done: the centre's result stands (put_back_mark_as_done)",
        params: IdParams,
        body: PutBackOutsourcing,
        response: { 200: OutsourcingReportItem, ...writeErrors },
      },
    },
    async (request) =>
      outsourcing.markDone({ actor: labActorOf(request), id: request.params.id, version: request.body.version }),
  );

  app.post(
    '/outsourcing/:id/file-report',
    {
      config: { permission: 'outsourcing.manage' },
      schema: {
        tags: ['outsourcing'],
        summary:
          "Convert an outsourced report to a file report with the centre's report (convertReportToFileOrNormal; multipart, part 'file': pdf, jpeg, jpg, png or gif, at most 5 MB)",
        consumes: ['multipart/form-data'],
        params: IdParams,
        querystring: OutsourcingVersionQuery,
        response: { 200: OutsourcingReportItem, 413: ErrorResponse, ...writeErrors },
      },
    },
    async (request) =>
      outsourcing.convertToFile({
        actor: labActorOf(request),
        id: request.params.id,
        version: request.query.version,
        upload: await multipartUploadOf(request, 'outsourcedReport'),
      }),
  );

  app.delete(
    '/outsourcing/:id/file-report',
    {
      config: { permission: 'outsourcing.manage' },
      schema: {
        tags: ['outsourcing'],
        summary: 'Make an outsourced file report a normal report again (convertReportToFileOrNormal)',
        params: IdParams,
        querystring: OutsourcingVersionQuery,
        response: { 200: OutsourcingReportItem, ...writeErrors },
      },
    },
    async (request) =>
      outsourcing.toNormal({ actor: labActorOf(request), id: request.params.id, version: request.query.version }),
  );

  app.get(
    '/outsourcing/:id/file-report',
    {
      config: { permission: 'outsourcing.view' },
      schema: {
        tags: ['outsourcing'],
        summary: "The centre's report of an outsourced file report, shown in the browser's own tab",
        params: IdParams,
        response: errors,
      },
    },
    async (request, reply) =>
      sendFile(
        request,
        reply,
        await outsourcing.openFile({ actor: labActorOf(request), id: request.params.id }),
        'inline',
      ),
  );
};
