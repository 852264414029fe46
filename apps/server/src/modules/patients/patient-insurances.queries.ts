import type { PatientInsuranceInput } from '@lims/contract';
import { defaultInsuranceRelation, isStartedInsuranceRow } from '@lims/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { insurances, patientInsurances } from '../../db/schema/index.js';

export type PatientInsuranceRow = typeof patientInsurances.$inferSelect;

export const listPatientInsurances = (db: Executor, labId: number, patientId: number) =>
  db
    .select()
    .from(patientInsurances)
    .where(and(eq(patientInsurances.labId, labId), eq(patientInsurances.patientId, patientId)))
    .orderBy(asc(patientInsurances.position));

/** A patient's insurance rows with their company's name and type, in the order entered. */
export const listNamedPatientInsurances = (db: Executor, labId: number, patientId: number) =>
  db
    .select({ row: patientInsurances, insuranceName: insurances.name, insuranceType: insurances.type })
    .from(patientInsurances)
    .innerJoin(
      insurances,
      and(eq(insurances.labId, patientInsurances.labId), eq(insurances.id, patientInsurances.insuranceId)),
    )
    .where(and(eq(patientInsurances.labId, labId), eq(patientInsurances.patientId, patientId)))
    .orderBy(asc(patientInsurances.position));

/**
 * Replaces a patient's insurance rows with the filled rows of the form, in order. The rules
 * (an insurance and a policy number on every filled row) have run before; a row without a
 * relation takes the default of its position (spec 000 §4: Self on the first three rows).
 */
export async function replacePatientInsurances(
  db: Executor,
  labId: number,
  patientId: number,
  rows: readonly PatientInsuranceInput[],
): Promise<PatientInsuranceRow[]> {
  await db
    .delete(patientInsurances)
    .where(and(eq(patientInsurances.labId, labId), eq(patientInsurances.patientId, patientId)));
  const filled = rows.filter(isStartedInsuranceRow);
  if (filled.length === 0) return [];
  return db
    .insert(patientInsurances)
    .values(
      filled.map((row, position) => ({
        labId,
        patientId,
        position,
        insuranceId: row.insuranceId as number,
        policyNumber: row.policyNumber as string,
        groupNumber: row.groupNumber ?? null,
        relation: row.relation ?? defaultInsuranceRelation(position) ?? 'Other',
        policyHolderFirstName: row.policyHolderFirstName ?? null,
        policyHolderMiddleName: row.policyHolderMiddleName ?? null,
        policyHolderLastName: row.policyHolderLastName ?? null,
        policyHolderAddress: row.policyHolderAddress ?? null,
        policyHolderDateOfBirth: row.policyHolderDateOfBirth ?? null,
        policyHolderSex: row.policyHolderSex ?? null,
        claimManager: row.claimManager ?? null,
        isWorkerCompensation: row.isWorkerCompensation,
        injuryDate: row.injuryDate ?? null,
        contact: row.contact ?? null,
        email: row.email ?? null,
        countryCode: row.countryCode ?? null,
      })),
    )
    .returning();
}
