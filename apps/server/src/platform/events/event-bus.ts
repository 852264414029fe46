import { EventEmitter } from 'node:events';
import type { RealtimeChannel } from '@lims/contract';
import type pg from 'pg';

/**
 * A domain event. `labId` scopes who may hear it; `sessionIds`, when given, narrows it to
 * those sessions (a concurrent-login eviction speaks to the evicted tabs only).
 */
export interface DomainEvent {
  channel: RealtimeChannel;
  labId: number | null;
  sessionIds?: number[];
  payload: unknown;
}

export interface EventBus {
  publish(event: DomainEvent): Promise<void>;
  subscribe(listener: (event: DomainEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process, one bus: the PGlite default, where only one server can own the data. */
export function createInProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const notifyChannel = 'lims_events';

/**
 * Across server instances on PostgreSQL: LISTEN/NOTIFY. Every instance, the publisher
 * included, hears an event once, through the notification.
 */
export async function createPostgresBus(pool: pg.Pool): Promise<EventBus> {
  const listenerClient = await pool.connect();
  const local = createInProcessBus();
  listenerClient.on('notification', (message) => {
    if (message.channel !== notifyChannel || !message.payload) return;
    void local.publish(JSON.parse(message.payload) as DomainEvent);
  });
  await listenerClient.query(`LISTEN ${notifyChannel}`);
  return {
    async publish(event) {
      await pool.query('SELECT pg_notify($1, $2)', [notifyChannel, JSON.stringify(event)]);
    },
    subscribe: local.subscribe,
    async close() {
      await listenerClient.query(`UNLISTEN ${notifyChannel}`).catch(() => undefined);
      listenerClient.release();
      await local.close();
    },
  };
}
