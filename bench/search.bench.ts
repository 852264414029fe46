/**
 * The search box (`GET /api/v1/search`) on a large lab: 200,000 patients (patient-lab.ts), and
 * another lab of 20,000 beside it, on PGlite and, when reachable, on PostgreSQL (a fresh
 * database, dropped afterwards). Measures p50 and p95 of the search service called directly and
 * of the route through the HTTP stack (app.inject, signed in as the demo admin; the collection
 * centre's row as the demo's centre user), each over varied inputs: a name prefix of three
 * letters, two words, a mobile's last four to six digits, a mobile typed with the dial code,
 * an exact lab patient id, a national id.
 * Run: npm run search -w @lims/bench. Reports figures; asserts nothing.
 *
 * BENCH_PATIENTS (200000), BENCH_OTHER_PATIENTS (20000) in the second lab, BENCH_QUERIES (300)
 * per row after 30 to warm up, BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/test;
 * "off" to skip).
 */
import { performance } from 'node:perf_hooks';
import type { SearchQuery, SearchResult } from '@lims/contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { readConfig } from '../apps/server/src/config.js';
import type { DatabaseHandle } from '../apps/server/src/db/client.js';
import { demoOrganisation, demoPassword, seedDemoLab } from '../apps/server/src/db/seed/demo-lab.js';
import { systemActor } from '../apps/server/src/http/actor.js';
import { createInProcessBus, createPostgresBus } from '../apps/server/src/platform/events/event-bus.js';
import { onBothDatabases, percentile, seededRandom } from './measure-support.js';
import { generatePatients, resultRows } from './patient-lab.js';

const patientCount = Number(process.env.BENCH_PATIENTS ?? 200_000);
const otherPatientCount = Number(process.env.BENCH_OTHER_PATIENTS ?? 20_000);
const queryCount = Number(process.env.BENCH_QUERIES ?? 300);
const warmUp = 30;
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface SamplePatient {
  fullName: string;
  mobile: string | null;
  labPatientId: string;
  nationalIdentityNumber: string | null;
}

interface Row {
  label: string;
  inputs: Array<Pick<SearchQuery, 'q' | 'variant'>>;
  /** Through the route as the collection-centre user rather than as the admin. */
  asCentre?: boolean;
}

/** The inputs of each row, drawn from the lab's own patients so that most find someone. */
function rowsOf(sample: SamplePatient[]): Row[] {
  const random = seededRandom(6);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;
  const draw = <T>(make: (patient: SamplePatient) => T | null): T[] => {
    const inputs: T[] = [];
    while (inputs.length < queryCount + warmUp) {
      const input = make(pick(sample));
      if (input !== null) inputs.push(input);
    }
    return inputs;
  };
  const wordsOf = (patient: SamplePatient) => patient.fullName.split(' ');
  // Three letters as typed: a Devanagari or Arabic letter may be followed by its vowel sign or mark.
  const prefix = (word: string, length: number) => Array.from(word).slice(0, length).join('');
  const nameQuery = (patient: SamplePatient) => ({ q: prefix(pick(wordsOf(patient)), 3), variant: 'default' as const });
  return [
    { label: 'name prefix, 3 letters', inputs: draw(nameQuery) },
    {
      label: 'name, two words (3 + 2 letters)',
      inputs: draw((patient) => {
        const [first = '', ...rest] = wordsOf(patient);
        return { q: `${prefix(rest.at(-1) ?? first, 3)} ${prefix(first, 2)}`, variant: 'default' };
      }),
    },
    {
      label: 'mobile, last 4 to 6 digits',
      inputs: draw((patient) =>
        patient.mobile ? { q: patient.mobile.slice(-(4 + Math.floor(random() * 3))), variant: 'default' } : null,
      ),
    },
    {
      label: 'mobile with dial code, +91 …',
      inputs: draw((patient) =>
        patient.mobile
          ? { q: `+91 ${patient.mobile.slice(0, 5)} ${patient.mobile.slice(5)}`, variant: 'default' }
          : null,
      ),
    },
    { label: 'exact lab patient id', inputs: draw((patient) => ({ q: patient.labPatientId, variant: 'default' })) },
    {
      label: 'national id (nationalId variant)',
      inputs: draw((patient) =>
        patient.nationalIdentityNumber ? { q: patient.nationalIdentityNumber, variant: 'nationalId' } : null,
      ),
    },
    { label: 'name prefix, collection centre', inputs: draw(nameQuery), asCentre: true },
  ];
}

