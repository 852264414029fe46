import type { ServerConfig } from './config.js';
import type { Database, DatabaseKind } from './db/database.js';
import type { EventBus } from './platform/events/event-bus.js';

/** What every service is built from. */
export interface ServiceDeps {
  db: Database;
  dbKind: DatabaseKind;
  bus: EventBus;
  config: ServerConfig;
  now: () => Date;
}
