import { DocumentQuery, ErrorResponse } from '@lims/contract';
import { fallbackLanguage, type LanguageCode, languageCodes } from '@lims/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { labActorOf, resolvedOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { createLabUsersExportService } from './lab-users-export.service.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

const isLanguage = (value: string | undefined): value is LanguageCode =>
  (languageCodes as readonly (string | undefined)[]).includes(value);

/** The language asked for, else the one the caller chose for the interface. */
const languageOf = (request: FastifyRequest, asked: DocumentQuery['language']): LanguageCode => {
  const chosen = resolvedOf(request).account.preferences.language;
  return asked ?? (isLanguage(chosen) ? chosen : fallbackLanguage);
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

  app.get(
    '/lab-users/export.pdf',
    {
      config: { permission: 'labUsers.manage' },
      schema: {
        tags: ['settings'],
        summary: 'Every user of the lab as a printable PDF, in the language asked for (admin)',
        querystring: DocumentQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const pdf = await exports.pdf({
        actor: labActorOf(request),
        language: languageOf(request, request.query.language),
      });
      return download(reply, 'application/pdf', 'lab-users.pdf', pdf);
    },
  );

  app.get(
    '/lab-users/export.xlsx',
    {
      config: { permission: 'labUsers.manage' },
      schema: {
        tags: ['settings'],
        summary: 'Every user of the lab as an Excel workbook, in the language asked for (admin)',
        querystring: DocumentQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const workbook = await exports.workbook({
        actor: labActorOf(request),
        language: languageOf(request, request.query.language),
      });
      return download(
        reply,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'lab-users.xlsx',
        workbook,
      );
    },
  );
};
