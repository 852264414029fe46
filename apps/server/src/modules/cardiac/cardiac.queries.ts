import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { clinicalVisits } from '../../db/schema/index.js';

export type ClinicalVisitRow = typeof clinicalVisits.$inferSelect;
export type NewClinicalVisitRow = typeof clinicalVisits.$inferInsert;

export const insertClinicalVisit = async (db: Executor, values: NewClinicalVisitRow) =>
  (await db.insert(clinicalVisits).values(values).returning())[0] as ClinicalVisitRow;

/** A patient's visits, newest first. */
export const listClinicalVisits = (db: Executor, labId: number, patientId: number) =>
  db
    .select()
    .from(clinicalVisits)
    .where(and(eq(clinicalVisits.labId, labId), eq(clinicalVisits.patientId, patientId)))
    .orderBy(desc(clinicalVisits.createdAt), desc(clinicalVisits.id));

/** One visit of the patient; none when the id is another patient's or another lab's. */
export const findClinicalVisit = async (db: Executor, labId: number, patientId: number, id: number) =>
  (
    await db
      .select()
      .from(clinicalVisits)
      .where(and(eq(clinicalVisits.labId, labId), eq(clinicalVisits.patientId, patientId), eq(clinicalVisits.id, id)))
  )[0];

/** The days a patient was given a cardiac score, each once, newest first. */
export const scoreDaysOfPatient = async (db: Executor, labId: number, patientId: number): Promise<string[]> =>
  (
    await db
      .selectDistinct({ visitDate: clinicalVisits.visitDate })
      .from(clinicalVisits)
      .where(
        and(eq(clinicalVisits.labId, labId), eq(clinicalVisits.patientId, patientId), isNotNull(clinicalVisits.score)),
      )
      .orderBy(desc(clinicalVisits.visitDate))
  ).map((row) => row.visitDate);
