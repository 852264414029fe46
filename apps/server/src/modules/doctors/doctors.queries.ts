import { and, asc, count, eq, exists, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { doctorDepartments, doctors, loginAttempts } from '../../db/schema/index.js';
import { textSort } from '../../platform/lists/list-page.js';

export type DoctorRow = typeof doctors.$inferSelect;

export const findDoctor = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(doctors)
      .where(and(eq(doctors.labId, labId), eq(doctors.id, id)))
      .limit(1)
  )[0];

export const findDoctorOfLabUser = async (db: Executor, labId: number, labUserId: number) =>
  (
    await db
      .select()
      .from(doctors)
      .where(and(eq(doctors.labId, labId), eq(doctors.labUserId, labUserId), eq(doctors.enabled, true)))
      .limit(1)
  )[0];

export const insertDoctor = async (db: Executor, values: typeof doctors.$inferInsert) =>
  (await db.insert(doctors).values(values).returning())[0] as DoctorRow;

/** The lab's enabled referral doctors whose name holds `text`, by name: the registration form's type-ahead. */
export const lookupReferralDoctors = (
  db: Executor,
  { labId, text, limit }: { labId: number; text: string; limit: number },
) =>
  db
    .select({ id: doctors.id, name: doctors.fullName })
    .from(doctors)
    .where(
      and(
        eq(doctors.labId, labId),
        eq(doctors.enabled, true),
        eq(doctors.isReferral, true),
        text === '' ? undefined : sql`strpos(lower(${doctors.fullName}), lower(${text})) > 0`,
      ),
    )
    .orderBy(asc(textSort(doctors.fullName)), asc(doctors.id))
    .limit(limit);

/** The lab's enabled signing doctors by name: who may be the lab's default signing doctor (spec 001 §3). */
export const listSigningDoctors = (db: Executor, labId: number) =>
  db
    .select({ id: doctors.id, name: doctors.fullName })
    .from(doctors)
    .where(and(eq(doctors.labId, labId), eq(doctors.enabled, true), eq(doctors.isSigning, true)))
    .orderBy(asc(textSort(doctors.fullName)), asc(doctors.id));

/** A signing doctor with what decides the reports they may sign (spec 001 §5, spec 002 §6). */
export interface SigningDoctorReach {
  id: number;
  fullName: string;
  passkeyHash: string;
  allDepartments: boolean;
  departmentIds: number[];
}

/**
 * The lab's enabled signing doctors with a passkey among `ids` (every one when `ids` is
 * undefined), with the departments they reach.
 */
export async function signingDoctorsWithReach(
  db: Executor,
  labId: number,
  ids?: readonly number[],
): Promise<SigningDoctorReach[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select({
      id: doctors.id,
      fullName: doctors.fullName,
      passkeyHash: doctors.passkeyHash,
      allDepartments: doctors.allDepartments,
      departmentIds: sql<
        number[]
      >`coalesce((select array_agg(${doctorDepartments.departmentId}) from ${doctorDepartments}
        where ${doctorDepartments.labId} = ${doctors.labId} and ${doctorDepartments.doctorId} = ${doctors.id}), '{}')`,
    })
    .from(doctors)
    .where(
      and(
        eq(doctors.labId, labId),
        eq(doctors.enabled, true),
        eq(doctors.isSigning, true),
        isNotNull(doctors.passkeyHash),
        ids ? inArray(doctors.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(textSort(doctors.fullName)), asc(doctors.id));
  return rows.map((row) => ({
    ...row,
    passkeyHash: row.passkeyHash ?? '',
    departmentIds: (row.departmentIds ?? []).map(Number),
  }));
}

/** The lab's enabled signing doctors with a passkey who reach `departmentId` (all departments, or it among theirs). */
export const signingDoctorsOfDepartment = (db: Executor, labId: number, departmentId: number) =>
  db
    .select({ id: doctors.id, fullName: doctors.fullName })
    .from(doctors)
    .where(
      and(
        eq(doctors.labId, labId),
        eq(doctors.enabled, true),
        eq(doctors.isSigning, true),
        isNotNull(doctors.passkeyHash),
        or(
          eq(doctors.allDepartments, true),
          exists(
            db
              .select({ one: sql`1` })
              .from(doctorDepartments)
              .where(
                and(
                  eq(doctorDepartments.labId, doctors.labId),
                  eq(doctorDepartments.doctorId, doctors.id),
                  eq(doctorDepartments.departmentId, departmentId),
                ),
              ),
          ),
        ),
      ),
    )
    .orderBy(asc(textSort(doctors.fullName)), asc(doctors.id));

/** The `login_attempts` kind of a signing doctor's passkey typed on a report (decision 0040). */
export const passkeyCheckKind = 'passkey';
/** The `login_attempts` username of a doctor's passkey checks: one lab's doctor, whoever typed it. */
export const passkeyAttemptName = (labId: number, doctorId: number) => `doctor:${labId}:${doctorId}`;

export const recordPasskeyAttempt = (
  db: Executor,
  {
    labId,
    doctorId,
    ipAddress,
    succeeded,
    at,
  }: { labId: number; doctorId: number; ipAddress: string; succeeded: boolean; at: Date },
) =>
  db
    .insert(loginAttempts)
    .values({ kind: passkeyCheckKind, username: passkeyAttemptName(labId, doctorId), ipAddress, succeeded, at });

export const countPasskeyFailures = async (db: Executor, labId: number, doctorId: number, since: Date) =>
  (
    await db
      .select({ failures: count() })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.kind, passkeyCheckKind),
          eq(loginAttempts.username, passkeyAttemptName(labId, doctorId)),
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.at, since),
        ),
      )
  )[0]?.failures ?? 0;
