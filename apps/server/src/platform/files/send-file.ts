import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from './file-names.js';
import type { OpenedFile } from './files.service.js';

/**
 * Sends a stored file: its media type as read from its content when it was uploaded, a
 * Content-Disposition no name can break, and `nosniff` so that no browser second-guesses the
 * type. A file never changes under its id, so the id is its ETag and a revalidation is a 304.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  { file, read }: OpenedFile,
  disposition: 'inline' | 'attachment',
) {
  const etag = `"file-${file.id}"`;
  reply.header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, no-cache').header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const body = await read();
  return reply
    .header('Content-Type', file.mediaType)
    .header('Content-Disposition', contentDisposition(disposition, file.name))
    .header('Content-Length', file.sizeBytes)
    .send(body);
}

/**
 * Sends a document made for this request (a receipt, shipping details) to be shown in the
 * browser's tab and printed. It names people, so no proxy keeps it.
 */
export const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition('inline', fileName))
    .header('Cache-Control', 'no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(pdf);
