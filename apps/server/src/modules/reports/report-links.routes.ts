import { ErrorResponse, ReportLinkSummary } from '@lims/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { contentDisposition } from '../../platform/files/file-names.js';

/**
 * The code as the path gives it; its shape (contract ReportLinkParams) is checked by the service,
 * so that a malformed code answers the same 404 as an unknown or expired one.
 */
const CodeParams = z.object({ code: z.string().max(100) });
const errors = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** Personal data: a download, never cached. */
const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition('attachment', fileName))
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(pdf);

/** The public pages of WhatsApp download links: no session, the code is the key (decision 0044). */
export const reportLinksRoutes: AreaRoutes = async (app, { services }) => {
  const { reportLinks } = services;

  app.get(
    '/report-links/:code',
    {
      config: { public: true },
      schema: {
        tags: ['reports'],
        summary:
          "A shared report's download link, for anyone holding it: the lab, the patient's initials, the tests " +
          "and until when it opens; 404 'reportLinkExpired' for a malformed, unknown or expired code",
        params: CodeParams,
        response: { 200: ReportLinkSummary, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reportLinks.summary({ code: request.params.code });
    },
  );

  app.get(
    '/report-links/:code/pdf',
    {
      config: { public: true },
      schema: {
        tags: ['reports'],
        summary:
          "The shared reports' PDF, as a download (password-protected in a lab with encrypted_report); the " +
          "first opening is recorded. 404 'reportLinkExpired' as above",
        params: CodeParams,
        response: errors,
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await reportLinks.pdf({ code: request.params.code });
      return sendPdf(reply, fileName, pdf);
    },
  );
};
