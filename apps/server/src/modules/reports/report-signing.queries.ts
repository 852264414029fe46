import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { cachedSignatures, departments, labReports, reportSignatures } from '../../db/schema/index.js';

export type ReportSignatureRow = typeof reportSignatures.$inferSelect;

/** The report's signatures, first signer first. */
export const signaturesOfReport = (db: Executor, labId: number, reportId: number) =>
  db
    .select()
    .from(reportSignatures)
    .where(and(eq(reportSignatures.labId, labId), eq(reportSignatures.reportId, reportId)))
    .orderBy(asc(reportSignatures.position));

export const insertSignatures = (db: Executor, rows: (typeof reportSignatures.$inferInsert)[]) =>
  db.insert(reportSignatures).values(rows).returning();

/** Removes the report's signatures, or one doctor's only; answers those removed. */
export const deleteSignatures = (db: Executor, labId: number, reportId: number, doctorId?: number) =>
  db
    .delete(reportSignatures)
    .where(
      and(
        eq(reportSignatures.labId, labId),
        eq(reportSignatures.reportId, reportId),
        doctorId === undefined ? undefined : eq(reportSignatures.doctorId, doctorId),
      ),
    )
    .returning();

/**
 * Closes the gap a withdrawn signature left: the later signers move up one each, first the
 * earliest, so that the unique position is never held twice.
 */
export async function closeSignatureGap(db: Executor, labId: number, reportId: number, removedPosition: number) {
  const later = (await signaturesOfReport(db, labId, reportId)).filter((row) => row.position > removedPosition);
  for (const signature of later) {
    await db
      .update(reportSignatures)
      .set({ position: sql`${reportSignatures.position} - 1` })
      .where(and(eq(reportSignatures.labId, labId), eq(reportSignatures.id, signature.id)));
  }
}

/** The department's default signing doctor (spec 001 §5 'The department's default doctor goes first'). */
export const departmentDefaultDoctor = async (db: Executor, labId: number, departmentId: number) =>
  (
    await db
      .select({ doctorId: departments.defaultSigningDoctorId })
      .from(departments)
      .where(and(eq(departments.labId, labId), eq(departments.id, departmentId)))
      .limit(1)
  )[0]?.doctorId ?? null;

/** Remembers a verified passkey for the session until `expiresAt` (decision 0040); a new check renews it. */
export const grantSignature = (
  db: Executor,
  grant: { labId: number; sessionId: number; doctorId: number; expiresAt: Date },
) =>
  db
    .insert(cachedSignatures)
    .values(grant)
    .onConflictDoUpdate({
      target: [cachedSignatures.labId, cachedSignatures.sessionId, cachedSignatures.doctorId],
      set: { expiresAt: grant.expiresAt },
    });

/** Which of `doctorIds` the session holds an unexpired grant for. */
export const grantedDoctorIds = async (
  db: Executor,
  { labId, sessionId, doctorIds, at }: { labId: number; sessionId: number; doctorIds: number[]; at: Date },
): Promise<Set<number>> => {
  if (doctorIds.length === 0) return new Set();
  const rows = await db
    .select({ doctorId: cachedSignatures.doctorId })
    .from(cachedSignatures)
    .where(
      and(
        eq(cachedSignatures.labId, labId),
        eq(cachedSignatures.sessionId, sessionId),
        inArray(cachedSignatures.doctorId, doctorIds),
        gt(cachedSignatures.expiresAt, at),
      ),
    );
  return new Set(rows.map((row) => row.doctorId));
};

/** The patient's reports among `ids`, by id: those a doctor signs together (spec 002 §7 signAllReports). */
export const patientReportIds = async (db: Executor, labId: number, patientId: number, ids: number[]) =>
  (
    await db
      .select({ id: labReports.id })
      .from(labReports)
      .where(and(eq(labReports.labId, labId), eq(labReports.patientId, patientId), inArray(labReports.id, ids)))
      .orderBy(asc(labReports.id))
  ).map((row) => row.id);
