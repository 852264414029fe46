import {
  ErrorResponse,
  IdParams,
  ReceiveStock,
  RemoveStock,
  StockList,
  StockMovementList,
  StockMovementQuery,
  StockQuery,
  StockRow,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['inventory'];

/** Stock by department, lot and movement (issue 15; spec 002 §9 'Inventory'). */
export const stockRoutes: AreaRoutes = async (app, { services }) => {
  const { stock } = services;

  app.get(
    '/inventory/stock',
    {
      config: { permission: 'inventory.view' },
      schema: {
        tags,
        summary: "Each department's stock of each item's brand with its lots; attention=true: low, out or expiring",
        querystring: StockQuery,
        response: { 200: StockList, ...errors },
      },
    },
    async (request) => stock.list({ actor: labActorOf(request), query: request.query }),
  );

  app.post(
    '/inventory/stock/receipts',
    {
      config: { permission: 'inventory.stock' },
      schema: {
        tags,
        summary: "Receive a lot into a department's stock (filling its open order when named)",
        body: ReceiveStock,
        response: { 201: StockRow, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stock.receive({ actor: labActorOf(request), input: request.body })),
  );

  app.post(
    '/inventory/stock/lots/:id/removals',
    {
      config: { permission: 'inventory.stock' },
      schema: {
        tags,
        summary: 'Take stock out of a lot (issued, adjusted, discarded); 409 beyond what it holds',
        params: IdParams,
        body: RemoveStock,
        response: { 200: StockRow, ...errors },
      },
    },
    async (request) => stock.remove({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );

  app.get(
    '/inventory/stock/movements',
    {
      config: { permission: 'inventory.view' },
      schema: {
        tags,
        summary: "An item's stock movements, newest first, with the consumption that made them",
        querystring: StockMovementQuery,
        response: { 200: StockMovementList, ...errors },
      },
    },
    async (request) => stock.movements({ actor: labActorOf(request), query: request.query }),
  );
};
