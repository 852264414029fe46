/**
 * Result entry on a large lab (issue 11 targets: saving and signing a report of 50 parameters
 * with 10 calculations p95 under 50 ms; the entry list's first page on 1,000,000 reports p95
 * under 100 ms), on PGlite and, when reachable, on PostgreSQL (a fresh database, dropped
 * afterwards).
 *
 * (a) Save and sign: a test of the Biochemistry department whose format has 50 parameters, 40
 * entered (numeric, with ranges and critical bounds) and 10 calculated from them ('#n'
 * placeholders); BENCH_ROUNDS + 10 bills of it made through the bill service beforehand; a
 * signing doctor whose passkey the technician's session checks once
 * (`POST /doctors/{id}/passkey-check`). Each round is one `PUT /reports/{id}/values` with
 * saveFlag 1 and the remembered signature `{ doctorId, cached: true }`: values checked,
 * calculated, flagged, signed and audited in one transaction.
 *
 * (b) The entry lists: the demo lab grown by BENCH_PATIENTS (50,000) patients and BENCH_REPORTS
 * (1,000,000) reports written by set-based statements: bills of four tests over two samples over
 * a year, oldest first. Reports of the last three days' bills, and of one bill in 200 before,
 * are in entry (a quarter each pending, partial, completed, signed); the rest are dispatched. One
 * bill in 50 is an emergency. Measured through the service and the route (app.inject, signed in
 * as the demo technician): `GET /reports?tab=pending` (first page, 50 rows, the lab's sortingFlag:
 * last updated), the same over the reports filter's 'Last 3 Months', the Total tab of today, and
 * the patient-wise pending list's first page.
 *
 * Run: npm run report-entry -w @lims/bench. Reports figures; asserts nothing.
 * BENCH_ROUNDS (100) of each after 10 to warm up; BENCH_POSTGRES_URL
 * (postgres://postgres@127.0.0.1:5432/test; "off" to skip).
 */
import { performance } from 'node:perf_hooks';
import {
  CreateBill,
  CreateReportFormat,
  CreateTest,
  type ReportFormatParameterInput,
  ReportListQuery,
} from '@lims/contract';
import { calendarDateIn } from '@lims/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { readConfig } from '../apps/server/src/config.js';
import type { DatabaseHandle } from '../apps/server/src/db/client.js';
import { demoPassword, seedDemoLab } from '../apps/server/src/db/seed/demo-lab.js';
import { systemActor } from '../apps/server/src/http/actor.js';
import { createInProcessBus, createPostgresBus } from '../apps/server/src/platform/events/event-bus.js';
import { onBothDatabases, printLatencyTable, seededRandom, timedRounds, warmUpRounds } from './measure-support.js';
import { generatePatients, resultRows } from './patient-lab.js';

const patientCount = Number(process.env.BENCH_PATIENTS ?? 50_000);
const reportCount = Number(process.env.BENCH_REPORTS ?? 1_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 100);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const generatedTestCount = 20;
const enteredCount = 40;
const calculatedCount = 10;
const passkey = 'Bench@1234';

