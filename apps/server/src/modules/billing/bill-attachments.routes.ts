import fastifyMultipart from '@fastify/multipart';
import { BillAttachment, BillAttachmentList, BillAttachmentParams, ErrorResponse, IdParams } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';
import { multipartUploadOf } from '../../platform/files/multipart-upload.js';
import { sendFile } from '../../platform/files/send-file.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const billAttachmentsRoutes: AreaRoutes = async (app, { services }) => {
  const { billAttachments } = services;
  // Only the upload route of this plugin reads multipart bodies: the parser stays inside it.
  await app.register(fastifyMultipart);

  app.get(
    '/bills/:id/attachments',
    {
      config: { permission: 'billing.view' },
      schema: {
        tags: ['billing'],
        summary: "A bill's attachments (spec 001 §7 getBillAttachmentList)",
        params: IdParams,
        response: { 200: BillAttachmentList, ...errors },
      },
    },
    async (request) => billAttachments.list({ actor: labActorOf(request), billId: request.params.id }),
  );

  app.post(
    '/bills/:id/attachments',
    {
      config: { permission: 'billing.collect' },
      schema: {
        tags: ['billing'],
        summary:
          "Attach a paper to a bill (spec 001 §7 uploadBillingAttachment; multipart, part 'file': jpeg, jpg, png, gif or pdf, at most 5 MB)",
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 201: BillAttachment, 413: ErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await billAttachments.upload({
          actor: labActorOf(request),
          billId: request.params.id,
          upload: await multipartUploadOf(request, 'billAttachment'),
        }),
      ),
  );

  app.get(
    '/bills/:id/attachments/:attachmentId',
    {
      config: { permission: 'billing.view' },
      schema: {
        tags: ['billing'],
        summary:
          "A bill attachment's file, shown in the browser's own tab (spec 001 /downloadBillingAttachment/ in a new window)",
        params: BillAttachmentParams,
        response: errors,
      },
    },
    async (request, reply) =>
      sendFile(
        request,
        reply,
        await billAttachments.open({
          actor: labActorOf(request),
          billId: request.params.id,
          attachmentId: request.params.attachmentId,
        }),
        'inline',
      ),
  );
};
