import {
  CreateDepartment,
  Department,
  DepartmentList,
  DepartmentListQuery,
  ErrorResponse,
  IdParams,
  UpdateDepartment,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const departmentsRoutes: AreaRoutes = async (app, { services }) => {
  const { departments } = services;

  app.get(
    '/departments',
    {
      config: { permission: 'departments.view' },
      schema: {
        tags: ['catalogue'],
        summary: 'The departments of the lab, a page at a time',
        querystring: DepartmentListQuery,
        response: { 200: DepartmentList, ...errors },
      },
    },
    async (request) => departments.list({ actor: labActorOf(request), query: request.query }),
  );

  app.post(
    '/departments',
    {
      config: { permission: 'departments.manage' },
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
      config: { permission: 'departments.manage' },
      schema: {
        tags: ['catalogue'],
        summary: 'Rename, disable or enable a department (admin); 409 when its version has moved on',
        params: IdParams,
        body: UpdateDepartment,
        response: { 200: Department, ...errors },
      },
    },
    async (request) => departments.update({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );
};
