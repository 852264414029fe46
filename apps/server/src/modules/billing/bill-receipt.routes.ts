import { DocumentQuery, ErrorResponse, IdParams } from '@lims/contract';
import type { FastifyReply } from 'fastify';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { contentDisposition } from '../../platform/files/file-names.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Shown in the browser's own tab to print; a bill is personal data, never kept by a proxy. */
const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition('inline', fileName))
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(pdf);

export const billReceiptRoutes: AreaRoutes = async (app, { services }) => {
  const { billReceipts } = services;

  app.get(
    '/bills/:id/receipt.pdf',
    {
      config: { permission: 'billing.view' },
      schema: {
        tags: ['billing'],
        summary:
          "The bill's printable receipt (PDF) with the lab's details, in the bill's language unless another is asked for",
        params: IdParams,
        querystring: DocumentQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await billReceipts.pdf({
        actor: labActorOf(request),
        id: request.params.id,
        language: request.query.language,
      });
      return sendPdf(reply, fileName, pdf);
    },
  );
};