/** 40 entered parameters with ranges and critical bounds, and 10 calculated from them. */
function fiftyParameters(): ReportFormatParameterInput[] {
  const entered = Array.from({ length: enteredCount }, (_, index) => ({
    index: index + 1,
    order: index,
    name: `Analyte ${index + 1}`,
    unit: 'mg/dL',
    isNumeric: true,
    lowerBoundMale: 10,
    upperBoundMale: 100,
    lowerBoundFemale: 12,
    upperBoundFemale: 90,
    criticalLowerMale: 2,
    criticalUpperMale: 400,
    criticalLowerFemale: 2,
    criticalUpperFemale: 400,
  }));
  const calculated = Array.from({ length: calculatedCount }, (_, index) => {
    const [a, b, c] = [index * 4 + 1, index * 4 + 2, index * 4 + 3];
    return {
      index: enteredCount + index + 1,
      order: enteredCount + index,
      name: `Ratio ${index + 1}`,
      unit: null,
      isNumeric: true,
      calculationString: `(#${a} + #${b}) / #${c} * 10`,
      lowerBoundMale: 5,
      upperBoundMale: 50,
      lowerBoundFemale: 5,
      upperBoundFemale: 50,
    };
  });
  return [...entered, ...calculated];
}

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
    const departments = await services.departments.allEnabled(labId);
    const departmentId = departments.find((department) => department.name === 'Biochemistry')?.id ?? 0;

    // (a) The report of 50 parameters, its bills and its signing doctor.
    const panel = await services.labTests.create({
      actor,
      input: CreateTest.parse({
        code: 'B50',
        name: 'Bench panel of 50',
        departmentId,
        sampleTypeId: null,
        price: 10_000,
        targetTatMinutes: 240,
      }),
    });
    const format = await services.reportFormats.create({
      actor,
      input: CreateReportFormat.parse({
        testId: panel.id,
        name: 'Default',
        isDefault: true,
        parameters: fiftyParameters(),
      }),
    });
    const doctor = await services.doctors.create({
      actor,
      input: {
        fullName: 'Dr. Bench Signer',
        isSigning: true,
        isReferral: false,
        passkey,
        labUserId: null,
        login: null,
      },
    });
    const firstPatient = resultRows<{ id: number }>(
      await db.execute(sql`select id from patients where lab_id = ${labId} order by id limit 1`),
    )[0];
    const panelReports: number[] = [];
    for (let round = 0; round < rounds + warmUpRounds; round++) {
      const bill = await services.bills.create({
        actor,
        input: CreateBill.parse({ patientId: Number(firstPatient?.id), lines: [{ kind: 'test', id: panel.id }] }),
        sessionLanguage: 'en',
        ipAddress: '127.0.0.1',
      });
      panelReports.push(bill.reports[0]?.id ?? 0);
    }

    // (b) The large lab.
    const testIds: number[] = [];
    for (let index = 0; index < generatedTestCount; index++) {
      const test = await services.labTests.create({
        actor,
        input: CreateTest.parse({
          code: `R${String(index).padStart(3, '0')}`,
          name: `Bench entry test ${index}`,
          departmentId,
          sampleTypeId: null,
          price: 10_000,
          targetTatMinutes: 240,
        }),
      });
      testIds.push(test.id);
    }
    await generatePatients(db, { labId, organisationIds: [], count: patientCount, firstLabPatientId: 1_000_000 });
    await generateReports(database, { labId, testIds, departmentId });
    await db.execute(sql`ANALYZE`);
    const counts = resultRows<{ reports: number; pending: number; inEntry: number }>(
      await db.execute(sql`select
        (select count(*) from lab_reports where lab_id = ${labId})::int as reports,
        (select count(*) from lab_reports where lab_id = ${labId} and entry_stage = 'pending')::int as pending,
        (select count(*) from lab_reports where lab_id = ${labId} and entry_stage <> 'dispatched')::int as "inEntry"`),
    )[0];
    console.log(
      `${label}: ${counts?.reports} reports (${counts?.inEntry} in entry, ${counts?.pending} pending), ` +
        `built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
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
    const send = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => {
      const response = await app.inject({ method, url, headers, payload: payload as object });
      if (response.statusCode !== 200) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response;
    };

    const check = await send('POST', `/api/v1/doctors/${doctor.id}/passkey-check`, { passkey });
    if (!check.json<{ valid: boolean }>().valid) throw new Error('The bench passkey was refused.');
    const random = seededRandom(11);
    const enteredValues = () =>
      Array.from({ length: enteredCount }, (_, index) => ({
        index: index + 1,
        value: (10 + random() * 80).toFixed(1),
      }));

    const today = calendarDateIn(new Date(), (await services.labs.getLab(labId)).timeZone);
    const threeMonthsBack = new Date(`${today}T00:00:00Z`);
    threeMonthsBack.setUTCMonth(threeMonthsBack.getUTCMonth() - 3);
    const lastThreeMonths = { from: threeMonthsBack.toISOString().slice(0, 10), to: today };
    const pendingQuery = ReportListQuery.parse({ tab: 'pending' });

    const rows: Array<[string, number[]]> = [
      [
        'save and sign, 50 parameters (10 calculated), HTTP',
        await timedRounds(rounds, (round) =>
          send('PUT', `/api/v1/reports/${panelReports[round]}/values`, {
            version: 0,
            formatId: format.id,
            values: enteredValues(),
            saveFlag: 1,
            signatures: [{ doctorId: doctor.id, cached: true }],
          }),
        ),
      ],
      [
        'pending tab, first page, service (every department)',
        await timedRounds(rounds, () => services.reportLists.list({ actor, query: pendingQuery })),
      ],
      ['pending tab, first page, HTTP', await timedRounds(rounds, () => send('GET', '/api/v1/reports?tab=pending'))],
      [
        'pending tab, last 3 months, HTTP',
        await timedRounds(rounds, () =>
          send('GET', `/api/v1/reports?tab=pending&from=${lastThreeMonths.from}&to=${lastThreeMonths.to}`),
        ),
      ],
      [
        'total tab, today, HTTP',
        await timedRounds(rounds, () => send('GET', `/api/v1/reports?tab=total&from=${today}&to=${today}`)),
      ],
      [
        'patient-wise pending, first page, HTTP',
        await timedRounds(rounds, () => send('GET', '/api/v1/reports/patient-wise?tab=pending')),
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
 * and reports, their entry stages and flags as result entry and signing would leave them.
 */
async function generateReports(
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
    SELECT substr(lab_bill_id, 2)::int AS n, id, patient_id, created_at,
      (created_at > now() - interval '3 days' OR substr(lab_bill_id, 2)::int % 200 = 0) AS in_entry
    FROM bills WHERE lab_id = ${labId} AND lab_bill_id LIKE 'G%'`);
  await db.execute(sql`ANALYZE bench_bills`);
  await db.execute(sql`INSERT INTO bill_lines (lab_id, bill_id, position, test_id, code, name, unit_price, net_amount)
    SELECT ${labId}, b.id, pos, (${tests})[1 + (b.n * 2 + (pos - 1) / 2) % ${testIds.length}], 'G', 'Generated', 10000, 10000
    FROM bench_bills b CROSS JOIN generate_series(1, 4) AS pos`);
  // Every sample received and accessioned an hour after its bill, as a lab's samples are once in entry.
  await db.execute(sql`INSERT INTO samples (lab_id, bill_id, patient_id, auto_sample_id, status,
      collected_at, received_at, accession_no, accessioned_at, created_at, updated_at)
    SELECT ${labId}, b.id, b.patient_id, 'G' || b.n || '-' || s, 'received',
      b.created_at + interval '10 minutes', b.created_at + interval '1 hour', 'A' || b.n || '-' || s,
      b.created_at + interval '1 hour', b.created_at, b.created_at
    FROM bench_bills b CROSS JOIN generate_series(1, 2) AS s`);
  // In entry: a quarter each pending, partial, completed, signed; the rest dispatched.
  await db.execute(sql`INSERT INTO lab_reports (lab_id, bill_id, bill_line_id, patient_id, test_id, department_id,
      sample_id, status, target_tat_minutes, entry_stage, completed_tests, partial_fill, is_signed, is_synced,
      emergency, created_at, updated_at)
    SELECT ${labId}, l.bill_id, l.id, b.patient_id, l.test_id, ${departmentId}, s.id, 'notCollected', 240,
      stage.entry_stage, stage.entry_stage <> 'pending', stage.entry_stage = 'partial',
      stage.entry_stage in ('signed', 'dispatched'), stage.entry_stage = 'dispatched',
      b.n % 50 = 0, b.created_at, least(now(), b.created_at + interval '2 hours' * ((b.n + l.position) % 5))
    FROM bill_lines l
    JOIN bench_bills b ON b.id = l.bill_id
    JOIN samples s ON s.lab_id = l.lab_id AND s.bill_id = l.bill_id
      AND s.auto_sample_id = 'G' || b.n || '-' || (1 + (l.position - 1) / 2)
    CROSS JOIN LATERAL (SELECT CASE WHEN NOT b.in_entry THEN 'dispatched'
      ELSE (ARRAY['pending', 'partial', 'completed', 'signed'])[1 + (b.n + l.position) % 4] END AS entry_stage) AS stage
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
