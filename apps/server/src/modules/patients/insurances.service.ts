import type {
  CreateInsurance,
  Insurance,
  InsuranceList,
  InsuranceType,
  PatientInsurance,
  PatientInsuranceInput,
  PatientInsurances,
  SetPatientInsurancesBody,
} from '@lims/contract';
import { DomainError, type Gender, insuranceRowIssues, isStartedInsuranceRow, type Relation } from '@lims/domain';
import { isUniqueViolation } from '../../db/errors.js';
import type { LabActor } from '../../http/actor.js';
import { conflict } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import { findInsuranceByName, type InsuranceRow, insertInsurance, listInsurances } from './insurances.queries.js';
import {
  listNamedPatientInsurances,
  type PatientInsuranceRow,
  replacePatientInsurances,
} from './patient-insurances.queries.js';
import { insuranceIdsOfLab } from './patients.queries.js';
import type { PatientsService } from './patients.service.js';
import type { RecordsAccess } from './records-access.js';

const toInsurance = (row: InsuranceRow): Insurance => ({
  id: row.id,
  name: row.name,
  type: row.type as InsuranceType,
});

const toPatientInsurance = ({
  row,
  insuranceName,
  insuranceType,
}: {
  row: PatientInsuranceRow;
  insuranceName: string;
  insuranceType: string;
}): PatientInsurance => ({
  id: row.id,
  position: row.position,
  insuranceId: row.insuranceId,
  insuranceName,
  insuranceType: insuranceType as InsuranceType,
  policyNumber: row.policyNumber,
  groupNumber: row.groupNumber,
  relation: row.relation as Relation,
  policyHolderFirstName: row.policyHolderFirstName,
  policyHolderMiddleName: row.policyHolderMiddleName,
  policyHolderLastName: row.policyHolderLastName,
  policyHolderAddress: row.policyHolderAddress,
  policyHolderDateOfBirth: row.policyHolderDateOfBirth,
  policyHolderSex: row.policyHolderSex as Gender | null,
  claimManager: row.claimManager,
  isWorkerCompensation: row.isWorkerCompensation,
  injuryDate: row.injuryDate,
  contact: row.contact,
  email: row.email,
  countryCode: row.countryCode,
});

/** Two users adding one name at once: the unique index decides, with the same message. */
const rethrowNameTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? conflict('insuranceNameTaken', 'name') : error;
};

interface InsurancesDeps extends Pick<ServiceDeps, 'db'> {
  access: RecordsAccess;
  patients: Pick<PatientsService, 'changeRecord'>;
}

/**
 * The lab's insurance companies and each patient's insurance rows (spec 000 §3 'Insurance
 * record', 'Insurance entry'; §7 insurance/get, get-insurance-for-patient, create-or-update).
 */
export function createInsurancesService({ db, access, patients }: InsurancesDeps) {
  const patientInsurances = async (labId: number, patientId: number) =>
    (await listNamedPatientInsurances(db, labId, patientId)).map(toPatientInsurance);

  /** Not found on the field of every filled row whose insurance is not one of the lab's. */
  const assertInsurancesOfLab = async (labId: number, rows: readonly PatientInsuranceInput[]) => {
    const wanted = rows.flatMap((row, index) =>
      isStartedInsuranceRow(row, index) ? [{ index, insuranceId: row.insuranceId as number }] : [],
    );
    const ofLab = await insuranceIdsOfLab(
      db,
      labId,
      wanted.map((row) => row.insuranceId),
    );
    const unknown = wanted.filter((row) => !ofLab.has(row.insuranceId));
    if (unknown.length > 0) {
      throw new DomainError('not_found', 'notFound', {
        fields: unknown.map((row) => ({ field: `insurances.${row.index}.insuranceId`, messageKey: 'notFound' })),
      });
    }
  };

  return {
    async list({ actor }: { actor: LabActor }): Promise<InsuranceList> {
      requirePermission(actor, 'patients.view');
      return { items: (await listInsurances(db, actor.labId)).map(toInsurance) };
    },

    async create({ actor, input }: { actor: LabActor; input: CreateInsurance }): Promise<Insurance> {
      requirePermission(actor, 'patients.lists');
      return db
        .transaction(async (tx) => {
          if (await findInsuranceByName(tx, actor.labId, input.name)) throw conflict('insuranceNameTaken', 'name');
          const row = await insertInsurance(tx, { labId: actor.labId, name: input.name, type: input.type });
          await audit(tx, actor, { action: 'insurance.create', entityType: 'insurance', entityId: row.id, after: row });
          return toInsurance(row);
        })
        .catch(rethrowNameTaken);
    },

    async listForPatient({ actor, patientId }: { actor: LabActor; patientId: number }): Promise<PatientInsurances> {
      requirePermission(actor, 'patients.view');
      const patient = await access.patient(actor, patientId);
      return { items: await patientInsurances(actor.labId, patientId), version: patient.version };
    },

    /**
     * Replaces the patient's insurance rows with the form's, from the patient's version the user
     * saw: the rows are part of the patient's record, so a change moves its version on and its
     * audit row keeps the rows before and after. Every filled row needs an insurance of this lab
     * and a policy number (spec 000 §5).
     */
    async replaceForPatient({
      actor,
      patientId,
      input,
    }: {
      actor: LabActor;
      patientId: number;
      input: SetPatientInsurancesBody;
    }): Promise<PatientInsurances> {
      requirePermission(actor, 'patients.update');
      const rows = input.insurances;
      const issues = insuranceRowIssues(rows);
      const [first] = issues;
      if (first) throw new DomainError('bad_request', first.messageKey, { fields: issues });
      const patient = await patients.changeRecord({
        actor,
        id: patientId,
        version: input.version,
        action: 'patient.replace_insurances',
        event: 'updated',
        withRecords: true,
        apply: async () => {
          await assertInsurancesOfLab(actor.labId, rows);
          await replacePatientInsurances(db, actor.labId, patientId, rows);
          return {};
        },
      });
      return { items: await patientInsurances(actor.labId, patientId), version: patient.version };
    },
  };
}
export type InsurancesService = ReturnType<typeof createInsurancesService>;
