import { DocumentQuery, ErrorResponse } from '@lims/contract';
import { fallbackLanguage, isLanguageCode, type LanguageCode } from '@lims/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { labActorOf, resolvedOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { createLabUsersExportService } from './lab-users-export.service.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

/** The language asked for, else the one the caller chose for the interface. */
const languageOf = (request: FastifyRequest, asked: DocumentQuery['language']): LanguageCode => {
  const chosen = resolvedOf(request).account.preferences.language;
  return asked ?? (isLanguageCode(chosen) ? chosen : fallbackLanguage);
};

/** A list of people is personal data: never kept by a browser or a proxy. */
const download = (reply: FastifyReply, type: string, fileName: string, body: Buffer) =>
  reply
    .header('Content-Type', type)
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(body);

export const labUsersExportRoutes: AreaRoutes = async (app, { services }) => {
  const exports = createLabUsersExportService({ ...services, now: () => new Date() });

  // One route per format: the same list, permission and language, written as PDF or Excel.
  const formats = [
    {
      extension: 'pdf',
      mediaType: 'application/pdf',
      describes: 'a printable PDF',
      render: exports.pdf,
    },
    {
      extension: 'xlsx',
      mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      describes: 'an Excel workbook',
      render: exports.workbook,
    },
  ] as const;

  for (const format of formats) {
    app.get(
      `/lab-users/export.${format.extension}`,
      {
        config: { permission: 'labUsers.manage' },
        schema: {
          tags: ['settings'],
          summary: `Every user of the lab as ${format.describes}, in the language asked for (admin)`,
          querystring: DocumentQuery,
          response: errors,
        },
      },
      async (request, reply) => {
        const file = await format.render({
          actor: labActorOf(request),
          language: languageOf(request, request.query.language),
        });
        return download(reply, format.mediaType, `lab-users.${format.extension}`, file);
      },
    );
  }
};
