import type {
  Guarantor,
  GuarantorList,
  GuarantorSearchQuery,
  LinkGuarantorBody,
  PatientGuarantor,
  PatientGuarantorList,
} from '@lims/contract';
import { DomainError, type Relation } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { badRequest } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import {
  findGuarantor,
  type GuarantorRow,
  insertGuarantor,
  linkGuarantor,
  listPatientGuarantors,
  lockPatientGuarantor,
  searchGuarantors,
} from './guarantors.queries.js';
import type { RecordsAccess } from './records-access.js';

const toGuarantor = (row: GuarantorRow): Guarantor => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  countryCode: row.countryCode,
  contact: row.contact,
  email: row.email,
  address: row.address,
});

interface GuarantorsDeps extends Pick<ServiceDeps, 'db'> {
  access: RecordsAccess;
}

/**
 * The people who pay for patients (spec 000 §3 Guarantor: "relation plus guarantor data, or an
 * existing guarantor_id"). One guarantor may pay for several patients; a patient's default
 * guarantor is preselected at registration (spec 000 §4).
 */
export function createGuarantorsService({ db, access }: GuarantorsDeps) {
  const ofPatient = async (labId: number, patientId: number): Promise<PatientGuarantor[]> =>
    (await listPatientGuarantors(db, labId, patientId)).map((row) => ({
      ...toGuarantor(row.guarantor),
      relation: row.relation as Relation,
      isDefault: row.isDefault,
    }));

  return {
    async listForPatient({ actor, patientId }: { actor: LabActor; patientId: number }): Promise<PatientGuarantorList> {
      requirePermission(actor, 'patients.view');
      await access.patient(actor, patientId);
      return { items: await ofPatient(actor.labId, patientId) };
    },

    /** The lab's guarantors by name or contact; a collection centre's, only its own patients'. */
    async search({ actor, query }: { actor: LabActor; query: GuarantorSearchQuery }): Promise<GuarantorList> {
      requirePermission(actor, 'patients.view');
      const organisationId = await access.organisationOf(actor);
      const rows = await searchGuarantors(db, {
        labId: actor.labId,
        search: query.search ?? '',
        limit: query.limit,
        ...(organisationId === undefined ? {} : { organisationId }),
      });
      return { items: rows.map(toGuarantor) };
    },

    /**
     * Links a guarantor to the patient: an existing one of the lab by id, or a new one from the
     * form (a first name at least), with the relation; as the default when asked. Linking one
     * the patient has already changes its relation.
     */
    async link({
      actor,
      patientId,
      input,
    }: {
      actor: LabActor;
      patientId: number;
      input: LinkGuarantorBody;
    }): Promise<PatientGuarantorList> {
      requirePermission(actor, 'patients.update');
      const { guarantorId: existingId, isDefault, relation } = input;
      if (!existingId && !input.firstName) throw badRequest('fieldEmpty', 'firstName');
      return db.transaction(async (tx) => {
        await access.lockedPatient(actor, patientId);
        let guarantorId: number;
        if (existingId) {
          const existing = await findGuarantor(tx, actor.labId, existingId, await access.organisationOf(actor));
          if (!existing) throw new DomainError('not_found', 'notFound', { field: 'guarantorId' });
          guarantorId = existing.id;
        } else {
          const created = await insertGuarantor(tx, actor.labId, input);
          await audit(tx, actor, {
            action: 'guarantor.create',
            entityType: 'guarantor',
            entityId: created.id,
            after: created,
          });
          guarantorId = created.id;
        }
        const before = await lockPatientGuarantor(tx, actor.labId, patientId, guarantorId);
        const after = await linkGuarantor(tx, { labId: actor.labId, patientId, guarantorId, relation, isDefault });
        await audit(tx, actor, {
          action: 'patient.link_guarantor',
          entityType: 'patient',
          entityId: patientId,
          before: before ?? null,
          after,
        });
        return { items: await ofPatient(actor.labId, patientId) };
      });
    },
  };
}
export type GuarantorsService = ReturnType<typeof createGuarantorsService>;