async function signIn(app: Awaited<ReturnType<typeof buildApp>>, username: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username, password: demoPassword, kind: 'lab' },
  });
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${username} failed: ${response.body}`);
  const cookie = response.cookies.find((candidate) => candidate.name === 'lims_session');
  if (!cookie) throw new Error('Sign-in answered without a session cookie.');
  return `${cookie.name}=${cookie.value}`;
}

async function measure(label: string, database: DatabaseHandle) {
  const { db } = database;
  const bus = database.pool ? await createPostgresBus(database.pool) : createInProcessBus();
  const app = await buildApp({ config: { ...readConfig({}), webDist: '/nonexistent' }, database, bus });
  try {
    const labId = await seedDemoLab(db, app.services);
    if (!labId) throw new Error('The demo lab was not seeded.');
    const system = systemActor(labId);
    const cityClinic = await db.execute(sql`select id from organisations where lab_id = ${labId}
      and name = ${demoOrganisation.name}`);
    const organisationIds = [Number(resultRows<{ id: number }>(cityClinic)[0]?.id)];
    for (const name of ['Sunrise Clinic', 'Green Valley Hospital', 'Lotus Diagnostics', 'Al Noor Polyclinic']) {
      organisationIds.push(
        (await app.services.organisations.create({ actor: system, input: { name, login: null } })).id,
      );
    }
    const other = await app.services.labs.create({
      input: {
        name: 'Second Lab',
        countryIsoCode: 'AE',
        dialCode: '971',
        currency: 'AED',
        timeZone: 'Asia/Dubai',
        regionCode: 'UAE',
      },
    });

    const started = performance.now();
    const steps: string[] = [];
    await generatePatients(
      db,
      { labId, organisationIds, count: patientCount, firstLabPatientId: 1_000_000 },
      (step, ms) => steps.push(`${step} ${(ms / 1000).toFixed(1)} s`),
    );
    await generatePatients(db, {
      labId: other.id,
      organisationIds: [],
      count: otherPatientCount,
      firstLabPatientId: 1_000_000,
    });
    console.log(
      `${label}: ${patientCount} patients and ${otherPatientCount} in another lab written in ${((performance.now() - started) / 1000).toFixed(1)} s (${steps.join(', ')})`,
    );

    const sampled = await db.execute(sql`select full_name, mobile, lab_patient_id, national_identity_number
      from patients where lab_id = ${labId} and lab_patient_id ~ '^[0-9]{7}$' order by md5(id::text) limit 2000`);
    const sample = resultRows<{
      full_name: string;
      mobile: string | null;
      lab_patient_id: string;
      national_identity_number: string | null;
    }>(sampled).map((row) => ({
      fullName: row.full_name,
      mobile: row.mobile,
      labPatientId: row.lab_patient_id,
      nationalIdentityNumber: row.national_identity_number,
    }));
    const cookies = { admin: await signIn(app, 'admin'), centre: await signIn(app, 'collection') };

    const table: string[][] = [];
    for (const row of rowsOf(sample)) {
      const timesOf = async (call: (query: SearchQuery) => Promise<SearchResult>) => {
        const times: number[] = [];
        let found = 0;
        for (const [index, input] of row.inputs.entries()) {
          const query = { ...input, limit: 10 };
          const before = performance.now();
          const result = await call(query);
          if (index < warmUp) continue;
          times.push(performance.now() - before);
          found += result.patients.length + result.nationalId.length;
        }
        return { times: times.sort((a, b) => a - b), found: found / times.length };
      };
      const service = row.asCentre
        ? undefined
        : await timesOf((query) => app.services.patientSearch.search({ actor: system, query }));
      const http = await timesOf(async (query) => {
        const response = await app.inject({
          method: 'GET',
          url: '/api/v1/search',
          query: { q: query.q, variant: query.variant, limit: String(query.limit) },
          headers: { cookie: row.asCentre ? cookies.centre : cookies.admin },
        });
        if (response.statusCode !== 200) throw new Error(`search failed: ${response.statusCode} ${response.body}`);
        return response.json<SearchResult>();
      });
      const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(1));
      table.push([
        row.label,
        ms(service && percentile(service.times, 0.5)),
        ms(service && percentile(service.times, 0.95)),
        ms(percentile(http.times, 0.5)),
        ms(percentile(http.times, 0.95)),
        ms(http.times.at(-1)),
        http.found.toFixed(1),
      ]);
    }
    const header = ['query', 'service p50', 'service p95', 'HTTP p50', 'HTTP p95', 'HTTP max', 'found'];
    const widths = header.map((title, column) =>
      Math.max(title.length, ...table.map((line) => line[column]?.length ?? 0)),
    );
    const line = (cells: string[]) =>
      `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
    console.log(`${label}, ${queryCount} queries per row (ms; found: patients per answer, limit 10):`);
    console.log(line(header));
    console.log(line(widths.map((width) => '-'.repeat(width))));
    for (const cells of table) console.log(line(cells));
  } finally {
    await app.close();
    await bus.close();
  }
}

await onBothDatabases(postgresUrl, measure);
