import type { AddRelative, PatientRelativeList } from '@lims/contract';
import { DomainError, type Gender, inverseRelation, isDomainError, type Relation } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import type { RecordsAccess } from './records-access.js';
import { deleteRelativeLinks, findRelativeLinks, listRelatives, upsertRelativeLinks } from './relatives.queries.js';

interface RelativesDeps extends Pick<ServiceDeps, 'db'> {
  access: RecordsAccess;
}

const isNotFound = (error: unknown) => isDomainError(error) && error.code === 'not_found';

/**
 * Patients of one family (spec 000 §7 user-details/get-patient-relative). A link is kept from
 * both sides, each with the relation seen from it (a Mother's side reads Son or Daughter), so
 * either patient's card lists the other.
 */
export function createRelativesService({ db, access }: RelativesDeps) {
  /** The relatives the caller may see: a collection centre sees those of its own organisation only. */
  const relativesOf = async (actor: LabActor, patientId: number): Promise<PatientRelativeList> => {
    const organisationId = await access.organisationOf(actor);
    const rows = await listRelatives(db, actor.labId, patientId);
    return {
      items: rows
        .filter(({ relative }) => organisationId === undefined || relative.organisationId === organisationId)
        .map(({ relation, relative }) => ({
          relation: relation as Relation,
          relative: {
            id: relative.id,
            labPatientId: relative.labPatientId,
            fullName: relative.fullName,
            gender: relative.gender,
            age: relative.age,
            ageUnit: relative.ageUnit,
            mobile: relative.mobile,
          },
        })),
    };
  };

  /** The relative, locked; not found on the field `relativeId` when the caller may not reach them. */
  const lockedRelative = (actor: LabActor, relativeId: number) =>
    access.lockedPatient(actor, relativeId).catch((error: unknown) => {
      throw isNotFound(error) ? new DomainError('not_found', 'notFound', { field: 'relativeId' }) : error;
    });

  /** Both patients locked, the lower id first, so that two links made at once cannot wait on each other. */
  const lockBoth = async (actor: LabActor, patientId: number, relativeId: number) => {
    if (patientId < relativeId) {
      const patient = await access.lockedPatient(actor, patientId);
      return { patient, relative: await lockedRelative(actor, relativeId) };
    }
    const relative = await lockedRelative(actor, relativeId);
    return { patient: await access.lockedPatient(actor, patientId), relative };
  };

  return {
    async list({ actor, patientId }: { actor: LabActor; patientId: number }): Promise<PatientRelativeList> {
      requirePermission(actor, 'patients.view');
      await access.patient(actor, patientId);
      return relativesOf(actor, patientId);
    },

    /**
     * Links a relative of the same lab with the relation they have to the patient; linking one
     * already linked changes the relation. A patient is not their own relative.
     */
    async add({
      actor,
      patientId,
      input,
    }: {
      actor: LabActor;
      patientId: number;
      input: AddRelative;
    }): Promise<PatientRelativeList> {
      requirePermission(actor, 'patients.update');
      if (input.relativeId === patientId || input.relation === 'Self') throw badRequest('relativeIsSelf', 'relativeId');
      const relation = input.relation;
      return db.transaction(async (tx) => {
        const { patient } = await lockBoth(actor, patientId, input.relativeId);
        const before = await findRelativeLinks(tx, actor.labId, patientId, input.relativeId);
        const links = [
          { labId: actor.labId, patientId, relativeId: input.relativeId, relation },
          {
            labId: actor.labId,
            patientId: input.relativeId,
            relativeId: patientId,
            relation: inverseRelation(relation, patient.gender as Gender | null),
          },
        ];
        await upsertRelativeLinks(tx, links);
        await audit(tx, actor, {
          action: 'patient.add_relative',
          entityType: 'patient',
          entityId: patientId,
          before: before.length > 0 ? before : null,
          after: links,
        });
        return relativesOf(actor, patientId);
      });
    },

    async remove({
      actor,
      patientId,
      relativeId,
    }: {
      actor: LabActor;
      patientId: number;
      relativeId: number;
    }): Promise<PatientRelativeList> {
      requirePermission(actor, 'patients.update');
      return db.transaction(async (tx) => {
        await lockBoth(actor, patientId, relativeId);
        const removed = await deleteRelativeLinks(tx, actor.labId, patientId, relativeId);
        if (removed.length === 0) throw notFound();
        await audit(tx, actor, {
          action: 'patient.remove_relative',
          entityType: 'patient',
          entityId: patientId,
          before: removed,
        });
        return relativesOf(actor, patientId);
      });
    },
  };
}
export type RelativesService = ReturnType<typeof createRelativesService>;
