import { areas } from '../../areas.js';
import { readConfig, type ServerConfig } from '../../config.js';
import { buildServices } from '../../platform/areas/area.js';
import { createInProcessBus, type EventBus, publishAfterCommit } from '../../platform/events/event-bus.js';
import type { ServiceRegistry } from '../../services.js';
import type { Database, DatabaseKind } from '../database.js';
import { createAmbientDatabase } from '../transactions.js';

export interface StandaloneOptions {
  config?: ServerConfig;
  dbKind?: DatabaseKind;
  /** Where events go; by default a bus nobody listens to (no tab is open before the server starts). */
  bus?: EventBus;
  now?: () => Date;
}

/**
 * Every service, built as the server builds them (app.ts), for work done outside a request:
 * the demo seed and the test factories. `db` is the raw database; the services get the
 * ambient handle over it, so that they join the transaction their caller opens.
 */
export function buildStandaloneServices(db: Database, options: StandaloneOptions = {}): ServiceRegistry {
  const config = options.config ?? readConfig();
  return buildServices(areas, {
    db: createAmbientDatabase(db),
    // main.ts chooses the database the same way.
    dbKind: options.dbKind ?? (config.databaseUrl ? 'postgres' : 'pglite'),
    bus: publishAfterCommit(options.bus ?? createInProcessBus()),
    config,
    now: options.now ?? (() => new Date()),
  });
}
