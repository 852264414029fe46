import {
  CreateQcGroup,
  ErrorResponse,
  IdParams,
  QcGroup,
  QcGroupList,
  QcGroupListQuery,
  QcOptions,
  UpdateQcGroup,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** QC groups (spec 002 §3 'QC group'; §7 add-new-qc, edit-qc-details, remove-qc-details). */
export const qcGroupsRoutes: AreaRoutes = async (app, { services }) => {
  const { qcGroups } = services;

  app.get(
    '/qc/options',
    {
      config: { permission: 'qc.view' },
      schema: {
        tags: ['quality-control'],
        summary: "What a QC group is made of: the lab's departments, and its devices with the tests each runs",
        response: { 200: QcOptions, ...errors },
      },
    },
    async (request) => qcGroups.options({ actor: labActorOf(request) }),
  );

  app.get(
    '/qc/groups',
    {
      config: { permission: 'qc.view' },
      schema: {
        tags: ['quality-control'],
        summary: "The lab's QC groups, a page at a time, with their last run and open holds",
        querystring: QcGroupListQuery,
        response: { 200: QcGroupList, ...errors },
      },
    },
    async (request) => qcGroups.list({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/qc/groups/:id',
    {
      config: { permission: 'qc.view' },
      schema: {
        tags: ['quality-control'],
        summary: 'One QC group with its tests and targets',
        params: IdParams,
        response: { 200: QcGroup, ...errors },
      },
    },
    async (request) => qcGroups.get({ actor: labActorOf(request), id: request.params.id }),
  );

  app.post(
    '/qc/groups',
    {
      config: { permission: 'qc.configure' },
      schema: {
        tags: ['quality-control'],
        summary: 'Add a QC group: its device and the target mean and SD of each test (add-new-qc)',
        body: CreateQcGroup,
        response: { 201: QcGroup, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await qcGroups.create({ actor: labActorOf(request), input: request.body })),
  );

  app.put(
    '/qc/groups/:id',
    {
      config: { permission: 'qc.configure' },
      schema: {
        tags: ['quality-control'],
        summary: 'Save an edited QC group, or remove it with enabled false; 409 when its version has moved on',
        params: IdParams,
        body: UpdateQcGroup,
        response: { 200: QcGroup, ...errors },
      },
    },
    async (request) => qcGroups.update({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );
};
