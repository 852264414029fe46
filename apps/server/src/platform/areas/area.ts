import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps, ServiceFactories, ServiceRegistry } from '../../services.js';

export type AreaRoutes = FastifyPluginAsyncZod<{ services: ServiceRegistry }>;

/**
 * A business area on the server: its services and its routes, in one folder with an
 * `index.ts` that exports one `defineArea(...)`. `areas.ts` lists them; that list is the only
 * place an area is added (docs/decisions/0013-areas-register-themselves.md).
 */
export interface Area {
  name: string;
  services?: ServiceFactories;
  /** Registered under `/api/v1` + `prefix` (resource paths are the routes' own). */
  routes?: AreaRoutes[];
  prefix?: string;
}

export const defineArea = (area: Area): Area => area;

/**
 * Builds every area's services. Each is built on first use, so an area may use another's
 * service whatever the order of the list; a service that needs itself while being built is a
 * cycle, and says so.
 */
export function buildServices(areas: readonly Area[], deps: ServiceDeps): ServiceRegistry {
  const registry = {} as ServiceRegistry;
  const building = new Set<string>();
  for (const area of areas) {
    for (const [name, factory] of Object.entries(area.services ?? {})) {
      if (Object.hasOwn(registry, name)) throw new Error(`Two areas define the service '${name}'.`);
      let built: unknown;
      let done = false;
      Object.defineProperty(registry, name, {
        enumerable: true,
        get() {
          if (done) return built;
          if (building.has(name))
            throw new Error(`The service '${name}' depends on itself: ${[...building].join(' → ')}.`);
          building.add(name);
          try {
            built = (factory as (deps: ServiceDeps & { services: ServiceRegistry }) => unknown)({
              ...deps,
              services: registry,
            });
            done = true;
          } finally {
            building.delete(name);
          }
          return built;
        },
      });
    }
  }
  // Built now rather than on the first request, so that a wiring mistake stops the start.
  for (const name of Object.keys(registry)) void (registry as unknown as Record<string, unknown>)[name];
  return registry;
}

export async function registerAreaRoutes(api: FastifyInstance, areas: readonly Area[], services: ServiceRegistry) {
  for (const area of areas) {
    for (const routes of area.routes ?? []) {
      await api.register(routes, { services, prefix: area.prefix ?? '' });
    }
  }
}
