import {
  CreateMapping,
  ErrorResponse,
  IdParams,
  InventoryMapping,
  MappingList,
  MappingQuery,
  MappingTargetList,
  MappingTargetQuery,
  RemoveMappingQuery,
  UpdateMapping,
} from '@lims/contract';
import { z } from 'zod';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/** Inventory mapping (spec 002 §9 map-inventory-with-test / -sample / -qc and their edits). */
export const inventoryMappingsRoutes: AreaRoutes = async (app, { services }) => {
  const { inventoryMappings } = services;

  app.get(
    '/inventory/mapping-targets',
    {
      config: { permission: 'inventory.view' },
      schema: {
        tags: ['inventory'],
        summary:
          'Tests (with their devices), sample types or QC groups that can consume stock, with their count of enabled mappings',
        querystring: MappingTargetQuery,
        response: { 200: MappingTargetList, ...errors },
      },
    },
    async (request) => inventoryMappings.targets({ actor: labActorOf(request), query: request.query }),
  );

  app.get(
    '/inventory/mappings',
    {
      config: { permission: 'inventory.view' },
      schema: {
        tags: ['inventory'],
        summary: "A target's mappings; for a test and a device, that device's and any device's",
        querystring: MappingQuery,
        response: { 200: MappingList, ...errors },
      },
    },
    async (request) => inventoryMappings.list({ actor: labActorOf(request), query: request.query }),
  );

  app.post(
    '/inventory/mappings',
    {
      config: { permission: 'inventory.configure' },
      schema: {
        tags: ['inventory'],
        summary: 'Map a brand of an item to a test, a sample type or a QC group; 409 when it is already mapped there',
        body: CreateMapping,
        response: { 201: InventoryMapping, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inventoryMappings.create({ actor: labActorOf(request), input: request.body })),
  );

  app.put(
    '/inventory/mappings/:id',
    {
      config: { permission: 'inventory.configure' },
      schema: {
        tags: ['inventory'],
        summary: "Change a mapping's quantity, group or whether it is enabled; 409 when its version has moved on",
        params: IdParams,
        body: UpdateMapping,
        response: { 200: InventoryMapping, ...errors },
      },
    },
    async (request) =>
      inventoryMappings.update({ actor: labActorOf(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/inventory/mappings/:id',
    {
      config: { permission: 'inventory.configure' },
      schema: {
        tags: ['inventory'],
        summary: 'Remove a mapping at the version read (?version=)',
        params: IdParams,
        querystring: RemoveMappingQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await inventoryMappings.remove({
        actor: labActorOf(request),
        id: request.params.id,
        version: request.query.version,
      });
      return reply.status(204).send(null);
    },
  );
};
