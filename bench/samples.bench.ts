/**
 * The collection desk on a large lab (issue 10 targets: the pending-sample list's first page p95
 * under 100 ms; collecting a bill of 20 samples p95 under 50 ms), on PGlite and, when reachable,
 * on PostgreSQL (a fresh database, dropped afterwards).
 *
 * The lab: the demo lab, 20 sample types with a test each, BENCH_PATIENTS (50,000) patients
 * (patient-lab.ts), and BENCH_REPORTS (1,000,000) reports written by set-based statements: bills
 * of four tests over two samples, made over a year, oldest first. The samples of the last three
 * days' bills are pending (half Not Collected, half Collected), as are one in 200 older ones (a
 * sample never drawn); the rest are received. Measures, through the service and the route
 * (app.inject, signed in as the demo technician): the pending list's first page (newest first,
 * 50 rows), the same narrowed to a department and today, and collecting every sample of a bill of
 * 20 tests of 20 sample types (made through the bill service beforehand) at a time given.
 * Run: npm run samples -w @lims/bench. Reports figures; asserts nothing.
 *
 * BENCH_ROUNDS (100) of each after 10 to warm up; BENCH_POSTGRES_URL
 * (postgres://postgres@127.0.0.1:5432/test; "off" to skip).
 */
import { performance } from 'node:perf_hooks';
import {
  type Bill,
  CreateBill,
  CreateReportFormat,
  CreateSampleType,
  CreateTest,
  SampleListQuery,
} from '@lims/contract';
import { calendarDateIn } from '@lims/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { readConfig } from '../apps/server/src/config.js';
import type { DatabaseHandle } from '../apps/server/src/db/client.js';
import { demoPassword, seedDemoLab } from '../apps/server/src/db/seed/demo-lab.js';
import { systemActor } from '../apps/server/src/http/actor.js';
import { createInProcessBus, createPostgresBus } from '../apps/server/src/platform/events/event-bus.js';
import { onBothDatabases, printLatencyTable, timedRounds, warmUpRounds } from './measure-support.js';
import { generatePatients, resultRows } from './patient-lab.js';

