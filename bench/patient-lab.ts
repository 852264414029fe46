/**
 * A large lab's patients for the benchmarks: `count` patients written by a few set-based
 * statements (generate_series), with their search terms, into an existing lab. Names are drawn
 * from Latin (Indian, Spanish, French, German and English, accents included), Devanagari and
 * Arabic (vowel marks included) pools; about nine in ten have a mobile, some a reference id, half
 * a national id, and a fifth belong to one of the lab's organisations.
 */

import { performance } from 'node:perf_hooks';
import { searchWords } from '@lims/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database.js';

/** A pool of names, one word each, as written. */
const words = (names: string) => names.trim().split(/\s+/u);

const latinFirst = words(`
  Aarav Aditya Amit Ananya Anil Anjali Arjun Deepak Divya Ganesh Gita Harish Isha Kavita Kiran Krishna
  Lakshmi Manoj Meera Mohan Neha Nikhil Pooja Priya Rahul Raj Rajesh Ramesh Ravi Rohit Sanjay Sarita
  Shreya Sunil Sunita Suresh Tanvi Vijay Vikram Vinod Yash José María Sofía Lucía Mateo Martín Hélène
  François Zoë Chloé Noël Jürgen Jörg Björn Søren Ahmed Mohammed Fatima Ali Hassan Omar Aisha Yusuf Zainab
  Ibrahim John Mary James Sarah David Emma Michael Olivia Daniel Grace Peter Anna Thomas Laura Paul Elena
  Carlos Ana Luis Carmen Pedro Isabel
`);

const latinLast = words(`
  Sharma Verma Gupta Singh Kumar Patel Shah Mehta Reddy Nair Iyer Rao Joshi Desai Kulkarni Chopra Malhotra
  Kapoor Banerjee Chatterjee Mukherjee Das Bose Sen Pillai Menon Agarwal Jain Bhatt Yadav Mishra Pandey
  Tiwari Dubey Saxena García Fernández González Rodríguez López Martínez Sánchez Pérez Gómez Díaz Müller
  Schröder Lefèvre Béranger Núñez Ibáñez Smith Johnson Brown Taylor Wilson Khan Hussain Qureshi Siddiqui
  Ansari Sheikh Rahman Chaudhary Thakur Naidu Gowda Shetty Hegde Pai Kamath D'Souza Fernandes Pereira
  Rodrigues
`);

const devanagariFirst = words(`
  राम सीता अमित प्रिया राहुल अंजलि सुरेश सुनीता विजय कविता मोहन गीता राजेश पूजा अनिल नेहा संजय दिव्या दीपक
  लक्ष्मी कृष्ण राधा गणेश मीरा हरीश आरती अर्जुन श्रेया विक्रम ईशा
`);

const devanagariLast = words(`
  शर्मा वर्मा गुप्ता सिंह कुमार पटेल यादव मिश्रा पांडे तिवारी जोशी अग्रवाल जैन चौधरी ठाकुर सक्सेना दुबे
  श्रीवास्तव त्रिपाठी शुक्ला
`);

const arabicFirst = words(`
  مُحَمَّد أحمد فاطمة علي حسن حسين عمر عائشة يوسف زينب إبراهيم مريم خالد سارة عبدالله نور ليلى سلمان هدى
  كريم رانيا طارق سمير ياسمين منى
`);

const arabicLast = words(`
  الحسيني العلي الخطيب المصري الشامي حداد النجار الزهراني القحطاني العتيبي الدوسري الحربي الشمري السعيد
  البكري الأنصاري الهاشمي منصور صالح عثمان
`);

/** Each script's pools, and the share of patients (in hundredths) named from it. */
export const namePools = [
  { script: 'latin', first: latinFirst, last: latinLast, share: 70 },
  { script: 'devanagari', first: devanagariFirst, last: devanagariLast, share: 15 },
  { script: 'arabic', first: arabicFirst, last: arabicLast, share: 15 },
] as const;

/** The pools as rows: a name, its folded search words, and where it is drawn from. */
const poolRows = () =>
  namePools.flatMap((pool, script) =>
    (['first', 'last'] as const).flatMap((kind) =>
      pool[kind].map((name, position) => ({ script, kind, position, name, words: searchWords(name) })),
    ),
  );

/** The rows of `db.execute`: PGlite and node-postgres both answer `{ rows }`. */
export const resultRows = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

export interface PatientLab {
  labId: number;
  /** Organisations the generated patients may belong to. */
  organisationIds: number[];
  count: number;
  /** Where the lab patient ids start: patient n (1-based) gets `firstLabPatientId + n`. */
  firstLabPatientId: number;
}

/**
 * Writes the patients and their search terms. A patient's draws come from md5 of its number,
 * so that a run is the same every time. The search terms are made here from the pools' words,
 * folded by the domain's `searchWords`, as `searchTermsOf` makes them for one patient.
 */
