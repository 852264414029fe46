import { AddPayment, AddRefund, Bill, ErrorResponse, IdParams } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const paymentsRoutes: AreaRoutes = async (app, { services }) => {
  const { billPayments } = services;

  app.post(
    '/bills/:id/payments',
    {
      config: { permission: 'billing.collect' },
      schema: {
        tags: ['billing'],
        summary: 'Take a payment on a bill, up to what is due; 409 when its version has moved on',
        params: IdParams,
        body: AddPayment,
        response: { 201: Bill, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await billPayments.addPayment({ actor: labActorOf(request), id: request.params.id, input: request.body }),
        ),
  );

  app.post(
    '/bills/:id/refunds',
    {
      config: { permission: 'billing.refund' },
      schema: {
        tags: ['billing'],
        summary: 'Give money back to the patient, up to what was received; 409 when its version has moved on',
        params: IdParams,
        body: AddRefund,
        response: { 201: Bill, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await billPayments.addRefund({ actor: labActorOf(request), id: request.params.id, input: request.body })),
  );
};
