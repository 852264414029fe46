/**
 * Printing on a large lab (issue 12 targets: one report PDF p95 under 50 ms; Print All of 100
 * reports to one PDF under 1.5 s end to end; the print and dispatch waiting list's first page on
 * 1,000,000 reports p95 under 100 ms), on PGlite and, when reachable, on PostgreSQL (a fresh
 * database, dropped afterwards).
 *
 * (a) Real reports: 25 bills of four demo tests (CBC, lipid profile, liver and kidney function:
 * 100 reports of 7 to 20 parameters) for demo patients, their values saved and signed through
 * the routes with a remembered passkey, as the bench and a doctor would.
 * (b) The large lab: BENCH_PATIENTS (50,000) patients and BENCH_REPORTS (1,000,000) reports
 * written by set-based statements (bench/report-lab.ts): bills of four tests over a year; the
 * last three days' and one bill in 200 before in entry (a quarter of those signed), the rest
 * dispatched.
 *
 * Measured through the routes (app.inject, signed in as the demo admin): one CBC report's PDF
 * (`GET /reports/{id}/pdf`); Print All of the 100 reports end to end (`POST /report-prints/runs`,
 * the job run by the worker, `GET /report-prints/runs/{id}` and its PDF); the waiting list's
 * first page (`GET /report-prints`, tabs all and pending, the default window of the last four
 * days, and the last three months).
 *
 * Run: npm run report-prints -w @lims/bench. Reports figures; asserts nothing. BENCH_ROUNDS
 * (100) of each after 10 to warm up (Print All: BENCH_PRINT_ROUNDS, 10); BENCH_POSTGRES_URL
 * (postgres://postgres@127.0.0.1:5432/test; "off" to skip).
 */
import { performance } from 'node:perf_hooks';
import { CreateBill, CreateTest, type PrintRun, type ReportEntry } from '@lims/contract';
import { calendarDateIn } from '@lims/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { readConfig } from '../apps/server/src/config.js';
import type { DatabaseHandle } from '../apps/server/src/db/client.js';
import { demoPassword, seedDemoLab } from '../apps/server/src/db/seed/demo-lab.js';
import { systemActor } from '../apps/server/src/http/actor.js';
import { createInProcessBus, createPostgresBus } from '../apps/server/src/platform/events/event-bus.js';
import { onBothDatabases, printLatencyTable, timedRounds } from './measure-support.js';
import { generatePatients, resultRows } from './patient-lab.js';
import { generateReports } from './report-lab.js';

const patientCount = Number(process.env.BENCH_PATIENTS ?? 50_000);
const reportCount = Number(process.env.BENCH_REPORTS ?? 1_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 100);
const printRounds = Number(process.env.BENCH_PRINT_ROUNDS ?? 10);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const demoPasskey = 'Sign@1234';
const printedTestCodes = ['CBC', 'LIPID', 'LFT', 'KFT'];

