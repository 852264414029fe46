import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { openTestDatabase } from '../../test/test-database.js';
import { createInProcessBus, createPostgresBus, type DomainEvent, type EventBus } from './event-bus.js';

const event = (labId: number): DomainEvent => ({ channel: 'samples', labId, payload: { labId } });

const nextEvent = (bus: EventBus) =>
  new Promise<DomainEvent>((resolve) => {
    const unsubscribe = bus.subscribe((heard) => {
      unsubscribe();
      resolve(heard);
    });
  });

describe('the in-process bus', () => {
  it('delivers to every subscriber until it unsubscribes', async () => {
    const bus = createInProcessBus();
    const heard: DomainEvent[] = [];
    const unsubscribe = bus.subscribe((received) => heard.push(received));
    await bus.publish(event(1));
    unsubscribe();
    await bus.publish(event(2));
    expect(heard).toEqual([event(1)]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL bus (LISTEN/NOTIFY)', () => {
  let database: DatabaseHandle;
  let bus: EventBus;
  const errors: unknown[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    if (!database.pool) throw new Error('expected a PostgreSQL pool');
    bus = await createPostgresBus(database.pool, { onError: (error) => errors.push(error) });
  });
  afterAll(async () => {
    await bus.close();
    await database.close();
  });

  it('delivers an event through the database', async () => {
    const heard = nextEvent(bus);
    await bus.publish(event(7));
    expect(await heard).toEqual(event(7));
  });

  it('listens again after the database drops its connection, without crashing', async () => {
    const pool = database.pool;
    if (!pool) throw new Error('expected a PostgreSQL pool');
    await pool.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'",
    );
    for (let attempt = 0; attempt < 50; attempt++) {
      const heard = nextEvent(bus);
      await bus.publish(event(8));
      const received = await Promise.race([heard, new Promise((resolve) => setTimeout(() => resolve(undefined), 100))]);
      if (received) {
        expect(received).toEqual(event(8));
        expect(errors.length).toBeGreaterThan(0);
        return;
      }
    }
    throw new Error('The bus did not hear events again after its connection was dropped.');
  });
});
