import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/server/src/db/client.js';
import { resultRows } from './patient-lab.js';

/**
 * `reportCount` reports by set-based statements: bills of four tests (two samples of two tests
 * each) of the generated patients over the last year, oldest first, each with its lines, samples
 * and reports, their entry stages and flags as result entry and signing would leave them.
 */
export async function generateReports(
  { db }: DatabaseHandle,
  {
    labId,
    testIds,
    departmentId,
    reportCount,
  }: { labId: number; testIds: number[]; departmentId: number; reportCount: number },
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