/** A value for every parameter a technician types: the middle of its range, or a plain word for text. */
function typedValues(entry: ReportEntry) {
  return (entry.format?.parameters ?? []).flatMap((parameter) => {
    if (parameter.styleFlag || parameter.fileInput || parameter.calculationString?.trim()) return [];
    if (parameter.descriptionFlag || !parameter.isNumeric) return [{ index: parameter.index, value: 'Normal' }];
    const lower = parameter.lowerBoundMale ?? 1;
    const upper = parameter.upperBoundMale ?? lower * 2;
    return [{ index: parameter.index, value: ((lower + upper) / 2).toFixed(1) }];
  });
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

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'admin', password: demoPassword, kind: 'lab' },
    });
    if (login.statusCode !== 200) throw new Error(`Sign-in failed: ${login.body}`);
    const headers = {
      cookie: login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
      'x-csrf-token': login.json<{ csrfToken: string }>().csrfToken,
    };
    const send = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, expected = 200) => {
      const response = await app.inject({ method, url, headers, payload: payload as object });
      if (response.statusCode !== expected)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response;
    };

    // (a) 100 real reports, entered and signed.
    const testRows = resultRows<{ id: number; code: string }>(
      await db.execute(sql`select id, code from tests where lab_id = ${labId} and code in ${printedTestCodes}`),
    );
    const patients = resultRows<{ id: number }>(
      await db.execute(sql`select id from patients where lab_id = ${labId} order by id limit 25`),
    );
    const doctors = await services.doctors.signingDoctors(labId);
    const doctorId = doctors.find((doctor) => doctor.name === 'Dr. Anil Sharma')?.id;
    if (doctorId === undefined) throw new Error('The demo signing doctor is missing.');
    await send('POST', `/api/v1/doctors/${doctorId}/passkey-check`, { passkey: demoPasskey });
    const printed: number[] = [];
    for (const patient of patients) {
      const bill = await services.bills.create({
        actor,
        input: CreateBill.parse({
          patientId: Number(patient.id),
          lines: testRows.map((test) => ({ kind: 'test', id: Number(test.id) })),
        }),
        sessionLanguage: 'en',
        ipAddress: '127.0.0.1',
      });
      for (const report of bill.reports) {
        const entry = (await send('GET', `/api/v1/reports/${report.id}`)).json<ReportEntry>();
        await send('PUT', `/api/v1/reports/${report.id}/values`, {
          version: entry.version,
          formatId: entry.format?.id,
          values: typedValues(entry),
          saveFlag: 1,
          signatures: [{ doctorId, cached: true }],
        });
        printed.push(report.id);
      }
    }
    const cbcReport = printed[0];

    // (b) The large lab.
    const departments = await services.departments.allEnabled(labId);
    const departmentId = departments.find((department) => department.name === 'Biochemistry')?.id ?? 0;
    const testIds: number[] = [];
    for (let index = 0; index < 20; index++) {
      const test = await services.labTests.create({
        actor,
        input: CreateTest.parse({
          code: `P${String(index).padStart(3, '0')}`,
          name: `Bench print test ${index}`,
          departmentId,
          sampleTypeId: null,
          price: 10_000,
          targetTatMinutes: 240,
        }),
      });
      testIds.push(test.id);
    }
    await generatePatients(db, { labId, organisationIds: [], count: patientCount, firstLabPatientId: 1_000_000 });
    await generateReports(database, { labId, testIds, departmentId, reportCount });
    await db.execute(sql`ANALYZE`);
    const counts = resultRows<{ reports: number; signed: number }>(
      await db.execute(sql`select
        (select count(*) from lab_reports where lab_id = ${labId})::int as reports,
        (select count(*) from lab_reports where lab_id = ${labId}
          and entry_stage in ('signed', 'approved', 'dispatched'))::int as signed`),
    )[0];
    console.log(
      `${label}: ${counts?.reports} reports (${counts?.signed} signed or dispatched), ` +
        `built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const today = calendarDateIn(new Date(), (await services.labs.getLab(labId)).timeZone);
    const threeMonthsBack = new Date(`${today}T00:00:00Z`);
    threeMonthsBack.setUTCMonth(threeMonthsBack.getUTCMonth() - 3);
    const from = threeMonthsBack.toISOString().slice(0, 10);

    const printAll = async () => {
      const run = (
        await send('POST', '/api/v1/report-prints/runs', { reportIds: printed, pageBreak: 1 }, 202)
      ).json<PrintRun>();
      await services.jobs.worker.runDue();
      const done = (await send('GET', `/api/v1/report-prints/runs/${run.id}`)).json<PrintRun>();
      if (done.state !== 'done') throw new Error(`Print All ended ${done.state}: ${done.error}`);
      return send('GET', `/api/v1/report-prints/runs/${run.id}/pdf`);
    };

    const rows: Array<[string, number[]]> = [
      [
        'one report PDF (CBC, 20 parameters), HTTP',
        await timedRounds(rounds, () => send('GET', `/api/v1/reports/${cbcReport}/pdf`)),
      ],
      ['Print All of 100 reports, end to end, HTTP + job', await timedRounds(printRounds, printAll)],
      [
        'waiting list ALL, first page, HTTP',
        await timedRounds(rounds, () => send('GET', '/api/v1/report-prints?tab=all')),
      ],
      [
        'waiting list PENDING_REPORTS, first page, HTTP',
        await timedRounds(rounds, () => send('GET', '/api/v1/report-prints?tab=pending')),
      ],
      [
        'waiting list ALL, last 3 months, first page, HTTP',
        await timedRounds(rounds, () => send('GET', `/api/v1/report-prints?tab=all&from=${from}&to=${today}`)),
      ],
      [
        'dispatched, last 3 months, first page, HTTP',
        await timedRounds(rounds, () => send('GET', `/api/v1/report-prints?tab=dispatched&from=${from}&to=${today}`)),
      ],
    ];
    printLatencyTable(label, rows);
  } finally {
    await app.close();
    await bus.close();
  }
}

await onBothDatabases(postgresUrl, measure);
