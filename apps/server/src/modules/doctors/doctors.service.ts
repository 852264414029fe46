import { type LookupQuery, lookupLimit, type ReferralDoctorLookup } from '@lims/contract';
import { DomainError } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import { hashSecret, verifySecret } from '../../platform/security/password-hash.js';
import type { ServiceDeps } from '../../services.js';
import type { AccountsService, NewLogin } from '../auth/accounts.service.js';
import type { LabUsersService } from '../settings/lab-users.service.js';
import {
  countPasskeyFailures,
  type DoctorRow,
  findDoctor,
  findDoctorOfLabUser,
  insertDoctor,
  listSigningDoctors,
  lookupReferralDoctors,
  recordPasskeyAttempt,
  signingDoctorsOfDepartment,
  signingDoctorsWithReach,
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

/**
 * A doctor's passkey is locked after this many wrong ones in the window, whoever typed them
 * (decision 0040): the panel checks as the user types, so a few misses are normal.
 */
export const passkeyLimits = { windowMinutes: 15, failuresPerDoctor: 5 } as const;

/** What an audit row keeps of a doctor: never the passkey's hash. */
const auditView = ({ passkeyHash, ...doctor }: DoctorRow) => ({ ...doctor, hasPasskey: passkeyHash !== null });

export function createDoctorsService({
  db,
  accounts,
  now,
  labUsers,
}: Pick<ServiceDeps, 'db' | 'now'> & { accounts: AccountsService; labUsers: LabUsersService }) {
  /** 429 passkeyLocked while the doctor has had too many wrong passkeys lately. */
  const refuseLockedPasskey = async (labId: number, doctorId: number) => {
    const since = new Date(now().getTime() - passkeyLimits.windowMinutes * 60_000);
    if ((await countPasskeyFailures(db, labId, doctorId, since)) >= passkeyLimits.failuresPerDoctor) {
      throw new DomainError('rate_limited', 'passkeyLocked', { field: 'passkey' });
    }
  };

  return {
    principal: (labId: number, id: number) => findDoctor(db, labId, id),
    /** The doctor identity of a lab user, when they are both (spec 000 §1). */
    doctorOfLabUser: (labId: number, labUserId: number) => findDoctorOfLabUser(db, labId, labUserId),
    /** The lab's enabled signing doctors, by name (the operation settings' default signing doctor). */
    signingDoctors: (labId: number) => listSigningDoctors(db, labId),

    /** Enabled signing doctors with a passkey who reach the department (spec 001 §5), by name. */
    signingDoctorsOfDepartment: (labId: number, departmentId: number) =>
      signingDoctorsOfDepartment(db, labId, departmentId),
    /** Enabled signing doctors with a passkey among `ids`, with their departments. */
    signingDoctorsWithReach: (labId: number, ids?: readonly number[]) => signingDoctorsWithReach(db, labId, ids),
    refuseLockedPasskey,

    /**
     * Whether `passkey` is the signing doctor's, recorded for the lockout. Call it outside a
     * transaction: the hash is slow on purpose, and a wrong passkey's record must stay when the
     * signing that needed it fails. 429 passkeyLocked after too many wrong ones.
     */
    async verifyPasskey({
      labId,
      doctor,
      passkey,
      ipAddress,
    }: {
      labId: number;
      doctor: { id: number; passkeyHash: string };
      passkey: string;
      ipAddress: string;
    }): Promise<boolean> {
      await refuseLockedPasskey(labId, doctor.id);
      const valid = passkey !== '' && (await verifySecret(passkey, doctor.passkeyHash));
      await recordPasskeyAttempt(db, { labId, doctorId: doctor.id, ipAddress, succeeded: valid, at: now() });
      return valid;
    },

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
