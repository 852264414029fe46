/**
 * The billing desk on a large lab (issue 7 targets: a bill of 10 tests p95 under 30 ms, a bill of
 * 200 tests p95 under 200 ms, the receipt PDF under 50 ms), on PGlite and, when reachable, on
 * PostgreSQL (a fresh database, dropped afterwards).
 *
 * The lab: the demo lab (its catalogue, patients and month of bills), plus BENCH_TESTS (2,000)
 * tests over four sample types, each with a three-parameter format, BENCH_PATIENTS (20,000)
 * patients (patient-lab.ts) and BENCH_BILLS (3,000) bills of three to eight tests made through
 * the service before anything is timed. Measures the bill service called directly and the route
 * (`POST /api/v1/bills` through app.inject, signed in as the demo receptionist), each bill with
 * different tests, an advance payment and, for one in four, a concession; then the receipt of a
 * 10-test bill through the service and the route.
 * Run: npm run billing -w @lims/bench. Reports figures; asserts nothing.
 *
 * BENCH_ROUNDS (200) bills of 10 tests and BENCH_LARGE_ROUNDS (40) of 200 after 10 to warm up,
 * BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/test; "off" to skip).
 */
import { performance } from 'node:perf_hooks';
import { CreateBill, CreateReportFormat, CreateTest } from '@lims/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { readConfig } from '../apps/server/src/config.js';
import type { DatabaseHandle } from '../apps/server/src/db/client.js';
import { demoPassword, seedDemoLab } from '../apps/server/src/db/seed/demo-lab.js';
import { systemActor } from '../apps/server/src/http/actor.js';
import { createInProcessBus, createPostgresBus } from '../apps/server/src/platform/events/event-bus.js';
import { onBothDatabases, printLatencyTable, seededRandom, timedRounds } from './measure-support.js';
import { generatePatients, resultRows } from './patient-lab.js';

const testCount = Number(process.env.BENCH_TESTS ?? 2_000);
const patientCount = Number(process.env.BENCH_PATIENTS ?? 20_000);
const billCount = Number(process.env.BENCH_BILLS ?? 3_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const largeRounds = Number(process.env.BENCH_LARGE_ROUNDS ?? 40);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function measure(label: string, database: DatabaseHandle) {
  const { db } = database;
  const bus = database.pool ? await createPostgresBus(database.pool) : createInProcessBus();
  const app = await buildApp({ config: { ...readConfig({}), webDist: '/nonexistent' }, database, bus });
  const { services } = app;
  try {
    const labId = await seedDemoLab(db, services);
    if (!labId) throw new Error('The demo lab was not seeded.');
    const actor = systemActor(labId);
    const started = performance.now();

    const departmentId = (await services.departments.allEnabled(labId))[0]?.id ?? 0;
    const sampleTypeIds = (
      await services.sampleTypes.list({
        actor,
        query: { direction: 'asc', limit: 10, offset: 0, includeDisabled: false },
      })
    ).items.map((type) => type.id);
    const testIds: number[] = [];
    for (let index = 0; index < testCount; index++) {
      const test = await services.labTests.create({
        actor,
        input: CreateTest.parse({
          code: `B${String(index).padStart(5, '0')}`,
          name: `Bench analyte ${index}`,
          departmentId,
          sampleTypeId: sampleTypeIds[index % sampleTypeIds.length],
          price: 10_000 + (index % 50) * 1_000,
          targetTatMinutes: 240,
        }),
      });
      await services.reportFormats.create({
        actor,
        input: CreateReportFormat.parse({
          testId: test.id,
          name: 'Default',
          parameters: [
            { index: 1, order: 0, name: 'Value', unit: 'mg/dL', isNumeric: true, lowerBoundMale: 1, upperBoundMale: 9 },
            { index: 2, order: 1, name: 'Ratio', isNumeric: true, calculationString: '#1/2' },
            { index: 3, order: 2, name: 'Comment', descriptionFlag: true, optionalField: true },
          ],
        }),
      });
      testIds.push(test.id);
    }
    const catalogueSeconds = (performance.now() - started) / 1000;
    await generatePatients(db, { labId, organisationIds: [], count: patientCount, firstLabPatientId: 1_000_000 });
    const patientIds = resultRows<{ id: number }>(
      await db.execute(sql`select id from patients where lab_id = ${labId} order by id`),
    ).map((row) => Number(row.id));

    const random = seededRandom(7);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const billOf = (size: number, round: number) =>
      CreateBill.parse({
        patientId: pick(patientIds),
        lines: Array.from({ length: size }, (_, line) => ({
          kind: 'test' as const,
          id: testIds[(round * 211 + line * 7) % testIds.length],
        })),
        concession: round % 4 === 0 ? { type: 'percent', value: 500 } : { type: 'amount', value: 0 },
        payments: [{ mode: 'Cash', amount: 5_000 }],
      });
    const create = (size: number, round: number) =>
      services.bills.create({ actor, input: billOf(size, round), sessionLanguage: 'en', ipAddress: '127.0.0.1' });

    const beforeBills = performance.now();
    for (let round = 0; round < billCount; round++) await create(3 + (round % 6), round + 100_000);
    console.log(
      `${label}: ${testCount} tests with formats in ${catalogueSeconds.toFixed(1)} s; ${patientCount} patients; ` +
        `${billCount} bills in ${((performance.now() - beforeBills) / 1000).toFixed(1)} s`,
    );

    // The PostgreSQL of a benchmark may run without autovacuum (this machine's does): statistics as
    // autovacuum would leave these tables, or plans made while they were empty stay. PGlite, which
    // has no autovacuum, keeps its own (db/pglite-tuning.ts).
    if (database.kind === 'postgres') await db.execute(sql`ANALYZE`);

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'reception', password: demoPassword, kind: 'lab' },
    });
    if (login.statusCode !== 200) throw new Error(`Sign-in failed: ${login.body}`);
    const headers = {
      cookie: login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      'x-csrf-token': login.json<{ csrfToken: string }>().csrfToken,
    };
    const post = async (size: number, round: number) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/bills',
        payload: billOf(size, round),
        headers,
      });
      if (response.statusCode !== 201) throw new Error(`POST /api/v1/bills: ${response.statusCode} ${response.body}`);
      return response.json<{ id: number }>();
    };

    const rows: Array<[string, number[]]> = [
      ['bill of 10 tests, service', await timedRounds(rounds, (round) => create(10, round))],
      ['bill of 10 tests, HTTP', await timedRounds(rounds, (round) => post(10, round + 10_000))],
      ['bill of 200 tests, service', await timedRounds(largeRounds, (round) => create(200, round + 20_000))],
      ['bill of 200 tests, HTTP', await timedRounds(largeRounds, (round) => post(200, round + 30_000))],
    ];
    const receiptBill = await create(10, 40_000);
    rows.push([
      'receipt PDF, service',
      await timedRounds(50, () => services.billReceipts.pdf({ actor, id: receiptBill.id })),
    ]);
    rows.push([
      'receipt PDF, HTTP',
      await timedRounds(50, async () => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/v1/bills/${receiptBill.id}/receipt.pdf`,
          headers,
        });
        if (response.statusCode !== 200) throw new Error(`receipt: ${response.statusCode}`);
      }),
    ]);

    printLatencyTable(label, rows);
  } finally {
    await app.close();
    await bus.close();
  }
}

await onBothDatabases(postgresUrl, measure);
