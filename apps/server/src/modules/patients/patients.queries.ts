import { and, count, eq, getTableName, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  doctors,
  insurances,
  medicalHistoryItems,
  organisations,
  patientChangeRequests,
  patientMedicalHistory,
  patientSearchTerms,
  patients,
} from '../../db/schema/index.js';
import { conditionFilter, defineList, textSort } from '../../platform/lists/list-page.js';

export type PatientRow = typeof patients.$inferSelect;
export type PatientValues = Omit<typeof patients.$inferInsert, 'labId' | 'id' | 'version' | 'createdAt'>;

/** A patient with the names of their organisation and referral doctor, as lists and the card show them. */
export interface NamedPatientRow {
  patient: PatientRow;
  organisationName: string | null;
  referralDoctorName: string | null;
}

/*
 * The names are joined rather than asked of the organisations and doctors services: a page of
 * patients is one prepared statement (docs/decisions/0017-delivery-and-speed.md), and the names
 * are only shown, never changed, here.
 */
const namedColumns = { patient: patients, organisationName: organisations.name, referralDoctorName: doctors.fullName };
const organisationOfPatient = and(
  eq(organisations.labId, patients.labId),
  eq(organisations.id, patients.organisationId),
);
const referralDoctorOfPatient = and(eq(doctors.labId, patients.labId), eq(doctors.id, patients.referralDoctorId));

const withNames = (db: Executor) =>
  db
    .select(namedColumns)
    .from(patients)
    .leftJoin(organisations, organisationOfPatient)
    .leftJoin(doctors, referralDoctorOfPatient);

/**
 * The patients list of the contract's `PatientListQuery`. `registeredFrom` is the first instant
 * of the first lab day and `registeredTo` the first instant after the last one (patients.service.ts
 * turns the lab's dates into them).
 */
export const patientList = defineList({
  select: (db, cursor) =>
    db
      .select({ ...namedColumns, ...cursor })
      .from(patients)
      .leftJoin(organisations, organisationOfPatient)
      .leftJoin(doctors, referralDoctorOfPatient)
      .$dynamic(),
  id: patients.id,
  search: [patients.fullName, patients.labPatientId, patients.mobile, patients.alternateMobile],
  sort: {
    fullName: textSort(patients.fullName),
    // The counter's numbers are text: padded, '10' sorts after '9'.
    labPatientId: sql`lpad(${patients.labPatientId}, 20, '0') collate "C"`,
    createdAt: patients.createdAt,
  },
  defaultSort: 'createdAt',
  filters: {
    labId: patients.labId,
    organisationId: patients.organisationId,
    referralDoctorId: patients.referralDoctorId,
    registeredFrom: conditionFilter<string>((from) => sql`${patients.createdAt} >= ${from}::timestamptz`),
    registeredBefore: conditionFilter<string>((before) => sql`${patients.createdAt} < ${before}::timestamptz`),
  },
});

/** `"table"."column"` inside a subquery, whatever drizzle would leave unqualified. */
const c = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

export interface TickedItem {
  id: number;
  kind: string;
  name: string;
}

/** A patient's whole record: the names, the ticked histories and allergies, the pending change requests. */
export interface PatientRecordRow extends NamedPatientRow {
  items: TickedItem[];
  pendingChangeRequests: number;
}

/*
 * The card's record in one statement: its histories and allergies (by name) and its change
 * requests waiting for a decision are subqueries of the patient's row.
 */
const recordColumns = {
  ...namedColumns,
  items: sql<TickedItem[]>`(
    select coalesce(json_agg(json_build_object('id', ${c(medicalHistoryItems.id)}, 'kind', ${c(medicalHistoryItems.kind)},
      'name', ${c(medicalHistoryItems.name)}) order by lower(${c(medicalHistoryItems.name)}) collate "C", ${c(medicalHistoryItems.id)}), '[]')
    from ${patientMedicalHistory}
    join ${medicalHistoryItems} on ${c(medicalHistoryItems.labId)} = ${c(patientMedicalHistory.labId)}
      and ${c(medicalHistoryItems.id)} = ${c(patientMedicalHistory.itemId)}
    where ${c(patientMedicalHistory.labId)} = ${c(patients.labId)} and ${c(patientMedicalHistory.patientId)} = ${c(patients.id)})`,
  pendingChangeRequests: sql<number>`(
    select count(*) from ${patientChangeRequests}
    where ${c(patientChangeRequests.labId)} = ${c(patients.labId)} and ${c(patientChangeRequests.patientId)} = ${c(patients.id)}
      and ${c(patientChangeRequests.status)} = 'pending')`.mapWith(Number),
};

