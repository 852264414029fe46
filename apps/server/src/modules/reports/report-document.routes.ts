import { ErrorResponse, IdParams, ReportPdfQuery } from '@lims/contract';
import type { FastifyReply } from 'fastify';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { contentDisposition } from '../../platform/files/file-names.js';

/** The PDF, inline for the viewer or as a download ('Not able to view PDF? Click Here'); personal data, never cached. */
const sendReport = (reply: FastifyReply, fileName: string, pdf: Buffer, download: boolean) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(download ? 'attachment' : 'inline', fileName))
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(pdf);

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const reportDocumentRoutes: AreaRoutes = async (app, { services }) => {
  const { reportDocuments } = services;

  app.get(
    '/reports/:id/pdf',
    {
      config: { permission: 'reports.print' },
      schema: {
        tags: ['reports'],
        summary:
          "The report as a PDF (spec 001 §1 '/viewReport with labReportId'): with the lab's letterhead or blank " +
          "space for pre-printed stationery, the secondary units when asked, in the bill's language unless " +
          "another is asked for; inline, or as a download with download=true ('Not able to view PDF? Click " +
          "Here'). An unsigned report only as result staff's preview, marked preliminary; 409 " +
          "'reportNotPrintable' for anyone else",
        params: IdParams,
        querystring: ReportPdfQuery,
        response: errors,
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      const { fileName, pdf } = await reportDocuments.pdf({ actor: labActorOf(request), id: request.params.id, query });
      return sendReport(reply, fileName, pdf, download);
    },
  );
};