const patientCount = Number(process.env.BENCH_PATIENTS ?? 50_000);
const reportCount = Number(process.env.BENCH_REPORTS ?? 1_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 100);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const sampleTypeCount = 20;

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
    const testIds: number[] = [];
    for (let index = 0; index < sampleTypeCount; index++) {
      const sampleType = await services.sampleTypes.create({
        actor,
        input: CreateSampleType.parse({ name: `Bench tube ${index}` }),
      });
      const test = await services.labTests.create({
        actor,
        input: CreateTest.parse({
          code: `S${String(index).padStart(3, '0')}`,
          name: `Bench sample test ${index}`,
          departmentId,
          sampleTypeId: sampleType.id,
          price: 10_000,
          targetTatMinutes: 240,
        }),
      });
      await services.reportFormats.create({
        actor,
        input: CreateReportFormat.parse({
          testId: test.id,
          name: 'Default',
          parameters: [{ index: 1, order: 0, name: 'Value', unit: 'mg/dL', isNumeric: true }],
        }),
      });
      testIds.push(test.id);
    }
    await generatePatients(db, { labId, organisationIds: [], count: patientCount, firstLabPatientId: 1_000_000 });
    const patientIds = resultRows<{ id: number }>(
      await db.execute(sql`select id from patients where lab_id = ${labId} order by id`),
    ).map((row) => Number(row.id));
    await generateBills(database, { labId, testIds, departmentId });
    // The PostgreSQL of a benchmark may run without autovacuum: statistics as autovacuum would leave them.
    await db.execute(sql`ANALYZE`);
    const counts = resultRows<{ samples: number; pending: number; reports: number }>(
      await db.execute(sql`select
        (select count(*) from samples where lab_id = ${labId})::int as samples,
        (select count(*) from samples where lab_id = ${labId} and status in ('notCollected', 'collected'))::int as pending,
        (select count(*) from lab_reports where lab_id = ${labId})::int as reports`),
    )[0];
    console.log(
      `${label}: ${counts?.reports} reports, ${counts?.samples} samples (${counts?.pending} pending), ` +
        `${patientIds.length} patients, built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'technician', password: demoPassword, kind: 'lab' },
    });
    if (login.statusCode !== 200) throw new Error(`Sign-in failed: ${login.body}`);
    const headers = {
      cookie: login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      'x-csrf-token': login.json<{ csrfToken: string }>().csrfToken,
    };
    const get = async (url: string) => {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
    };

    const today = calendarDateIn(new Date(), (await services.labs.getLab(labId)).timeZone);
    const firstPage = SampleListQuery.parse({});
    const narrowed = SampleListQuery.parse({ departmentId, from: today, to: today });

    // Bills of 20 samples to collect, made beforehand through the bill service.
    const twentySampleBill = (round: number) =>
      services.bills.create({
        actor,
        input: CreateBill.parse({
          patientId: patientIds[(round * 7919) % patientIds.length],
          lines: testIds.map((id) => ({ kind: 'test', id })),
        }),
        sessionLanguage: 'en',
        ipAddress: '127.0.0.1',
      });
    const bills: Bill[] = [];
    for (let round = 0; round < 2 * (rounds + warmUpRounds); round++) bills.push(await twentySampleBill(round));
    const collectedAt = new Date(Date.now() - 10 * 60_000).toISOString();
    const samplesOf = (round: number) =>
      (bills[round]?.samples ?? []).map((sample) => ({ id: sample.id, version: sample.version }));

    const rows: Array<[string, number[]]> = [
      [
        'pending list, first page, service',
        await timedRounds(rounds, () => services.samples.list({ actor, query: firstPage })),
      ],
      ['pending list, first page, HTTP', await timedRounds(rounds, () => get('/api/v1/samples'))],
      [
        'pending list, a department today, service',
        await timedRounds(rounds, () => services.samples.list({ actor, query: narrowed })),
      ],
      [
        'pending list, a department today, HTTP',
        await timedRounds(rounds, () => get(`/api/v1/samples?departmentId=${departmentId}&from=${today}&to=${today}`)),
      ],
      [
        'collect a bill of 20 samples, service',
        await timedRounds(rounds, (round) =>
          services.samples.collect({ actor, input: { samples: samplesOf(round), collectedAt } }),
        ),
      ],
      [
        'collect a bill of 20 samples, HTTP',
        await timedRounds(rounds, async (round) => {
          const response = await app.inject({
            method: 'POST',
            url: '/api/v1/samples/collect',
            payload: { samples: samplesOf(rounds + warmUpRounds + round), collectedAt },
            headers,
          });
          if (response.statusCode !== 200) throw new Error(`collect: ${response.statusCode} ${response.body}`);
        }),
      ],
    ];

    printLatencyTable(label, rows);
  } finally {
    await app.close();
    await bus.close();
  }
}

/**
 * `reportCount` reports by set-based statements: bills of four tests (two samples of two tests
 * each) of the generated patients over the last year, oldest first, each with its lines, samples
 * and reports, as the bill service would write them.
 */
async function generateBills(
  { db }: DatabaseHandle,
  { labId, testIds, departmentId }: { labId: number; testIds: number[]; departmentId: number },
) {
  const billCount = Math.ceil(reportCount / 4);
  const tests = sql.raw(`ARRAY[${testIds.join(', ')}]::bigint[]`);
  // PGlite starts with sequential scans off; these statements read whole tables (patient-lab.ts).
  const [setting] = resultRows<{ enable_seqscan: string }>(await db.execute(sql`SHOW enable_seqscan`));
  await db.execute(sql`SET enable_seqscan = on`);
  await db.execute(sql`DROP TABLE IF EXISTS bench_patients`);
  await db.execute(sql`CREATE TEMP TABLE bench_patients AS
    SELECT row_number() OVER (ORDER BY id) AS k, id FROM patients WHERE lab_id = ${labId}`);
  const patientTotal = Number(
    resultRows<{ total: number }>(await db.execute(sql`select count(*)::int as total from bench_patients`))[0]?.total,
  );
  await db.execute(sql`INSERT INTO bills (lab_id, lab_bill_id, patient_id, gross_amount, concession_amount, net_amount,
      patient_amount, due_amount, created_at, updated_at)
    SELECT ${labId}, 'G' || n, p.id, 40000, 0, 40000, 40000, 0,
      now() - ((${billCount} - n) * (interval '365 days' / ${billCount})),
      now() - ((${billCount} - n) * (interval '365 days' / ${billCount}))
    FROM generate_series(1, ${billCount}::int) AS n
    JOIN bench_patients p ON p.k = 1 + (n::bigint * 7919) % ${patientTotal}`);
  await db.execute(sql`DROP TABLE IF EXISTS bench_bills`);
  await db.execute(sql`CREATE TEMP TABLE bench_bills AS
    SELECT substr(lab_bill_id, 2)::int AS n, id, patient_id, created_at FROM bills
    WHERE lab_id = ${labId} AND lab_bill_id LIKE 'G%'`);
  await db.execute(sql`ANALYZE bench_bills`);
  // Position 1..4: tests 1 and 2 of the bill's first sample type, 3 and 4 of its second.
  await db.execute(sql`INSERT INTO bill_lines (lab_id, bill_id, position, test_id, code, name, unit_price, net_amount)
    SELECT ${labId}, b.id, pos, (${tests})[1 + (b.n * 2 + (pos - 1) / 2) % ${testIds.length}], 'G', 'Generated', 10000, 10000
    FROM bench_bills b CROSS JOIN generate_series(1, 4) AS pos`);
  await db.execute(sql`INSERT INTO samples (lab_id, bill_id, patient_id, sample_type_id, auto_sample_id, status,
      collected_at, received_at, created_at, updated_at)
    SELECT ${labId}, b.id, b.patient_id, t.sample_type_id, 'G' || b.n || '-' || s, state.status,
      CASE WHEN state.status <> 'notCollected' THEN b.created_at + interval '10 minutes' END,
      CASE WHEN state.status = 'received' THEN b.created_at + interval '1 hour' END,
      b.created_at, b.created_at
    FROM bench_bills b CROSS JOIN generate_series(1, 2) AS s
    JOIN tests t ON t.lab_id = ${labId} AND t.id = (${tests})[1 + (b.n * 2 + s - 1) % ${testIds.length}]
    CROSS JOIN LATERAL (SELECT CASE
      WHEN b.created_at > now() - interval '3 days' OR b.n % 200 = 0
        THEN CASE WHEN (b.n + s) % 2 = 0 THEN 'notCollected' ELSE 'collected' END
      ELSE 'received' END AS status) AS state`);
  await db.execute(sql`INSERT INTO lab_reports (lab_id, bill_id, bill_line_id, patient_id, test_id, department_id,
      sample_id, status, target_tat_minutes, created_at, updated_at)
    SELECT ${labId}, l.bill_id, l.id, b.patient_id, l.test_id, ${departmentId}, s.id, 'notCollected', 240,
      b.created_at, b.created_at
    FROM bill_lines l
    JOIN bench_bills b ON b.id = l.bill_id
    JOIN samples s ON s.lab_id = l.lab_id AND s.bill_id = l.bill_id
      AND s.auto_sample_id = 'G' || b.n || '-' || (1 + (l.position - 1) / 2)
    WHERE l.lab_id = ${labId}`);
  await db.execute(sql`DROP TABLE bench_patients`);
  await db.execute(sql`DROP TABLE bench_bills`);
  await db.execute(sql`SELECT set_config('enable_seqscan', ${setting?.enable_seqscan ?? 'on'}, false)`);
  await db.execute(sql`VACUUM ANALYZE bills`);
  await db.execute(sql`VACUUM ANALYZE bill_lines`);
  await db.execute(sql`VACUUM ANALYZE samples`);
  await db.execute(sql`VACUUM ANALYZE lab_reports`);
}

await onBothDatabases(postgresUrl, measure);
