import {
  BankDetails,
  type BankOtpSent,
  type CentreBank,
  type CentreDetailField,
  type CentreDetails,
  type CentreRoles,
  centreDetailFields,
  DayTimings,
  type OwnDetails,
  type RoleCandidates,
  type RoleHolder,
  type UpdateBankDetailsParsed,
  type UpdateCentreDetailsParsed,
  type UpdateCentreRoles,
  type UpdateOwnDetailsParsed,
} from '@lims/contract';
import {
  type CentreRole,
  canHoldCentreRole,
  centreRoles,
  DomainError,
  defaultWeeklyTimings,
  type FieldIssue,
  internationalContactNumber,
  isValidContactNumber,
} from '@lims/domain';
import { z } from 'zod';
import type { LabActor } from '../../http/actor.js';
import { badRequest, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import type { LabProfile as Lab } from '../settings/labs.service.js';
import { findLabProfile, type LabProfileRow, lockLabProfile, updateLabProfile } from './lab-profile.queries.js';

interface CentreDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  labs: ServiceRegistry['labs'];
  labUsers: ServiceRegistry['labUsers'];
  oneTimeCodes: ServiceRegistry['oneTimeCodes'];
  messages: ServiceRegistry['messages'];
}

type Details = Pick<LabProfileRow, CentreDetailField>;

const detailsOfRow = (row: LabProfileRow | undefined): Details =>
  Object.fromEntries(centreDetailFields.map((field) => [field, row?.[field] ?? null])) as Details;

// The JSON columns are read back through their contract shapes: a row written by an older
// version that no longer fits reads as never set, rather than failing the page.
const StoredTimings = z.array(DayTimings).length(7);
const timingsOf = (row: LabProfileRow | undefined) => {
  const parsed = StoredTimings.safeParse(row?.weeklyTimings);
  return parsed.success ? parsed.data : defaultWeeklyTimings();
};
const bankOf = (row: LabProfileRow | undefined) => {
  const parsed = BankDetails.safeParse(row?.bankDetails);
  return parsed.success ? parsed.data : null;
};

const roleColumns = {
  admin: 'adminLabUserId',
  operationManager: 'operationsHeadLabUserId',
  financeManager: 'financeHeadLabUserId',
} as const satisfies Record<CentreRole, keyof LabProfileRow>;
const holderIdsOf = (row: LabProfileRow | undefined) =>
  Object.fromEntries(centreRoles.map((role) => [role, row?.[roleColumns[role]] ?? null])) as Record<
    CentreRole,
    number | null
  >;

const toHolder = (user: {
  id: number;
  fullName: string;
  contact: string | null;
  email: string | null;
}): RoleHolder => ({
  labUserId: user.id,
  name: user.fullName,
  contact: user.contact,
  email: user.email,
});

