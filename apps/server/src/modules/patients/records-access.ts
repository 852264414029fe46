import { isCollectionCentreUser } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { forbidden, notFound } from '../../http/errors.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { findPatient, lockPatient, type PatientRow } from './patients.queries.js';

export interface RecordsAccessDeps extends Pick<ServiceDeps, 'db'> {
  labUsers: Pick<ServiceRegistry['labUsers'], 'principal'>;
}

/**
 * Which patients a caller reaches, for the records around a patient: those of the caller's lab,
 * and for a collection-centre user only those of its own organisation (spec 000 §6
 * "Collection-centre users ... only their own organisation's or branch's data"). Any other is
 * not found, as patients.service.ts answers for the record itself.
 */
export function createRecordsAccess({ db, labUsers }: RecordsAccessDeps) {
  /** The organisation a collection-centre user is kept to; undefined for everyone else. */
  /** The centre's organisation; undefined for everyone else; null for a centre given none. */
  const centreOrganisationOf = async (actor: LabActor): Promise<number | null | undefined> => {
    if (actor.kind !== 'lab' || !isCollectionCentreUser(actor.isCollectionCenter)) return undefined;
    return (await labUsers.principal(actor.labId, actor.principalId))?.organisationId ?? null;
  };

  const organisationOf = async (actor: LabActor): Promise<number | undefined> => {
    const organisationId = await centreOrganisationOf(actor);
    // A centre that was given no organisation has nobody's data to see.
    if (organisationId === null) throw forbidden('notAuthorised');
    return organisationId;
  };

  const reachable = async (actor: LabActor, patient: PatientRow | undefined): Promise<PatientRow> => {
    const organisationId = patient ? await organisationOf(actor) : undefined;
    if (!patient || (organisationId !== undefined && patient.organisationId !== organisationId)) throw notFound();
    return patient;
  };

  return {
    centreOrganisationOf,
    organisationOf,
    /** The patient, when the caller may reach them. */
    patient: async (actor: LabActor, patientId: number) =>
      reachable(actor, await findPatient(db, actor.labId, patientId)),
    /** The patient locked until the transaction ends (call it inside one), when the caller may reach them. */
    lockedPatient: async (actor: LabActor, patientId: number) =>
      reachable(actor, await lockPatient(db, actor.labId, patientId)),
  };
}
export type RecordsAccess = ReturnType<typeof createRecordsAccess>;
