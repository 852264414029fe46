import { ErrorResponse, IdParams, WorklistRequest, WorklistRun } from '@lims/contract';
import { fallbackLanguage, isLanguageCode } from '@lims/domain';
import type { FastifyReply } from 'fastify';
import { labActorOf, resolvedOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { contentDisposition } from '../../platform/files/file-names.js';
import type { OpenedFile } from '../../platform/files/files.service.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['worklists'];

const mediaTypes = {
  pdf: 'application/pdf',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * A work list names patients: a PDF shown in the browser's tab, a workbook downloaded, and
 * neither kept by any cache (decision 0047).
 */
async function sendWorklist(reply: FastifyReply, run: WorklistRun, opened: OpenedFile) {
  const body = await opened.read();
  return reply
    .header('Content-Type', mediaTypes[run.format])
    .header(
      'Content-Disposition',
      contentDisposition(run.format === 'pdf' ? 'inline' : 'attachment', run.fileName ?? opened.file.name),
    )
    .header('Content-Length', opened.file.sizeBytes)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);
}

export const worklistRunsRoutes: AreaRoutes = async (app, { services }) => {
  const { worklists } = services;

  app.post(
    '/worklists/runs',
    {
      config: { permission: 'worklists.generate' },
      schema: {
        tags,
        summary:
          'Makes a work list of a kind, by a job (202): 400 with the spec’s message for a request its checks refuse, ' +
          '404 worklistNoData (worklistNoDeviceData for a device worksheet) when no report matches, 409 ' +
          'worklistTooManyLines beyond the limit; in the caller’s language',
        body: WorklistRequest,
        response: { 202: WorklistRun, ...errors },
      },
    },
    async (request, reply) => {
      const chosen = resolvedOf(request).account.preferences.language;
      const run = await worklists.create({
        actor: labActorOf(request),
        input: request.body,
        language: isLanguageCode(chosen) ? chosen : fallbackLanguage,
      });
      return reply.status(202).send(run);
    },
  );

  app.get(
    '/worklists/runs/:id',
    {
      config: { permission: 'worklists.generate' },
      schema: {
        tags,
        summary: "How far the caller's work list is; another user's run is not found",
        params: IdParams,
        response: { 200: WorklistRun, ...errors },
      },
    },
    async (request) => worklists.get({ actor: labActorOf(request), id: request.params.id }),
  );

  app.get(
    '/worklists/runs/:id/file',
    {
      config: { permission: 'worklists.generate' },
      schema: {
        tags,
        summary:
          "The caller's finished work list: a PDF inline or an Excel workbook as an attachment, never cached " +
          '(it names patients); not found before it is done',
        params: IdParams,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const { run, opened } = await worklists.file({ actor: labActorOf(request), id: request.params.id });
      return sendWorklist(reply, run, opened);
    },
  );
};
