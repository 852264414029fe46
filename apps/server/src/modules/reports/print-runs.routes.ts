import { ErrorResponse, IdParams, PrintAllRequest, PrintRun } from '@lims/contract';
import type { FastifyReply } from 'fastify';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { contentDisposition } from '../../platform/files/file-names.js';
import type { OpenedFile } from '../../platform/files/files.service.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['reports'];

/** A Print All's file names patients: shown inline in the browser's tab, and kept by no cache. */
async function sendPrintRunPdf(reply: FastifyReply, opened: OpenedFile) {
  const body = await opened.read();
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition('inline', opened.file.name))
    .header('Content-Length', opened.file.sizeBytes)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
}

export const printRunsRoutes: AreaRoutes = async (app, { services }) => {
  const { printRuns } = services;

  app.post(
    '/report-prints/runs',
    {
      config: { permission: 'reports.print' },
      schema: {
        tags,
        summary:
          'Print All: the chosen signed reports into one PDF, by a job (202); 404 for a report not the lab, 409 ' +
          'reportNotPrintable for an unsigned one, 409 printNotAllowed for a due bill when the lab hides due reports',
        body: PrintAllRequest,
        response: { 202: PrintRun, ...errors },
      },
    },
    async (request, reply) => {
      const run = await printRuns.create({ actor: labActorOf(request), input: request.body });
      return reply.status(202).send(run);
    },
  );

  app.get(
    '/report-prints/runs/:id',
    {
      config: { permission: 'reports.print' },
      schema: {
        tags,
        summary: "How far the caller's Print All is; another user's run is not found",
        params: IdParams,
        response: { 200: PrintRun, ...errors },
      },
    },
    async (request) => printRuns.get({ actor: labActorOf(request), id: request.params.id }),
  );

  app.get(
    '/report-prints/runs/:id/pdf',
    {
      config: { permission: 'reports.print' },
      schema: {
        tags,
        summary: "The caller's finished Print All as one PDF, inline and never cached (it names patients)",
        params: IdParams,
        response: { ...errors },
      },
    },
    async (request, reply) =>
      sendPrintRunPdf(reply, await printRuns.pdf({ actor: labActorOf(request), id: request.params.id })),
  );
};
