import {
  AddCredits,
  CreditAdditionParams,
  CreditConsumptionPage,
  CreditConsumptionQuery,
  ErrorResponse,
  LabCredits,
  OutboxListQuery,
  OutboxPage,
  SupportLabListQuery,
  SupportLabPage,
  SupportLabParams,
  SupportLabSettings,
  UpdateSupportLabSettings,
} from '@lims/contract';
import { resolvedOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** The support dashboard (spec 002 §2, §9): support staff only, never a lab's clinical data. */
export const supportRoutes: AreaRoutes = async (app, { services }) => {
  const { support } = services;
  const tags = ['support'];

  app.get(
    '/support/labs',
    {
      config: { permission: 'support.view' },
      schema: {
        tags,
        summary: 'Labs by name, searched, a page at a time (never the product tenant)',
        querystring: SupportLabListQuery,
        response: { 200: SupportLabPage, ...errors },
      },
    },
    async (request) => support.labs({ actor: resolvedOf(request).actor, query: request.query }),
  );

  app.get(
    '/support/labs/:labId/settings',
    {
      config: { permission: 'support.labSettings' },
      schema: {
        tags,
        summary: "A lab's settings as the support form shows them (spec 002 §3 Support lab settings)",
        params: SupportLabParams,
        response: { 200: SupportLabSettings, ...errors },
      },
    },
    async (request) => support.labSettings({ actor: resolvedOf(request).actor, labId: request.params.labId }),
  );

  app.put(
    '/support/labs/:labId/settings',
    {
      config: { permission: 'support.labSettings' },
      schema: {
        tags,
        summary: "Change a lab's settings; 409 when its settings version has moved on",
        params: SupportLabParams,
        body: UpdateSupportLabSettings,
        response: { 200: SupportLabSettings, ...errors },
      },
    },
    async (request) =>
      support.updateLabSettings({ actor: resolvedOf(request).actor, labId: request.params.labId, input: request.body }),
  );

  app.get(
    '/support/labs/:labId/credits',
    {
      config: { permission: 'support.view' },
      schema: {
        tags,
        summary: "A lab's SMS, WhatsApp (with expiry) and id-scan credits",
        params: SupportLabParams,
        response: { 200: LabCredits, ...errors },
      },
    },
    async (request) => support.credits({ actor: resolvedOf(request).actor, labId: request.params.labId }),
  );

  app.post(
    '/support/labs/:labId/credits/:kind',
    {
      config: { permission: 'support.credits' },
      schema: {
        tags,
        summary: 'Add SMS, WhatsApp (with an expiry day) or id-scan credits to a lab; 409 on a stale version',
        params: CreditAdditionParams,
        body: AddCredits,
        response: { 200: LabCredits, ...errors },
      },
    },
    async (request) =>
      support.addCredits({
        actor: resolvedOf(request).actor,
        labId: request.params.labId,
        kind: request.params.kind,
        input: request.body,
      }),
  );

  app.get(
    '/support/credits/consumption',
    {
      config: { permission: 'support.view' },
      schema: {
        tags,
        summary: 'Each lab found by name with its SMS and WhatsApp credits added and used',
        querystring: CreditConsumptionQuery,
        response: { 200: CreditConsumptionPage, ...errors },
      },
    },
    async (request) => support.consumption({ actor: resolvedOf(request).actor, query: request.query }),
  );

  app.get(
    '/support/outbox',
    {
      config: { permission: 'support.view' },
      schema: {
        tags,
        summary: "The product's own outbox: sign-up OTPs and messages that belong to no lab",
        querystring: OutboxListQuery,
        response: { 200: OutboxPage, ...errors },
      },
    },
    async (request) => support.outbox({ actor: resolvedOf(request).actor, query: request.query }),
  );
};
