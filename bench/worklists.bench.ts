/**
 * A work list of about 2,000 lines on a large lab (issue 14 targets: to PDF under 1.5 s and to
 * Excel under 1 s, end to end), on PGlite and, when reachable, on PostgreSQL (a fresh database,
 * dropped afterwards).
 *
 * The lab: the demo lab grown by BENCH_PATIENTS (20,000) patients and BENCH_REPORTS (100,000)
 * reports written by set-based statements (bench/report-lab.ts: bills of four tests over a year,
 * so about 270 a day). The Work List dialog's request (kind 5, every status) for the days back
 * from today that hold at least BENCH_LINES (2,000) reports, with a template of five options
 * (Patient Id, Bill Date, Organization, Comments to write in, Source): one PDF template and one
 * Excel template.
 *
 * Measured through the routes (app.inject, signed in as the demo admin), end to end: the run
 * asked for (`POST /worklists/runs`, its checks and its count), its job run by the worker (the
 * lines read in batches of 500, the document made and stored as a file), the run read back and
 * its file downloaded (`GET /worklists/runs/{id}`, `.../file`). Then the parts, once the lines
 * are read: the lines query alone, and worklistPdfJob with the Typst render, worklistWorkbook
 * with exceljs, with the CPU time of the process (the render's thread included).
 *
 * Run: npm run worklists -w @lims/bench. Reports figures; asserts nothing. BENCH_ROUNDS (10) of
 * each after 10 to warm up; BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/test; "off"
 * to skip).
 */
import { performance } from 'node:perf_hooks';
import { CreateTest, WorklistRequest, type WorklistRun, type WorklistTemplate } from '@lims/contract';
import { bundledLocales, calendarDateIn, noTemplateFlags } from '@lims/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { readConfig } from '../apps/server/src/config.js';
import type { DatabaseHandle } from '../apps/server/src/db/client.js';
import { demoPassword, seedDemoLab } from '../apps/server/src/db/seed/demo-lab.js';
import { systemActor } from '../apps/server/src/http/actor.js';
import { worklistPdfJob, worklistWorkbook } from '../apps/server/src/modules/worklists/worklist-documents.js';
import type { WorklistLine } from '../apps/server/src/modules/worklists/worklist-lines.js';
import { readLineIds, readLines } from '../apps/server/src/modules/worklists/worklist-lines.queries.js';
import { worklistLineQuery } from '../apps/server/src/modules/worklists/worklist-runs.service.js';
import { renderWorkbook } from '../apps/server/src/platform/documents/excel.js';
import { pdfRenderer } from '../apps/server/src/platform/documents/pdf-renderer.js';
import { textReader } from '../apps/server/src/platform/documents/texts.js';
import { createInProcessBus, createPostgresBus } from '../apps/server/src/platform/events/event-bus.js';
import { ms, onBothDatabases, percentile, printLatencyTable, timedRounds } from './measure-support.js';
import { generatePatients, resultRows } from './patient-lab.js';
import { generateReports } from './report-lab.js';

