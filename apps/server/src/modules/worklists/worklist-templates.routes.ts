import {
  CreateWorklistTemplate,
  ErrorResponse,
  IdParams,
  UpdateWorklistTemplate,
  WorklistTemplate,
  WorklistTemplateList,
} from '@lims/contract';
import { z } from 'zod';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** Configure WorkList (spec 002 §2) and Select Template of the Work List dialog. */
export const worklistTemplatesRoutes: AreaRoutes = async (app, { services }) => {
  const { worklistTemplates } = services;

  app.get(
    '/worklists/templates',
    {
      config: { permission: 'worklists.generate' },
      schema: {
        tags: ['worklists'],
        summary: "The lab's work list templates by name (Configuration List, Select Template)",
        response: { 200: WorklistTemplateList, ...errors },
      },
    },
    async (request) => worklistTemplates.list({ actor: labActorOf(request) }),
  );

  app.post(
    '/worklists/templates',
    {
      config: { permission: 'worklists.configure' },
      schema: {
        tags: ['worklists'],
        summary: 'Save a new work list template (Save Settings on New Configuration)',
        body: CreateWorklistTemplate,
        response: { 201: WorklistTemplate, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await worklistTemplates.create({ actor: labActorOf(request), input: request.body })),
  );

  app.put(
    '/worklists/templates/:id',
    {
      config: { permission: 'worklists.configure' },
      schema: {
        tags: ['worklists'],
        summary: 'Save an edited work list template; 409 when its version has moved on',
        params: IdParams,
        body: UpdateWorklistTemplate,
        response: { 200: WorklistTemplate, ...errors },
      },
    },
    async (request) =>
      worklistTemplates.update({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/worklists/templates/:id',
    {
      config: { permission: 'worklists.configure' },
      schema: {
        tags: ['worklists'],
        summary: 'Delete a work list template',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await worklistTemplates.remove({ actor: labActorOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
