import type { GuarantorInput } from '@lims/contract';
import { and, asc, desc, eq, exists, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { guarantors, patientGuarantors, patients } from '../../db/schema/index.js';
import { textSort } from '../../platform/lists/list-page.js';

export type GuarantorRow = typeof guarantors.$inferSelect;
export type PatientGuarantorRow = typeof patientGuarantors.$inferSelect;

/**
 * Guarantors who pay for a patient of the organisation: all a collection-centre user may see of
 * the lab's guarantors (undefined: no such limit).
 */
const ofOrganisation = (db: Executor, organisationId: number | undefined): SQL | undefined =>
  organisationId === undefined
    ? undefined
    : exists(
        db
          .select({ one: sql`1` })
          .from(patientGuarantors)
          .innerJoin(
            patients,
            and(eq(patients.labId, patientGuarantors.labId), eq(patients.id, patientGuarantors.patientId)),
          )
          .where(
            and(
              eq(patientGuarantors.labId, guarantors.labId),
              eq(patientGuarantors.guarantorId, guarantors.id),
              eq(patients.organisationId, organisationId),
            ),
          ),
      );

/** A guarantor of the lab; with `organisationId`, only one who pays for a patient of that organisation. */
export const findGuarantor = async (db: Executor, labId: number, id: number, organisationId?: number) =>
  (
    await db
      .select()
      .from(guarantors)
      .where(and(eq(guarantors.labId, labId), eq(guarantors.id, id), ofOrganisation(db, organisationId)))
      .limit(1)
  )[0];

/** A patient's guarantors, the default first (spec 000 §4: it is preselected). */
export const listPatientGuarantors = (db: Executor, labId: number, patientId: number) =>
  db
    .select({ guarantor: guarantors, relation: patientGuarantors.relation, isDefault: patientGuarantors.isDefault })
    .from(patientGuarantors)
    .innerJoin(
      guarantors,
      and(eq(guarantors.labId, patientGuarantors.labId), eq(guarantors.id, patientGuarantors.guarantorId)),
    )
    .where(and(eq(patientGuarantors.labId, labId), eq(patientGuarantors.patientId, patientId)))
    .orderBy(desc(patientGuarantors.isDefault), guarantors.firstName);

/**
 * The lab's guarantors whose first or last name starts with `search`, or whose contact holds
 * it: the picker of an existing guarantor. Everyone, by name, when there is no search. With
 * `organisationId`, only those who pay for a patient of that organisation.
 */
export const searchGuarantors = (
  db: Executor,
  { labId, search, limit, organisationId }: { labId: number; search: string; limit: number; organisationId?: number },
) => {
  const text = search.trim().toLowerCase();
  const startsWith = (column: SQLWrapper) => sql`starts_with(lower(${column}), ${text})`;
  const matches =
    text === ''
      ? undefined
      : or(
          startsWith(guarantors.firstName),
          startsWith(guarantors.lastName),
          startsWith(sql`${guarantors.firstName} || ' ' || coalesce(${guarantors.lastName}, '')`),
          sql`strpos(${guarantors.contact}, ${text}) > 0`,
        );
  return db
    .select()
    .from(guarantors)
    .where(and(eq(guarantors.labId, labId), matches, ofOrganisation(db, organisationId)))
    .orderBy(asc(textSort(guarantors.firstName)), asc(guarantors.id))
    .limit(limit);
};

/** A new guarantor of the lab from the form's fields; the caller has checked a first name is given. */
export const insertGuarantor = async (db: Executor, labId: number, input: GuarantorInput) =>
  (
    await db
      .insert(guarantors)
      .values({
        labId,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? null,
        countryCode: input.countryCode ?? null,
        contact: input.contact ?? null,
        email: input.email ?? null,
        address: input.address ?? null,
      })
      .returning()
  )[0] as GuarantorRow;

/** The patient's link to a guarantor, locked: the audit's `before` when the link is changed. */
export const lockPatientGuarantor = async (db: Executor, labId: number, patientId: number, guarantorId: number) =>
  (
    await db
      .select()
      .from(patientGuarantors)
      .where(
        and(
          eq(patientGuarantors.labId, labId),
          eq(patientGuarantors.patientId, patientId),
          eq(patientGuarantors.guarantorId, guarantorId),
        ),
      )
      .for('update')
  )[0];

/**
 * Links a guarantor of the lab to the patient with its relation, or changes the relation of a
 * link they already have. A default link takes the default from any other guarantor of the
 * patient: there is one default at most.
 */
export async function linkGuarantor(
  db: Executor,
  {
    labId,
    patientId,
    guarantorId,
    relation,
    isDefault,
  }: Omit<PatientGuarantorRow, 'isDefault'> & { isDefault: boolean },
): Promise<PatientGuarantorRow> {
  if (isDefault) {
    await db
      .update(patientGuarantors)
      .set({ isDefault: false })
      .where(and(eq(patientGuarantors.labId, labId), eq(patientGuarantors.patientId, patientId)));
  }
  return (
    await db
      .insert(patientGuarantors)
      .values({ labId, patientId, guarantorId, relation, isDefault })
      .onConflictDoUpdate({
        target: [patientGuarantors.labId, patientGuarantors.patientId, patientGuarantors.guarantorId],
        // An existing default stays the default when linked again without asking for it.
        set: isDefault ? { relation, isDefault } : { relation },
      })
      .returning()
  )[0] as PatientGuarantorRow;
}

/**
 * Links the registration's guarantor to the patient as their default: an existing one of the
 * lab by id (the caller has checked it is), or a new one made from the form.
 */
export async function linkDefaultGuarantor(
  db: Executor,
  labId: number,
  patientId: number,
  input: GuarantorInput,
): Promise<number> {
  const guarantorId = input.guarantorId ?? (await insertGuarantor(db, labId, input)).id;
  await linkGuarantor(db, { labId, patientId, guarantorId, relation: input.relation, isDefault: true });
  return guarantorId;
}