export const findPatientRecord = async (
  db: Executor,
  labId: number,
  id: number,
): Promise<PatientRecordRow | undefined> =>
  (
    await db
      .select(recordColumns)
      .from(patients)
      .leftJoin(organisations, organisationOfPatient)
      .leftJoin(doctors, referralDoctorOfPatient)
      .where(and(eq(patients.labId, labId), eq(patients.id, id)))
      .limit(1)
  )[0];

export const findPatient = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(patients)
      .where(and(eq(patients.labId, labId), eq(patients.id, id)))
      .limit(1)
  )[0];

/** The patient to change, locked until the transaction ends: the change's `before`. */
export const lockPatient = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(patients)
      .where(and(eq(patients.labId, labId), eq(patients.id, id)))
      .for('update')
  )[0];

export const insertPatient = async (db: Executor, values: typeof patients.$inferInsert) =>
  (await db.insert(patients).values(values).returning())[0] as PatientRow;

/** Writes the change and the next version; the caller holds the row's lock. */
export const updatePatient = async (db: Executor, labId: number, id: number, values: Partial<PatientValues>) =>
  (
    await db
      .update(patients)
      .set({ ...values, version: sql`${patients.version} + 1` })
      .where(and(eq(patients.labId, labId), eq(patients.id, id)))
      .returning()
  )[0] as PatientRow;

/**
 * Another patient of the lab with this national identity number (kept in one form, see
 * `nationalIdOf` in patients.service.ts, so that the index finds it however it was typed).
 */
export const findByNationalId = async (db: Executor, labId: number, nationalId: string, exceptId: number | null) =>
  (
    await db
      .select({ id: patients.id })
      .from(patients)
      .where(
        and(
          eq(patients.labId, labId),
          eq(patients.nationalIdentityNumber, nationalId),
          exceptId === null ? undefined : ne(patients.id, exceptId),
        ),
      )
      .limit(1)
  )[0];

export interface DuplicateCandidates {
  labId: number;
  /** Every name term of the registration (`n:` words): a candidate's name holds all of them. */
  nameTerms: string[];
  dateOfBirth: string | null;
  mobile: string | null;
  organisationId: number | undefined;
  limit: number;
}

/**
 * Patients whose names hold every word of the registration's name and who share its date of
 * birth or its mobile: the likely duplicates, before the exact comparison of the folded names
 * (patients.service.ts). The words are found through the search terms' index, so a common
 * surname does not read every patient who has it.
 */
export async function findDuplicateCandidates(
  db: Executor,
  { labId, nameTerms, dateOfBirth, mobile, organisationId, limit }: DuplicateCandidates,
): Promise<NamedPatientRow[]> {
  const sameContact: SQL[] = [];
  if (dateOfBirth !== null) sameContact.push(eq(patients.dateOfBirth, dateOfBirth));
  if (mobile !== null) sameContact.push(eq(patients.mobile, mobile));
  if (nameTerms.length === 0 || sameContact.length === 0) return [];
  const withEveryWord = db
    .select({ patientId: patientSearchTerms.patientId })
    .from(patientSearchTerms)
    .where(and(eq(patientSearchTerms.labId, labId), inArray(patientSearchTerms.term, nameTerms)))
    .groupBy(patientSearchTerms.patientId)
    .having(sql`count(*) = ${nameTerms.length}`);
  return withNames(db)
    .where(
      and(
        eq(patients.labId, labId),
        inArray(patients.id, withEveryWord),
        or(...sameContact),
        organisationId === undefined ? undefined : eq(patients.organisationId, organisationId),
      ),
    )
    .orderBy(patients.id)
    .limit(limit);
}

/** Which of these insurance ids are the lab's. */
export const insuranceIdsOfLab = async (db: Executor, labId: number, ids: number[]): Promise<Set<number>> =>
  new Set(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: insurances.id })
            .from(insurances)
            .where(and(eq(insurances.labId, labId), inArray(insurances.id, ids)))
        ).map((row) => row.id),
  );

/** How many patients were first registered between `from` and `to`, of one organisation when given. */
export async function countRegistered(
  db: Executor,
  labId: number,
  { from, to, organisationId }: { from: Date; to: Date; organisationId?: number | undefined },
): Promise<number> {
  const [row] = await db
    .select({ registered: count() })
    .from(patients)
    .where(
      and(
        eq(patients.labId, labId),
        gte(patients.createdAt, from),
        lte(patients.createdAt, to),
        organisationId === undefined ? undefined : eq(patients.organisationId, organisationId),
      ),
    );
  return row?.registered ?? 0;
}
