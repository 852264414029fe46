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
import { generateReports } from './report-lab.js';

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
    await generateReports(database, { labId, testIds, departmentId, reportCount });
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

await onBothDatabases(postgresUrl, measure);
