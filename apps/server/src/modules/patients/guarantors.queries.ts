import type { GuarantorInput } from '@lims/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { guarantors, patientGuarantors } from '../../db/schema/index.js';

export type GuarantorRow = typeof guarantors.$inferSelect;

export const findGuarantor = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(guarantors)
      .where(and(eq(guarantors.labId, labId), eq(guarantors.id, id)))
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
 * Links the registration's guarantor to the patient as their default: an existing one of the
 * lab by id (the caller has checked it is), or a new one made from the form.
 */
export async function linkDefaultGuarantor(
  db: Executor,
  labId: number,
  patientId: number,
  input: GuarantorInput,
): Promise<number> {
  const guarantorId =
    input.guarantorId ??
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
        .returning({ id: guarantors.id })
    )[0]?.id;
  if (guarantorId === undefined) throw new Error('guarantor insert returned no row');
  await db
    .update(patientGuarantors)
    .set({ isDefault: false })
    .where(and(eq(patientGuarantors.labId, labId), eq(patientGuarantors.patientId, patientId)));
  await db
    .insert(patientGuarantors)
    .values({ labId, patientId, guarantorId, relation: input.relation, isDefault: true })
    .onConflictDoUpdate({
      target: [patientGuarantors.labId, patientGuarantors.patientId, patientGuarantors.guarantorId],
      set: { relation: input.relation, isDefault: true },
    });
  return guarantorId;
}
