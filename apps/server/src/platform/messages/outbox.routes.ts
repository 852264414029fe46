import { ErrorResponse, LabCredits, OutboxListQuery, OutboxMessage, OutboxPage, SendTestEmail } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** Settings > Outbox: every message the lab sent or holds, and a test e-mail. */
export const outboxRoutes: AreaRoutes = async (app, { services }) => {
  const { messages } = services;

  app.get(
    '/outbox',
    {
      config: { permission: 'outbox.view' },
      schema: {
        tags: ['platform'],
        summary: 'E-mail, SMS and WhatsApp messages of the lab, newest first, a page at a time (admin)',
        querystring: OutboxListQuery,
        response: { 200: OutboxPage, ...errors },
      },
    },
    async (request) => messages.list({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/outbox/credits',
    {
      config: { permission: 'outbox.view' },
      schema: {
        tags: ['platform'],
        summary: "The lab's own SMS, WhatsApp and id-scan credits (admin; support adds them)",
        response: { 200: LabCredits, ...errors },
      },
    },
    async (request) => messages.credits({ actor: labActorOf(request) }),
  );

  app.post(
    '/outbox/test-email',
    {
      config: { permission: 'outbox.view' },
      schema: {
        tags: ['platform'],
        summary: 'Send a test e-mail through the same path as every message (admin); it is queued',
        body: SendTestEmail,
        response: { 202: OutboxMessage, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await messages.sendTestEmail({ actor: labActorOf(request), input: request.body })),
  );
};
