import {
  CancelDepartmentOrder,
  DepartmentOrder,
  DepartmentOrderList,
  DepartmentOrderQuery,
  ErrorResponse,
  IdParams,
  PastThirtyDaysConsumption,
  PastThirtyDaysQuery,
  PlaceDepartmentOrder,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['inventory'];

/** Department orders (spec 002 §9 newGetDeptInvOrder, getDepartmentOrderStockList, cancelDepartmentInventoryOrder). */
export const departmentOrdersRoutes: AreaRoutes = async (app, { services }) => {
  const { departmentOrders } = services;

  app.get(
    '/inventory/orders',
    {
      config: { permission: 'inventory.view' },
      schema: {
        tags,
        summary: "The departments' stock orders, newest first, without their items",
        querystring: DepartmentOrderQuery,
        response: { 200: DepartmentOrderList, ...errors },
      },
    },
    async (request) => departmentOrders.list({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/inventory/orders/:id',
    {
      config: { permission: 'inventory.view' },
      schema: {
        tags,
        summary: 'One stock order with its items and their past thirty days',
        params: IdParams,
        response: { 200: DepartmentOrder, ...errors },
      },
    },
    async (request) => departmentOrders.get({ actor: labActorOf(request), id: request.params.id }),
  );

  app.post(
    '/inventory/orders',
    {
      config: { permission: 'inventory.stock' },
      schema: {
        tags,
        summary: "Place a department's stock order",
        body: PlaceDepartmentOrder,
        response: { 201: DepartmentOrder, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await departmentOrders.place({ actor: labActorOf(request), input: request.body })),
  );

  app.post(
    '/inventory/orders/:id/cancel',
    {
      config: { permission: 'inventory.stock' },
      schema: {
        tags,
        summary: 'Cancel an open stock order; 409 when it is no longer open or its version has moved on',
        params: IdParams,
        body: CancelDepartmentOrder,
        response: { 200: DepartmentOrder, ...errors },
      },
    },
    async (request) =>
      departmentOrders.cancel({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );

  app.get(
    '/inventory/consumption/past-thirty-days',
    {
      config: { permission: 'inventory.view' },
      schema: {
        tags,
        summary: 'What a department used of an item in the last thirty days, by brand',
        querystring: PastThirtyDaysQuery,
        response: { 200: PastThirtyDaysConsumption, ...errors },
      },
    },
    async (request) => departmentOrders.pastThirtyDays({ actor: labActorOf(request), query: request.query }),
  );
};
