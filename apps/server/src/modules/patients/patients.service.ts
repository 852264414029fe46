import type { LabActor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { CountersService } from '../../platform/counters/counters.service.js';
import type { ServiceDeps } from '../../services.js';
import type { AccountsService, NewLogin } from '../auth/accounts.service.js';
import { findPatient, insertPatient, type PatientRow } from './patients.queries.js';

export interface NewPatient {
  fullName: string;
  /** The patient's own login, when they have one (spec 000 §1: patients sign in separately). */
  login: NewLogin | null;
}

export function createPatientsService({
  db,
  accounts,
  counters,
}: Pick<ServiceDeps, 'db'> & { accounts: AccountsService; counters: CountersService }) {
  return {
    principal: (labId: number, id: number) => findPatient(db, labId, id),

    /**
     * Registers a patient with the lab's next patient id, numeric as spec 002 §5 reads it,
     * taken inside the same transaction so that the ids have no gaps. The full registration
     * form of spec 000 belongs to the patients area; this is the record a login needs.
     */
    async create({ actor, input }: { actor: LabActor; input: NewPatient }): Promise<PatientRow> {
      requirePermission(actor, 'patients.register');
      const login = input.login && (await accounts.prepareLogin('patient', input.login));
      return db.transaction(async (tx) => {
        const labPatientId = String(await counters.next({ labId: actor.labId, name: 'labPatientId' }));
        const patient = await insertPatient(tx, {
          labId: actor.labId,
          labPatientId,
          fullName: input.fullName,
          patientType: 'I',
        });
        if (login) await accounts.create({ ...login, kind: 'patient', labId: actor.labId, principalId: patient.id });
        await audit(tx, actor, {
          action: 'patient.create',
          entityType: 'patient',
          entityId: patient.id,
          after: { ...patient, username: login?.username ?? null },
        });
        return patient;
      });
    },
  };
}
export type PatientsService = ReturnType<typeof createPatientsService>;
