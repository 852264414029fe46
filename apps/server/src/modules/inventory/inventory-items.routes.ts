import {
  CreateInventoryBrand,
  CreateInventoryItem,
  ErrorResponse,
  IdParams,
  InventoryBrandChoices,
  InventoryItem,
  InventoryItemList,
  InventoryItemListQuery,
  UpdateInventoryBrand,
  UpdateInventoryItem,
} from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['inventory'];

/** Items and brands (spec 002 §3 'Inventory', §9 get-inventory-brand-with-names). */
export const inventoryItemsRoutes: AreaRoutes = async (app, { services }) => {
  const { inventoryItems } = services;

  app.get(
    '/inventory/items',
    {
      config: { permission: 'inventory.view' },
      schema: {
        tags,
        summary: "The lab's stock items with their brands and stock, a page at a time",
        querystring: InventoryItemListQuery,
        response: { 200: InventoryItemList, ...errors },
      },
    },
    async (request) => inventoryItems.list({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/inventory/items/:id',
    {
      config: { permission: 'inventory.view' },
      schema: {
        tags,
        summary: 'One stock item with its brands',
        params: IdParams,
        response: { 200: InventoryItem, ...errors },
      },
    },
    async (request) => inventoryItems.get({ actor: labActorOf(request), id: request.params.id }),
  );

  app.post(
    '/inventory/items',
    {
      config: { permission: 'inventory.configure' },
      schema: {
        tags,
        summary: 'A new stock item with its first brand; 409 when the name is taken',
        body: CreateInventoryItem,
        response: { 201: InventoryItem, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inventoryItems.create({ actor: labActorOf(request), input: request.body })),
  );

  app.put(
    '/inventory/items/:id',
    {
      config: { permission: 'inventory.configure' },
      schema: {
        tags,
        summary: 'Save an edited stock item; 409 when its version has moved on',
        params: IdParams,
        body: UpdateInventoryItem,
        response: { 200: InventoryItem, ...errors },
      },
    },
    async (request) =>
      inventoryItems.update({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );

  app.post(
    '/inventory/items/:id/brands',
    {
      config: { permission: 'inventory.configure' },
      schema: {
        tags,
        summary: 'Another brand of an item; answers the item',
        params: IdParams,
        body: CreateInventoryBrand,
        response: { 201: InventoryItem, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await inventoryItems.addBrand({ actor: labActorOf(request), id: request.params.id, input: request.body }),
        ),
  );

  app.put(
    '/inventory/brands/:id',
    {
      config: { permission: 'inventory.configure' },
      schema: {
        tags,
        summary: 'Rename, disable or enable a brand; answers its item',
        params: IdParams,
        body: UpdateInventoryBrand,
        response: { 200: InventoryItem, ...errors },
      },
    },
    async (request) =>
      inventoryItems.updateBrand({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );

  app.get(
    '/inventory/brands',
    {
      config: { permission: 'inventory.view' },
      schema: {
        tags,
        summary: 'Every enabled item and brand, by item then brand name (the pickers)',
        response: { 200: InventoryBrandChoices, ...errors },
      },
    },
    async (request) => inventoryItems.brandChoices({ actor: labActorOf(request) }),
  );
};