const patientCount = Number(process.env.BENCH_PATIENTS ?? 20_000);
const reportCount = Number(process.env.BENCH_REPORTS ?? 100_000);
const wantedLines = Number(process.env.BENCH_LINES ?? 2_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The template's options: five columns beside the list's own six. */
const flags = {
  ...noTemplateFlags,
  patientIdFlag: true,
  billDateFlag: true,
  orgNameFlag: true,
  blankCommentsFlag: true,
  sourceFlag: true,
};

/** Wall and CPU time of one call, in milliseconds; CPU counts every thread of the process. */
async function timedWithCpu<T>(run: () => Promise<T>): Promise<{ wall: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const before = performance.now();
  await run();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - before, cpu: (used.user + used.system) / 1000 };
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
    const send = async (method: 'GET' | 'POST', url: string, payload?: unknown, expected = 200) => {
      const response = await app.inject({ method, url, headers, payload: payload as object });
      if (response.statusCode !== expected)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response;
    };

    // The large lab.
    const departments = await services.departments.allEnabled(labId);
    const departmentId = departments.find((department) => department.name === 'Biochemistry')?.id ?? 0;
    const testIds: number[] = [];
    for (let index = 0; index < 20; index++) {
      const test = await services.labTests.create({
        actor,
        input: CreateTest.parse({
          code: `W${String(index).padStart(3, '0')}`,
          name: `Bench work list test ${index}`,
          departmentId,
          sampleTypeId: null,
          price: 10_000,
          targetTatMinutes: 240,
        }),
      });
      testIds.push(test.id);
    }
    await generatePatients(db, { labId, organisationIds: [], count: patientCount, firstLabPatientId: 2_000_000 });
    await generateReports(database, { labId, testIds, departmentId, reportCount });
    await db.execute(sql`ANALYZE`);

    // The days back from today that hold the lines wanted: from the lab's day of the bill of the wanted-th newest report.
    const lab = await services.labs.getLab(labId);
    const today = calendarDateIn(new Date(), lab.timeZone);
    const [oldest] = resultRows<{ billed_at: string | Date }>(
      await db.execute(sql`select b.created_at as billed_at from lab_reports r join bills b on b.id = r.bill_id
        where r.lab_id = ${labId} order by b.created_at desc offset ${wantedLines - 1} limit 1`),
    );
    if (!oldest) throw new Error(`The lab has fewer than ${wantedLines} reports.`);
    const from = calendarDateIn(new Date(oldest.billed_at), lab.timeZone);
    console.log(
      `${label}: ${reportCount} reports generated in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `the work list is ${from} to ${today}`,
    );

    const template = async (name: string, format: 'pdf' | 'excel') =>
      (
        await send('POST', '/api/v1/worklists/templates', { name, categoryId: null, format, flags }, 201)
      ).json<WorklistTemplate>();
    const pdfTemplate = await template('Bench PDF', 'pdf');
    const excelTemplate = await template('Bench Excel', 'excel');
    const request = (templateId: number) => ({
      kind: 'workList',
      from,
      to: today,
      templateId,
      choice: {
        statuses: { unprocessed: true, processing: true, processed: true, approved: true, dispatched: true },
        tatExceeded: true,
      },
    });

    let lineCount = 0;
    let fileBytes = { pdf: 0, excel: 0 };
    const endToEnd = async (format: 'pdf' | 'excel', templateId: number) => {
      const run = (await send('POST', '/api/v1/worklists/runs', request(templateId), 202)).json<WorklistRun>();
      await services.jobs.worker.runDue();
      const done = (await send('GET', `/api/v1/worklists/runs/${run.id}`)).json<WorklistRun>();
      if (done.state !== 'done' || done.format !== format) throw new Error(`The work list ended ${done.state}.`);
      lineCount = done.total;
      const file = await send('GET', `/api/v1/worklists/runs/${run.id}/file`);
      fileBytes = { ...fileBytes, [format]: file.rawPayload.length };
    };

    // The parts: the lines as the job reads them, then each document from them.
    const parsed = WorklistRequest.parse(request(pdfTemplate.id));
    const query = worklistLineQuery({ labId, departmentIds: 'all' }, parsed, new Date(), lab.timeZone);
    const readAll = async () => {
      const reportIds = await readLineIds(db, query);
      const lines: WorklistLine[] = [];
      for (let start = 0; start < reportIds.length; start += 500) {
        lines.push(...(await readLines(db, query, reportIds.slice(start, start + 500))));
      }
      return lines;
    };
    const lines = await readAll();
    const input = (chosen: WorklistTemplate) => ({
      request: parsed,
      lines,
      template: chosen,
      lab: { name: lab.name, timeZone: lab.timeZone },
      language: 'en' as const,
      text: textReader(bundledLocales.en),
      madeAt: new Date(),
      names: {},
    });
    const pdfPart = () => pdfRenderer.render(worklistPdfJob(input(pdfTemplate)));
    const excelPart = () => renderWorkbook(worklistWorkbook(input(excelTemplate)));

    const rows: Array<[string, number[]]> = [
      ['Work List to PDF, end to end, HTTP + job', await timedRounds(rounds, () => endToEnd('pdf', pdfTemplate.id))],
      [
        'Work List to Excel, end to end, HTTP + job',
        await timedRounds(rounds, () => endToEnd('excel', excelTemplate.id)),
      ],
      ['the lines query alone (batches of 500)', await timedRounds(rounds, readAll)],
      ['worklistPdfJob + Typst render', await timedRounds(rounds, pdfPart)],
      ['worklistWorkbook + exceljs', await timedRounds(rounds, excelPart)],
    ];
    console.log(
      `${label}: ${lineCount} lines; PDF ${(fileBytes.pdf / 1024).toFixed(0)} KB, ` +
        `Excel ${(fileBytes.excel / 1024).toFixed(0)} KB`,
    );
    printLatencyTable(label, rows);
    for (const [what, part] of [
      ['PDF', pdfPart],
      ['Excel', excelPart],
    ] as const) {
      const cpu: number[] = [];
      for (let round = 0; round < rounds; round++) cpu.push((await timedWithCpu(part)).cpu);
      cpu.sort((left, right) => left - right);
      console.log(`${label}: ${what} CPU time, p50 ${ms(percentile(cpu, 0.5))} ms, max ${ms(cpu.at(-1) ?? 0)} ms`);
    }
  } finally {
    await app.close();
    await bus.close();
  }
}

await onBothDatabases(postgresUrl, measure);
