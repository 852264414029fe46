import {
  CreatePrivilegeCardType,
  ErrorResponse,
  IdParams,
  PrivilegeCardType,
  PrivilegeCardTypeList,
  PrivilegeCardTypeListQuery,
  UpdatePrivilegeCardType,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

export const privilegeCardTypesRoutes: AreaRoutes = async (app, { services }) => {
  const { privilegeCardTypes } = services;

  app.get(
    '/privilege-card-types',
    {
      config: { permission: 'billing.view' },
      schema: {
        tags: ['billing'],
        summary: 'The privilege card types the lab sells, a page at a time',
        querystring: PrivilegeCardTypeListQuery,
        response: { 200: PrivilegeCardTypeList, ...errors },
      },
    },
    async (request) => privilegeCardTypes.list({ actor: labActorOf(request), query: request.query }),
  );

  app.post(
    '/privilege-card-types',
    {
      config: { permission: 'privilegeCards.manage' },
      schema: {
        tags: ['billing'],
        summary: 'Add a privilege card type: its discount, days and members (privilege card access 2)',
        body: CreatePrivilegeCardType,
        response: { 201: PrivilegeCardType, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await privilegeCardTypes.create({ actor: labActorOf(request), input: request.body })),
  );

  app.patch(
    '/privilege-card-types/:id',
    {
      config: { permission: 'privilegeCards.manage' },
      schema: {
        tags: ['billing'],
        summary: 'Change, disable or enable a privilege card type; 409 when its version has moved on',
        params: IdParams,
        body: UpdatePrivilegeCardType,
        response: { 200: PrivilegeCardType, ...errors },
      },
    },
    async (request) =>
      privilegeCardTypes.update({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );
};
