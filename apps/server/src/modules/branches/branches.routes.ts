import {
  Branch,
  BranchList,
  BranchListQuery,
  BranchManagement,
  BranchManagementChanged,
  CreateBranch,
  ErrorResponse,
  IdParams,
  UpdateBranch,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['branches'];

export const branchesRoutes: AreaRoutes = async (app, { services }) => {
  const { branches } = services;

  app.get(
    '/branches',
    {
      config: { permission: 'branches.view' },
      schema: {
        tags,
        summary: 'The branches of the lab, a page at a time',
        querystring: BranchListQuery,
        response: { 200: BranchList, ...errors },
      },
    },
    async (request) => branches.list({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/branches/management',
    {
      config: { permission: 'branches.view' },
      schema: {
        tags,
        summary: 'Whether the lab has branch management on (spec 001 §6)',
        response: { 200: BranchManagement, ...errors },
      },
    },
    async (request) => branches.management({ actor: labActorOf(request) }),
  );

  app.put(
    '/branches/management',
    {
      config: { permission: 'branches.manage' },
      schema: {
        tags,
        summary: "Turn branch management on or off (admin); on makes 'Main branch' when the lab has no branch",
        body: BranchManagement,
        response: { 200: BranchManagementChanged, ...errors },
      },
    },
    async (request) => branches.setManagement({ actor: labActorOf(request), enabled: request.body.enabled }),
  );

  app.get(
    '/branches/:id',
    {
      config: { permission: 'branches.view' },
      schema: {
        tags,
        summary: 'A branch of the lab',
        params: IdParams,
        response: { 200: Branch, ...errors },
      },
    },
    async (request) => branches.get({ actor: labActorOf(request), id: request.params.id }),
  );

  app.post(
    '/branches',
    {
      config: { permission: 'branches.manage' },
      schema: {
        tags,
        summary: 'Add a branch (admin)',
        body: CreateBranch,
        response: { 201: Branch, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await branches.create({ actor: labActorOf(request), input: request.body })),
  );

  app.patch(
    '/branches/:id',
    {
      config: { permission: 'branches.manage' },
      schema: {
        tags,
        summary: 'Change, disable or enable a branch (admin); 409 when its version has moved on',
        params: IdParams,
        body: UpdateBranch,
        response: { 200: Branch, ...errors },
      },
    },
    async (request) => branches.update({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );
};
