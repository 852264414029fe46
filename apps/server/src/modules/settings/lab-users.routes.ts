import {
  CreateLabUser,
  ErrorResponse,
  IdParams,
  LabUser,
  LabUserList,
  LabUserListQuery,
  ResetLabUserPassword,
  UpdateLabUser,
} from '@lims/contract';
import { z } from 'zod';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const labUsersRoutes: AreaRoutes = async (app, { services }) => {
  const { labUsers } = services;

  app.get(
    '/lab-users',
    {
      config: { permission: 'labUsers.manage' },
      schema: {
        tags: ['settings'],
        summary: 'The users of the lab, a page at a time (admin)',
        querystring: LabUserListQuery,
        response: { 200: LabUserList, ...errors },
      },
    },
    async (request) => labUsers.list({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/lab-users/:id',
    {
      config: { permission: 'labUsers.manage' },
      schema: {
        tags: ['settings'],
        summary: 'One lab user (admin)',
        params: IdParams,
        response: { 200: LabUser, ...errors },
      },
    },
    async (request) => labUsers.get({ actor: labActorOf(request), id: request.params.id }),
  );

  app.post(
    '/lab-users',
    {
      config: { permission: 'labUsers.manage' },
      schema: {
        tags: ['settings'],
        summary: 'Add a lab user with a password that follows the password rule (admin)',
        body: CreateLabUser,
        response: { 201: LabUser, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await labUsers.create({ actor: labActorOf(request), input: request.body })),
  );

  app.patch(
    '/lab-users/:id',
    {
      config: { permission: 'labUsers.manage' },
      schema: {
        tags: ['settings'],
        summary:
          'Change flags, department access or details; disable or enable (admin); 409 when its version has moved on',
        params: IdParams,
        body: UpdateLabUser,
        response: { 200: LabUser, ...errors },
      },
    },
    async (request) => labUsers.update({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );

  app.post(
    '/lab-users/:id/password',
    {
      config: { permission: 'labUsers.manage' },
      schema: {
        tags: ['settings'],
        summary: "Reset a lab user's password; their sessions end (admin)",
        params: IdParams,
        body: ResetLabUserPassword,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await labUsers.resetPassword({ actor: labActorOf(request), id: request.params.id, input: request.body });
      return reply.status(204).send(null);
    },
  );
};
