import { type LookupQuery, lookupLimit, type ReferralDoctorLookup } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import { hashSecret } from '../../platform/security/password-hash.js';
import type { ServiceDeps } from '../../services.js';
import type { AccountsService, NewLogin } from '../auth/accounts.service.js';
import type { LabUsersService } from '../settings/lab-users.service.js';
import {
  type DoctorRow,
  findDoctor,
  findDoctorOfLabUser,
  insertDoctor,
  listSigningDoctors,
  lookupReferralDoctors,
} from './doctors.queries.js';

export interface NewDoctor {
  fullName: string;
  isSigning: boolean;
  isReferral: boolean;
  /** The passkey a signing doctor signs reports with (spec 001 §3); hashed as passwords are. */
  passkey: string | null;
  /** The lab user this doctor also is: the two identities can switch (spec 000 §1). */
  labUserId: number | null;
  /** The doctor login; a referral doctor may have none. */
  login: NewLogin | null;
}

/** What an audit row keeps of a doctor: never the passkey's hash. */
const auditView = ({ passkeyHash, ...doctor }: DoctorRow) => ({ ...doctor, hasPasskey: passkeyHash !== null });

export function createDoctorsService({
  db,
  accounts,
  labUsers,
}: Pick<ServiceDeps, 'db'> & { accounts: AccountsService; labUsers: LabUsersService }) {
  return {
    principal: (labId: number, id: number) => findDoctor(db, labId, id),
    /** The doctor identity of a lab user, when they are both (spec 000 §1). */
    doctorOfLabUser: (labId: number, labUserId: number) => findDoctorOfLabUser(db, labId, labUserId),
    /** The lab's enabled signing doctors, by name (the operation settings' default signing doctor). */
    signingDoctors: (labId: number) => listSigningDoctors(db, labId),

    /** Enabled referral doctors by name: the registration form's type-ahead (spec 000 §9 'referral search 300 ms'). */
    async referralLookup({ actor, query }: { actor: LabActor; query: LookupQuery }): Promise<ReferralDoctorLookup> {
      requirePermission(actor, 'patients.register');
      return { items: await lookupReferralDoctors(db, { labId: actor.labId, text: query.q, limit: lookupLimit }) };
    },

    /** Adds a doctor of the lab, with their login when they have one. */
    async create({ actor, input }: { actor: LabActor; input: NewDoctor }): Promise<DoctorRow> {
      requirePermission(actor, 'doctors.manage');
      if (input.labUserId !== null && !(await labUsers.principal(actor.labId, input.labUserId))) throw notFound();
      const login = input.login && (await accounts.prepareLogin('doctor', input.login));
      const passkeyHash = input.passkey === null ? null : await hashSecret(input.passkey);
      const { login: _login, passkey: _passkey, ...profile } = input;
      return db.transaction(async (tx) => {
        const doctor = await insertDoctor(tx, { ...profile, passkeyHash, labId: actor.labId });
        if (login) await accounts.create({ ...login, kind: 'doctor', labId: actor.labId, principalId: doctor.id });
        await audit(tx, actor, {
          action: 'doctor.create',
          entityType: 'doctor',
          entityId: doctor.id,
          after: { ...auditView(doctor), username: login?.username ?? null },
        });
        return doctor;
      });
    },
  };
}
export type DoctorsService = ReturnType<typeof createDoctorsService>;