/** '••••••3210' and 'a•••@example.com': enough for the admin to know where to look, no more. */
const masked = (recipient: string) => {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient.slice(0, 1)}•••${recipient.slice(at)}`;
  return `${'•'.repeat(Math.max(recipient.length - 4, 0))}${recipient.slice(-4)}`;
};

const bankOtpSubject = (actor: LabActor) => `bank:${actor.labId}:${actor.accountId}`;

/**
 * Centre settings (spec 000 §2 'Centre settings screens', §3 Centre details, Bank data,
 * currentUserRoles; §4; §6; §7): the lab administrator's details, weekly timings, bank details
 * (after an OTP sent to them) and role holders, and every lab user's own details. All of it is
 * one lab profile row with one version (docs/decisions/0012); the lab's name and time zone are
 * the labs service's, the users the lab users service's. Every change is audited.
 */
export function createCentreService({ db, now, labs, labUsers, oneTimeCodes, messages }: CentreDeps) {
  const detailsView = (lab: Lab, row: LabProfileRow | undefined): CentreDetails => ({
    labId: lab.id,
    name: lab.name,
    countryIsoCode: lab.countryIsoCode,
    dialCode: lab.dialCode,
    currency: lab.currency,
    timeZone: lab.timeZone,
    ...detailsOfRow(row),
    weeklyTimings: timingsOf(row),
    version: row?.version ?? 0,
  });

  const rolesView = async (actor: LabActor, row: LabProfileRow | undefined): Promise<CentreRoles> => {
    const ids = holderIdsOf(row);
    const held = Object.values(ids).filter((id): id is number => id !== null);
    const users = await labUsers.roleFacts({ actor, ids: held });
    const holder = (id: number | null) => {
      const user = id === null ? undefined : users.find((candidate) => candidate.id === id);
      return user ? toHolder(user) : null;
    };
    return {
      admin: holder(ids.admin),
      operationManager: holder(ids.operationManager),
      financeManager: holder(ids.financeManager),
      version: row?.version ?? 0,
    };
  };

  /** spec 000 §5 Phone: the number must be one of the lab's country (its dial code). */
  const assertContact = async (actor: LabActor, contact: string | null, field = 'contact') => {
    if (contact === null) return;
    const lab = await labs.getLab(actor.labId);
    if (!isValidContactNumber(contact, lab.dialCode)) throw badRequest('invalidNumber', field);
  };

  /** Locks the profile, refuses a stale version, writes `values` and the next version, and audits the change. */
  const change = async <Values extends Partial<LabProfileRow>>(
    actor: LabActor,
    version: number,
    action: string,
    values: Values,
    view: (row: LabProfileRow) => unknown,
  ) => {
    const before = await lockLabProfile(db, actor.labId);
    if (before.version !== version) throw stale();
    const after = await updateLabProfile(db, actor.labId, { ...values, version: before.version + 1, updatedAt: now() });
    await audit(db, actor, {
      action,
      entityType: 'labProfile',
      entityId: actor.labId,
      before: { ...(view(before) as object), version: before.version },
      after: { ...(view(after) as object), version: after.version },
    });
    return after;
  };

  return {
    /** Any lab user reads the centre's details: printed pages carry its name and address. */
    async details({ actor }: { actor: LabActor }): Promise<CentreDetails> {
      requirePermission(actor, 'files.read');
      return detailsView(await labs.getLab(actor.labId), await findLabProfile(db, actor.labId));
    },

    async updateDetails({
      actor,
      input,
    }: {
      actor: LabActor;
      input: UpdateCentreDetailsParsed;
    }): Promise<CentreDetails> {
      requirePermission(actor, 'centre.manage');
      const { version, name, timeZone, ...details } = input;
      await assertContact(actor, details.contact);
      return db.transaction(async () => {
        const lab = await labs.updateProfile({ actor, name, timeZone });
        const after = await change(actor, version, 'centre.details.update', details, detailsOfRow);
        return detailsView(lab, after);
      });
    },

    async updateTimings({
      actor,
      input,
    }: {
      actor: LabActor;
      input: { version: number; days: CentreDetails['weeklyTimings'] };
    }): Promise<CentreDetails> {
      requirePermission(actor, 'centre.manage');
      return db.transaction(async () => {
        const after = await change(
          actor,
          input.version,
          'centre.timings.update',
          { weeklyTimings: input.days },
          (row) => ({
            weeklyTimings: timingsOf(row),
          }),
        );
        return detailsView(await labs.getLab(actor.labId), after);
      });
    },

    /** The bank details, in full: only the lab's administrator reads them. */
    async bank({ actor }: { actor: LabActor }): Promise<CentreBank> {
      requirePermission(actor, 'centre.manage');
      const row = await findLabProfile(db, actor.labId);
      return { bank: bankOf(row), version: row?.version ?? 0 };
    },

    /**
     * spec 000 §4: "Bank detail changes require an OTP verification first." A code for this
     * admin and lab, sent by SMS to their contact and by e-mail to their address.
     */
    async sendBankOtp({ actor, ipAddress }: { actor: LabActor; ipAddress: string | null }): Promise<BankOtpSent> {
      requirePermission(actor, 'centre.manage');
      const me = await labUsers.ownDetails({ actor });
      if (!me.contact && !me.email) throw badRequest('bankOtpNoRecipient');
      const lab = await labs.getLab(actor.labId);
      const mobile = me.contact ? internationalContactNumber(me.contact, lab.dialCode) : null;
      const sentTo = [mobile, me.email].filter((recipient): recipient is string => recipient !== null);
      const code = await oneTimeCodes.issue({ subject: bankOtpSubject(actor), sentTo, ipAddress });
      const text = `${code} is your OTP to change the bank details of ${lab.name}. It is valid for 10 minutes. Do not share it with anyone.`;
      await db.transaction(async () => {
        if (mobile) await messages.send({ labId: actor.labId, channel: 'sms', to: mobile, body: text, actor });
        if (me.email) {
          const subject = `OTP to change the bank details of ${lab.name}`;
          await messages.send({ labId: actor.labId, channel: 'email', to: me.email, subject, body: text, actor });
        }
      });
      return { sentTo: sentTo.map(masked) };
    },

    /**
     * spec 000 §7 update-lab-bank-details: "OTP check, then data". The code is checked outside
     * the transaction that writes, so that a wrong try counts even when the write fails; a
     * stale version is refused before, so that a form someone else has overtaken keeps its code.
     */
    async updateBank({ actor, input }: { actor: LabActor; input: UpdateBankDetailsParsed }): Promise<CentreBank> {
      requirePermission(actor, 'centre.manage');
      const { version, otp, ...bank } = input;
      if (((await findLabProfile(db, actor.labId))?.version ?? 0) !== version) throw stale();
      const check = await oneTimeCodes.check({ subject: bankOtpSubject(actor), code: otp });
      if (check !== 'ok') throw badRequest('invalidOtpBank', 'otp');
      return db.transaction(async () => {
        const after = await change(actor, version, 'centre.bank.update', { bankDetails: bank }, (row) => ({
          bank: bankOf(row),
        }));
        return { bank: bankOf(after), version: after.version };
      });
    },

    async roles({ actor }: { actor: LabActor }): Promise<CentreRoles> {
      requirePermission(actor, 'centre.manage');
      return rolesView(actor, await findLabProfile(db, actor.labId));
    },

    /** spec 000 §6: who may hold each role, by name. */
    async roleCandidates({ actor }: { actor: LabActor }): Promise<RoleCandidates> {
      requirePermission(actor, 'centre.manage');
      const users = await labUsers.roleFacts({ actor });
      const of = (role: CentreRole) => users.filter((user) => canHoldCentreRole(role, user)).map(toHolder);
      return { admin: of('admin'), operationManager: of('operationManager'), financeManager: of('financeManager') };
    },

    /**
     * spec 000 §7 save-user-roles. Each holder is a user of this lab (another lab's id: 404) who
     * may hold the role (spec 000 §6; otherwise 400 roleCandidateInvalid), read in the
     * transaction that writes, so a user disabled meanwhile is not made a holder.
     */
    async updateRoles({ actor, input }: { actor: LabActor; input: UpdateCentreRoles }): Promise<CentreRoles> {
      requirePermission(actor, 'centre.manage');
      return db.transaction(async () => {
        const named = centreRoles.flatMap((role) => (input[role] === null ? [] : [input[role]]));
        const users = await labUsers.roleFacts({ actor, ids: [...new Set(named)] });
        const missing: FieldIssue[] = [];
        const refused: FieldIssue[] = [];
        for (const role of centreRoles) {
          const id = input[role];
          if (id === null) continue;
          const user = users.find((candidate) => candidate.id === id);
          if (!user) missing.push({ field: role, messageKey: 'notFound' });
          else if (!canHoldCentreRole(role, user)) refused.push({ field: role, messageKey: 'roleCandidateInvalid' });
        }
        if (missing.length > 0) throw new DomainError('not_found', 'notFound', { fields: missing });
        if (refused.length > 0) throw new DomainError('bad_request', 'roleCandidateInvalid', { fields: refused });
        const after = await change(
          actor,
          input.version,
          'centre.roles.update',
          {
            adminLabUserId: input.admin,
            operationsHeadLabUserId: input.operationManager,
            financeHeadLabUserId: input.financeManager,
          },
          holderIdsOf,
        );
        return rolesView(actor, after);
      });
    },

    /** The signed-in lab user's own details (spec 000 §7 save-lab-user-details). */
    async ownDetails({ actor }: { actor: LabActor }): Promise<OwnDetails> {
      requirePermission(actor, 'ownProfile.manage');
      return labUsers.ownDetails({ actor });
    },

    async updateOwnDetails({ actor, input }: { actor: LabActor; input: UpdateOwnDetailsParsed }): Promise<OwnDetails> {
      requirePermission(actor, 'ownProfile.manage');
      await assertContact(actor, input.contact);
      return labUsers.updateOwnDetails({ actor, input });
    },
  };
}
export type CentreService = ReturnType<typeof createCentreService>;
