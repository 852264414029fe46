import {
  Bill,
  BillLineParams,
  BillList,
  BillListQuery,
  CancelBillLine,
  CreateBill,
  DismissBill,
  ErrorResponse,
  IdParams,
} from '@lims/contract';
import { labActorOf, resolvedOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};

export const billsRoutes: AreaRoutes = async (app, { services }) => {
  const { bills, billLifecycle } = services;

  app.post(
    '/bills',
    {
      config: { permission: 'billing.create' },
      schema: {
        tags: ['billing'],
        summary:
          'Bill tests and profiles for a patient, with advance payments: its samples and reports are made with it; ' +
          "403 'discountApprovalNeeded' for a concession above the lab's limit without an approver",
        body: CreateBill,
        response: { 201: Bill, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(
        await bills.create({
          actor: labActorOf(request),
          input: request.body,
          sessionLanguage: resolvedOf(request).account.preferences.language ?? 'en',
          ipAddress: request.ip,
        }),
      ),
  );

  app.get(
    '/bills',
    {
      config: { permission: 'billing.view' },
      schema: {
        tags: ['billing'],
        summary: "The lab's bills, newest first, a page at a time",
        querystring: BillListQuery,
        response: { 200: BillList, ...errors },
      },
    },
    async (request) => bills.list({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/bills/:id',
    {
      config: { permission: 'billing.view' },
      schema: {
        tags: ['billing'],
        summary: 'A bill with its lines, payments, samples and reports',
        params: IdParams,
        response: { 200: Bill, ...errors },
      },
    },
    async (request) => bills.get({ actor: labActorOf(request), id: request.params.id }),
  );

  app.post(
    '/bills/:id/lines/:lineId/cancel',
    {
      config: { permission: 'billing.collect' },
      schema: {
        tags: ['billing'],
        summary: 'Cancel a bill line before its sample is collected; the bill is priced again',
        params: BillLineParams,
        body: CancelBillLine,
        response: { 200: Bill, ...errors },
      },
    },
    async (request) =>
      billLifecycle.cancelLine({
        actor: labActorOf(request),
        id: request.params.id,
        lineId: request.params.lineId,
        input: request.body,
      }),
  );

  app.post(
    '/bills/:id/dismiss',
    {
      config: { permission: 'billing.refund' },
      schema: {
        tags: ['billing'],
        summary: 'Dismiss a bill (spec 002 §8); refused when both payers paid or an invoice includes it',
        params: IdParams,
        body: DismissBill,
        response: { 200: Bill, ...errors },
      },
    },
    async (request) =>
      billLifecycle.dismiss({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );
};
