import { DocumentQuery, ErrorResponse, IdParams } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { sendPdf } from '../../platform/files/send-file.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

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