export async function generatePatients(
  db: Database,
  lab: PatientLab,
  log: (step: string, ms: number) => void = () => {},
): Promise<void> {
  const step = async (name: string, statement: SQL) => {
    const started = performance.now();
    await db.execute(statement);
    log(name, performance.now() - started);
  };
  const pools = poolRows();
  // PGlite starts with sequential scans off; these statements read whole tables, and would
  // otherwise join by looping. The setting goes back to what it was before the search runs.
  const [setting] = resultRows<{ enable_seqscan: string }>(await db.execute(sql`SHOW enable_seqscan`));
  await db.execute(sql`SET enable_seqscan = on`);
  const organisations = `{${lab.organisationIds.join(',')}}`;
  await db.execute(sql`DROP TABLE IF EXISTS bench_names`);
  await db.execute(sql`DROP TABLE IF EXISTS bench_draws`);
  await step(
    'names',
    sql`
    CREATE TEMP TABLE bench_names AS
    SELECT * FROM jsonb_to_recordset(${JSON.stringify(pools)}::jsonb)
      AS pool(script int, kind text, position int, name text, words text[])`,
  );
  // The pools' sizes and shares are this file's own constants: written into the statement.
  const sizes = (kind: 'first' | 'last') => sql.raw(`ARRAY[${namePools.map((pool) => pool[kind].length).join(', ')}]`);
  const shares = namePools.map((_, index) =>
    sql.raw(String(namePools.slice(0, index + 1).reduce((sum, each) => sum + each.share, 0))),
  );
  // Five pseudo-random integers per patient from md5 of its number.
  await step(
    'draws',
    sql`
    CREATE TEMP TABLE bench_draws AS
    WITH numbered AS (
      SELECT n, md5(n::text) AS hash FROM generate_series(1, ${lab.count}::int) AS n
    ), draws AS (
      SELECT n,
        ('x' || substr(hash, 1, 8))::bit(32)::bigint AS r1,
        ('x' || substr(hash, 9, 8))::bit(32)::bigint AS r2,
        ('x' || substr(hash, 17, 8))::bit(32)::bigint AS r3,
        ('x' || substr(hash, 25, 8))::bit(32)::bigint AS r4
      FROM numbered
    ), scripted AS (
      SELECT *, CASE WHEN r1 % 100 < ${shares[0]} THEN 0 WHEN r1 % 100 < ${shares[1]} THEN 1 ELSE 2 END AS script
      FROM draws
    )
    SELECT n, script, r1, r2, r3, r4,
      (r2 % (${sizes('first')})[script + 1])::int AS first_position,
      (r3 % (${sizes('last')})[script + 1])::int AS last_position,
      CASE WHEN r4 % 10 < 3
        THEN ((r4 / 10) % (${sizes('first')})[script + 1])::int
      END AS middle_position
    FROM scripted`,
  );
  // Temporary tables have no statistics until analysed: without them the joins below loop.
  await step('analyse', sql`ANALYZE bench_names, bench_draws`);
  await step(
    'patients',
    sql`
    INSERT INTO patients (lab_id, lab_patient_id, reference_id, full_name, first_name, middle_name, last_name,
      gender, age, age_unit, country_code, iso_code, mobile, national_identity_number, organisation_id,
      patient_type, created_at, updated_at)
    SELECT ${lab.labId}, (${lab.firstLabPatientId} + d.n)::text,
      CASE WHEN d.r2 % 10 < 3 THEN 'REF-' || (d.r3 % 1000000)::text END,
      concat_ws(' ', f.name, m.name, l.name), f.name, m.name, l.name,
      CASE WHEN d.r1 % 2 = 0 THEN 'Male' ELSE 'Female' END, (d.r4 % 90)::int + 1, 'Years', '91', 'IN',
      CASE WHEN d.r3 % 10 <> 0 THEN (6 + d.r2 % 4)::text || lpad((d.r4 % 1000000000)::text, 9, '0') END,
      CASE WHEN d.r1 % 2 = 1 THEN lpad((d.r2 * 7919 % 1000000000000)::text, 12, '0') END,
      CASE WHEN d.r4 % 5 = 0 AND cardinality(${organisations}::bigint[]) > 0
        THEN (${organisations}::bigint[])[1 + (d.r3 / 7) % cardinality(${organisations}::bigint[])] END,
      CASE WHEN d.r3 % 10 <> 0 THEN 'D' ELSE 'I' END,
      now() - (d.r1 % 1000) * interval '1 day', now()
    FROM bench_draws d
    JOIN bench_names f ON f.script = d.script AND f.kind = 'first' AND f.position = d.first_position
    JOIN bench_names l ON l.script = d.script AND l.kind = 'last' AND l.position = d.last_position
    LEFT JOIN bench_names m ON m.script = d.script AND m.kind = 'first' AND m.position = d.middle_position`,
  );
  // The patients' statistics, so that the terms find each patient through its index.
  await step('analyse patients', sql`ANALYZE patients`);
  await step(
    'search terms',
    sql`
    INSERT INTO patient_search_terms (lab_id, term, patient_id)
    SELECT DISTINCT p.lab_id, term.value, p.id
    FROM bench_draws d
    JOIN patients p ON p.lab_id = ${lab.labId} AND p.lab_patient_id = (${lab.firstLabPatientId} + d.n)::text
    JOIN bench_names f ON f.script = d.script AND f.kind = 'first' AND f.position = d.first_position
    JOIN bench_names l ON l.script = d.script AND l.kind = 'last' AND l.position = d.last_position
    LEFT JOIN bench_names m ON m.script = d.script AND m.kind = 'first' AND m.position = d.middle_position
    CROSS JOIN LATERAL (
      SELECT 'n:' || word FROM unnest(f.words || l.words || coalesce(m.words, '{}')) AS word
      UNION ALL SELECT 'm:' || reverse(p.mobile) WHERE p.mobile IS NOT NULL
    ) AS term(value)
    ORDER BY p.id`,
  );
  await db.execute(sql`DROP TABLE bench_names`);
  await db.execute(sql`DROP TABLE bench_draws`);
  // Fresh statistics and visibility, as autovacuum would leave a table that large.
  await db.execute(sql`SELECT set_config('enable_seqscan', ${setting?.enable_seqscan ?? 'on'}, false)`);
  await step('vacuum patients', sql`VACUUM ANALYZE patients`);
  await step('vacuum terms', sql`VACUUM ANALYZE patient_search_terms`);
}
