import {
  CreateDepartment,
  Department,
  DepartmentList,
  DepartmentListQuery,
  ErrorResponse,
  IdParams,
  UpdateDepartment,
} from '@lims/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../app-services.js';
import { labActorOf } from '../../http/session-guard.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const departmentsRoutes: FastifyPluginAsyncZod<{ services: AppServices }> = async (app, { services }) => {
  const { departments } = services;

  app.get(
    '/departments',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The departments of the lab',
        querystring: DepartmentListQuery,
        response: { 200: DepartmentList, ...errors },
      },
    },
    async (request) => ({
      items: await departments.list({ actor: labActorOf(request), includeDisabled: request.query.includeDisabled }),
    }),
  );

  app.post(
    '/departments',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Add a department (admin)',
        body: CreateDepartment,
        response: { 201: Department, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await departments.create({ actor: labActorOf(request), input: request.body })),
  );

  app.patch(
    '/departments/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Rename, disable or enable a department (admin)',
        params: IdParams,
        body: UpdateDepartment,
        response: { 200: Department, ...errors },
      },
    },
    async (request) => departments.update({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );
};
