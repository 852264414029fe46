import fastifyMultipart from '@fastify/multipart';
import { ErrorResponse, ReportEntry, ReportFileParams, ReportFileQuery } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { multipartUploadOf } from '../../platform/files/multipart-upload.js';
import { sendFile } from '../../platform/files/send-file.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['reports'];

export const reportFilesRoutes: AreaRoutes = async (app, { services }) => {
  const { reportFiles } = services;
  // Only the upload route of this plugin reads multipart bodies: the parser stays inside it.
  await app.register(fastifyMultipart);

  app.post(
    '/reports/:id/files/:index',
    {
      config: { permission: 'reports.enter' },
      schema: {
        tags,
        summary:
          "The file value of a parameter that takes one (spec 001 §4 'File upload in report entry'; multipart, " +
          "part 'file': jpeg, jpg, png, gif or pdf, at most 800 KB); 400 'invalidRequest' on 'index' when the " +
          "parameter takes no file; 409 'cannotEditAuthorisedReports' for a signed or dispatched report, 'staleRecord'",
        consumes: ['multipart/form-data'],
        params: ReportFileParams,
        querystring: ReportFileQuery,
        response: { 200: ReportEntry, 413: ErrorResponse, ...errors },
      },
    },
    async (request) =>
      reportFiles.upload({
        actor: labActorOf(request),
        id: request.params.id,
        index: request.params.index,
        version: request.query.version,
        upload: await multipartUploadOf(request, 'reportValueFile'),
      }),
  );

  app.get(
    '/reports/:id/files/:index',
    {
      config: { permission: 'reports.view' },
      schema: {
        tags,
        summary: "The file a parameter's value names, shown in the browser's own tab; 404 when it names none",
        params: ReportFileParams,
        response: errors,
      },
    },
    async (request, reply) =>
      sendFile(
        request,
        reply,
        await reportFiles.open({ actor: labActorOf(request), id: request.params.id, index: request.params.index }),
        'inline',
      ),
  );
};
