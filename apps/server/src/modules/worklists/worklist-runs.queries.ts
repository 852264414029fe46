import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { departments, devices, doctors, files, patients, tests, worklistRuns } from '../../db/schema/index.js';

export type WorklistRunRow = typeof worklistRuns.$inferSelect;
/** A run with the name of the file it made, once it made one. */
export type WorklistRunView = WorklistRunRow & { fileName: string | null };

const whereRun = (labId: number, id: number) => and(eq(worklistRuns.labId, labId), eq(worklistRuns.id, id));

/** A run of the lab; of `requestedBy` only when given (another user's run is not found). */
export async function findWorklistRun(
  db: Executor,
  { labId, id, requestedBy }: { labId: number; id: number; requestedBy?: number },
): Promise<WorklistRunView | undefined> {
  const [row] = await db
    .select({ run: worklistRuns, fileName: files.originalName })
    .from(worklistRuns)
    .leftJoin(files, and(eq(files.labId, worklistRuns.labId), eq(files.id, worklistRuns.fileId)))
    .where(and(whereRun(labId, id), requestedBy === undefined ? undefined : eq(worklistRuns.requestedBy, requestedBy)));
  return row && { ...row.run, fileName: row.fileName };
}

export async function insertWorklistRun(db: Executor, run: typeof worklistRuns.$inferInsert): Promise<WorklistRunRow> {
  const [row] = await db.insert(worklistRuns).values(run).returning();
  if (!row) throw new Error('the work list run was not written');
  return row;
}

export const updateWorklistRun = (db: Executor, labId: number, id: number, change: Partial<WorklistRunRow>) =>
  db.update(worklistRuns).set(change).where(whereRun(labId, id));

/** A run's progress, never backwards (a retry starts again at 0 and catches up). */
export const advanceWorklistRun = (db: Executor, labId: number, id: number, done: number) =>
  db
    .update(worklistRuns)
    .set({ done: sql`greatest(${worklistRuns.done}, ${done})` })
    .where(whereRun(labId, id));

/** The names a work list's heading prints for the ids its request chose; an id not of the lab has none. */
export async function headingNames(
  db: Executor,
  labId: number,
  ids: { departmentId?: number; doctorId?: number; testId?: number; deviceId?: number; patientId?: number },
): Promise<{ department?: string; doctor?: string; test?: string; device?: string; patient?: string }> {
  const nameOf = async (
    table: typeof departments | typeof doctors | typeof tests | typeof devices | typeof patients,
    id: number | undefined,
  ) => {
    if (id === undefined) return undefined;
    const name = 'fullName' in table ? table.fullName : table.name;
    const [row] = await db
      .select({ name })
      .from(table)
      .where(and(eq(table.labId, labId), eq(table.id, id)));
    return row?.name;
  };
  const [department, doctor, test, device, patient] = await Promise.all([
    nameOf(departments, ids.departmentId),
    nameOf(doctors, ids.doctorId),
    nameOf(tests, ids.testId),
    nameOf(devices, ids.deviceId),
    nameOf(patients, ids.patientId),
  ]);
  return Object.fromEntries(
    Object.entries({ department, doctor, test, device, patient }).filter(([, name]) => name !== undefined),
  );
}

/** The lab's enabled departments in reach ('all', or these ids), by name: the department-wise list's sections. */
export const departmentsInReach = (db: Executor, labId: number, reach: 'all' | readonly number[]) =>
  db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(
      and(
        eq(departments.labId, labId),
        eq(departments.enabled, true),
        reach === 'all' ? undefined : sql`${departments.id} = any(${`{${reach.join(',')}}`}::bigint[])`,
      ),
    )
    .orderBy(sql`lower(${departments.name})`, asc(departments.id));
