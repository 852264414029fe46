import type { ServerConfig } from './config.js';
import type { Database, DatabaseKind } from './db/database.js';
import type { EventBus } from './platform/events/event-bus.js';

/** What every service is built from. */
export interface ServiceDeps {
  /** The ambient handle: the open transaction inside one, the database outside (db/transactions.ts). */
  db: Database;
  dbKind: DatabaseKind;
  /** Publishes after the open transaction commits (db/transactions.ts). */
  bus: EventBus;
  config: ServerConfig;
  now: () => Date;
}

/**
 * Every service of the product, by name. Each area adds its own by declaration merging in its
 * `index.ts` (`declare module '../../services.js' { interface ServiceRegistry { … } }`), so
 * that no central file lists them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the areas through declaration merging.
export interface ServiceRegistry {}

/** How an area builds its services; `services` is the whole registry, built on first use. */
export type ServiceFactories = {
  [Name in keyof ServiceRegistry]?: (deps: ServiceDeps & { services: ServiceRegistry }) => ServiceRegistry[Name];
};
