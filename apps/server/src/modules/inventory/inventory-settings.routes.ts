import { ErrorResponse, InventorySettings, UpdateInventorySettings } from '@lims/contract';
import { labActorOf } from '../../http/session-guard.js';
import type { AreaRoutes } from '../../platform/areas/area.js';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['inventory'];

/** The lab's stock settings (spec 002 §9 get-inventory-stock-setting, change-stock-consumption-setting). */
export const inventorySettingsRoutes: AreaRoutes = async (app, { services }) => {
  const { inventorySettings } = services;

  app.get(
    '/inventory/settings',
    {
      config: { permission: 'inventory.view' },
      schema: {
        tags,
        summary: "The lab's stock settings (the defaults until first saved)",
        response: { 200: InventorySettings, ...errors },
      },
    },
    async (request) => inventorySettings.get({ actor: labActorOf(request) }),
  );

  app.put(
    '/inventory/settings',
    {
      config: { permission: 'inventory.configure' },
      schema: {
        tags,
        summary: "Save the lab's stock settings; 409 when their version has moved on",
        body: UpdateInventorySettings,
        response: { 200: InventorySettings, ...errors },
      },
    },
    async (request) => inventorySettings.update({ actor: labActorOf(request), input: request.body }),
  );
};
