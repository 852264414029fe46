import type { Permission } from '@lims/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { areas } from '../areas.js';
import { registerAreaRoutes } from '../platform/areas/area.js';
import type { ServiceRegistry } from '../services.js';

export interface PermissionRoute {
  method: string;
  /** The full path as registered, parameters included: `/api/v1/departments/:id`. */
  url: string;
  permission: Permission;
}

/**
 * Every route that declares `config: { permission }`, found by registering every area's
 * routes under `/api/v1` exactly as app.ts does (`registerAreaRoutes`), on an instance that
 * records each route as it is added. Fastify does not show a built app's route config, and
 * areas are where routes are declared (docs/decisions/0013-areas-register-themselves.md).
 */
export async function permissionRoutes(services: ServiceRegistry): Promise<PermissionRoute[]> {
  const probe = Fastify();
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  const found: PermissionRoute[] = [];
  probe.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') found.push({ method, url: route.url, permission });
    }
  });
  // Registering loads every route; the probe is never readied nor closed, so that no area's
  // onReady or onClose hook (the job worker's stop) runs on the services it was given.
  await probe.register((api) => registerAreaRoutes(api, areas, services), { prefix: '/api/v1' });
  return found.sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}
