import { EventEmitter } from 'node:events';
import type { RealtimeChannel } from '@lims/contract';
import type pg from 'pg';
import { afterCommit } from '../../db/transactions.js';

/**
 * Sessions that ended (sign-out, idle, disabled user, password reset, identity switch): not a
 * channel clients hear, but the signal for the real-time endpoint to close their sockets, on
 * whichever server instance holds them.
 */
export const sessionsEndedChannel = 'sessions-ended';

/**
 * A domain event. `labId` scopes who may hear it; `sessionIds`, when given, narrows it to
 * those sessions (a concurrent-login eviction speaks to the evicted tabs only).
 */
export interface DomainEvent {
  channel: RealtimeChannel | typeof sessionsEndedChannel;
  labId: number | null;
  sessionIds?: number[];
  payload: unknown;
}

/** Tells the real-time endpoint to close the sockets of sessions that ended. */
export async function announceSessionsEnded(bus: EventBus, labId: number | null, sessionIds: number[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await bus.publish({ channel: sessionsEndedChannel, labId, sessionIds, payload: null });
}

/**
 * The bus services are given: an event published inside a transaction goes out after the
 * commit, so that nobody hears of a change that was rolled back.
 */
export function publishAfterCommit(bus: EventBus): EventBus {
  return {
    publish: async (event) => afterCommit(() => bus.publish(event)),
    subscribe: (listener) => bus.subscribe(listener),
    close: () => bus.close(),
  };
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
 *
 * The listening connection can drop (a restart, a fail-over, an idle kill). It is then
 * released and opened again with a growing pause, so that the process neither crashes nor
 * goes deaf; events published while it was down are not replayed (they are notices to open
 * tabs, and a tab reloads what it shows when its socket comes back).
 */
export async function createPostgresBus(
  pool: pg.Pool,
  { onError = (error: unknown) => console.error('event bus: the LISTEN connection failed', error) } = {},
): Promise<EventBus> {
  const local = createInProcessBus();
  let listener: { client: pg.PoolClient; release: () => void } | undefined;
  let closed = false;
  let retryMs = 250;

  const listen = async (): Promise<void> => {
    const client = await pool.connect();
    let released = false;
    // Released once, whether the connection failed, ended, or the bus closed it.
    const release = (error?: unknown) => {
      if (released) return false;
      released = true;
      if (listener?.client === client) listener = undefined;
      client.release(error === undefined ? undefined : error instanceof Error ? error : true);
      return true;
    };
    const drop = (error: unknown) => {
      if (!release(error) || closed) return;
      onError(error);
      setTimeout(reconnect, retryMs);
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    client.on('error', drop);
    client.on('end', () => drop(new Error('The LISTEN connection ended.')));
    client.on('notification', (message) => {
      if (message.channel !== notifyChannel || !message.payload) return;
      void local.publish(JSON.parse(message.payload) as DomainEvent);
    });
    await client.query(`LISTEN ${notifyChannel}`);
    listener = { client, release: () => void release() };
    retryMs = 250;
  };

  const reconnect = () => {
    if (closed) return;
    listen().catch((error: unknown) => {
      onError(error);
      setTimeout(reconnect, retryMs);
      retryMs = Math.min(retryMs * 2, 30_000);
    });
  };

  await listen();
  return {
    async publish(event) {
      await pool.query('SELECT pg_notify($1, $2)', [notifyChannel, JSON.stringify(event)]);
    },
    subscribe: local.subscribe,
    async close() {
      closed = true;
      const current = listener;
      if (current) {
        await current.client.query(`UNLISTEN ${notifyChannel}`).catch(() => undefined);
        current.release();
      }
      await local.close();
    },
  };
}
