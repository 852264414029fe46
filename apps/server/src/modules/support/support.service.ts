import type {
  AddCredits,
  CreditConsumptionPage,
  CreditKind,
  LabCredits,
  OutboxListQuery,
  OutboxMessage,
  Page,
  SupportLabListQuery,
  SupportLabPage,
  SupportLabSettings,
  UpdateSupportLabSettings,
} from '@lims/contract';
import { type SupportRight, supportSettingsPatch, supportValuesOf } from '@lims/domain';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requireAllowed } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { MessagesService } from '../../platform/messages/messages.service.js';
import type { ServiceDeps } from '../../services.js';
import type { AccountsService, NewLogin } from '../auth/accounts.service.js';
import type { LabProfile, LabsService } from '../settings/labs.service.js';
import { findSupportUser, insertSupportUser, platformLabId, type SupportUserRow } from './support.queries.js';

export interface NewSupportUser {
  fullName: string;
  login: NewLogin;
  /** What they may do on the dashboard; both rights when not given (the column's default). */
  rights?: SupportRight[];
}

export type SupportServiceDeps = Pick<ServiceDeps, 'db'> & {
  accounts: AccountsService;
  labs: LabsService;
  messages: MessagesService;
};

const labSummary = (lab: LabProfile) => ({
  id: lab.id,
  name: lab.name,
  countryIsoCode: lab.countryIsoCode,
  currency: lab.currency,
  timeZone: lab.timeZone,
});

/**
 * The support dashboard (spec 002 §2, §3, §9): pick a lab, read and change its settings, read
 * and add its credits, read the product's own outbox. Support changes settings only; it has no
 * route to a lab's patients, bills or reports (DESIGN.md permissions: support.* only).
 */
export function createSupportService({ db, accounts, labs, messages }: SupportServiceDeps) {
  const credits = messages.labCredits;

  /** Any customer lab; the product's own tenant (lab 0) is nobody's to configure. */
  const customerLab = async (labId: number) => {
    if (labId === platformLabId) throw notFound();
    return labs.getLab(labId);
  };

  const settingsOf = async (lab: LabProfile): Promise<SupportLabSettings> => ({
    lab: labSummary(lab),
    values: supportValuesOf({
      settings: lab.settings,
      currency: lab.currency,
      dialCode: lab.dialCode,
      countryIsoCode: lab.countryIsoCode,
      smsCredits: (await credits.balanceOf(lab.id)).sms,
    }),
    version: lab.settingsVersion,
  });

  return {
    principal: (id: number) => findSupportUser(db, id),

    /**
     * Adds a member of the product's support staff. They belong to no lab (spec 002 §6), so no
     * lab administrator may add one: the operator does, through the seed, audited as the system.
     */
    async create({ input }: { input: NewSupportUser }): Promise<SupportUserRow> {
      const login = await accounts.prepareLogin('support', input.login);
      return db.transaction(async (tx) => {
        const user = await insertSupportUser(tx, {
          fullName: input.fullName,
          ...(input.rights ? { rights: [...input.rights] } : {}),
        });
        await accounts.create({ ...login, kind: 'support', labId: null, principalId: user.id });
        await audit(tx, null, {
          action: 'support_user.create',
          entityType: 'support_user',
          entityId: user.id,
          after: { ...user, username: login.username },
        });
        return user;
      });
    },

    /** The lab picker: labs by name, searched, never the product tenant. */
    async labs({ actor, query }: { actor: Actor; query: SupportLabListQuery }): Promise<SupportLabPage> {
      requireAllowed(actor, 'support.view');
      const { items, total } = await labs.search(query);
      return {
        items: items.map((lab) => ({
          ...labSummary(lab),
          enabled: lab.enabled,
          trialEndsAt: lab.trialEndsAt?.toISOString() ?? null,
        })),
        total,
        nextCursor: null,
      };
    },

    /** spec 002 §9 getLabSettingsForLab: every field of the support form, where the lab keeps it. */
    async labSettings({ actor, labId }: { actor: Actor; labId: number }): Promise<SupportLabSettings> {
      requireAllowed(actor, 'support.labSettings');
      return settingsOf(await customerLab(labId));
    },

    /**
     * spec 002 §9 updateLabSettingsForLab: the changed fields written where the lab reads them
     * (floatSupportFlag, allowConcurrentLogin and uniqueTestCodeFlag at the top of its settings,
     * so the lab's screens follow at once), through the one settings path of the labs service:
     * locked, a stale version refused, audited on the lab with the support user as the actor.
     */
    async updateLabSettings({
      actor,
      labId,
      input,
    }: {
      actor: Actor;
      labId: number;
      input: UpdateSupportLabSettings;
    }): Promise<SupportLabSettings> {
      requireAllowed(actor, 'support.labSettings');
      await customerLab(labId);
      const updated = await labs.updateSettings({
        actor,
        labId,
        patch: supportSettingsPatch(input.values),
        version: input.version,
        action: 'settings.support.update',
      });
      return settingsOf(updated);
    },

    /** spec 002 §9 get-lab-available-credits (and the id-scan credits). */
    async credits({ actor, labId }: { actor: Actor; labId: number }): Promise<LabCredits> {
      requireAllowed(actor, 'support.view');
      await customerLab(labId);
      return credits.balanceOf(labId);
    },

    /** spec 002 §9 add_credit_amount: credits added to the lab, the ledger and the audit written. */
    async addCredits({
      actor,
      labId,
      kind,
      input,
    }: {
      actor: Actor;
      labId: number;
      kind: CreditKind;
      input: AddCredits;
    }): Promise<LabCredits> {
      requireAllowed(actor, 'support.credits');
      await customerLab(labId);
      return credits.add({
        actor,
        labId,
        kind,
        amount: input.amount,
        expiresOn: input.expiresOn,
        version: input.version,
      });
    },

    /** The consumption bars (spec 002 §2): the labs found by name, each with its credits added and used. */
    async consumption({ actor, query }: { actor: Actor; query: SupportLabListQuery }): Promise<CreditConsumptionPage> {
      requireAllowed(actor, 'support.view');
      const { items, total } = await labs.search(query);
      return { items: await credits.consumptionOf(items), total, nextCursor: null };
    },

    /** The product's own outbox: sign-up OTPs and credentials of labs not made yet. */
    outbox({ actor, query }: { actor: Actor; query: OutboxListQuery }): Promise<Page<OutboxMessage>> {
      return messages.platformOutbox({ actor, query });
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
