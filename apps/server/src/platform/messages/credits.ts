import type { CreditConsumption, CreditKind, LabCredits } from '@lims/contract';
import { calendarDateIn, creditCategories, DomainError, usableCredits, whatsappCreditsExpired } from '@lims/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { creditTransactions, labCredits, platformLabId } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, notFound, stale } from '../../http/errors.js';
import type { LabProfile, LabsService } from '../../modules/settings/labs.service.js';
import type { ServiceDeps } from '../../services.js';
import { audit } from '../audit/audit.js';

/**
 * A lab's messaging and id-scan credits (spec 000 §3 Credits state, spec 002 §3 Credits, §9
 * categories 259 and 243). Support adds them; a message handed to a real SMS or WhatsApp
 * provider uses one, taken in the transaction that queues the message, and none left refuses
 * the message before anything is written. The callers check permissions: the support dashboard
 * (support.view, support.credits), Settings > Outbox (the lab's own), and `messages.send`.
 */

type LabCreditsRow = typeof labCredits.$inferSelect;
export type CreditChannel = 'sms' | 'whatsapp';

// ---- queries ----

const lockCredits = async (db: Executor, labId: number) =>
  (await db.select().from(labCredits).where(eq(labCredits.labId, labId)).limit(1).for('update'))[0];

const readCredits = async (db: Executor, labId: number) =>
  (await db.select().from(labCredits).where(eq(labCredits.labId, labId)).limit(1))[0];

/** The lab's row, made empty first when it has none, then locked until the transaction ends. */
const lockOrCreateCredits = async (db: Executor, labId: number) => {
  await db.insert(labCredits).values({ labId }).onConflictDoNothing();
  return (await lockCredits(db, labId)) as LabCreditsRow;
};

const writeCredits = async (
  db: Executor,
  labId: number,
  values: Partial<Pick<LabCreditsRow, 'sms' | 'whatsapp' | 'whatsappExpiresOn' | 'idScans' | 'version'>>,
  now: Date,
) =>
  (
    await db
      .update(labCredits)
      .set({ ...values, updatedAt: now })
      .where(eq(labCredits.labId, labId))
      .returning()
  )[0] as LabCreditsRow;

const insertTransaction = (db: Executor, values: typeof creditTransactions.$inferInsert) =>
  db.insert(creditTransactions).values(values);

const findTransactions = (db: Executor, labId: number, messageId: number) =>
  db
    .select()
    .from(creditTransactions)
    .where(and(eq(creditTransactions.labId, labId), eq(creditTransactions.messageId, messageId)));

/** Per lab and category: credits added, and credits used less those given back. */
const consumptionRows = (db: Executor, labIds: number[]) =>
  db
    .select({
      labId: creditTransactions.labId,
      category: creditTransactions.category,
      added:
        sql<number>`coalesce(sum(${creditTransactions.amount}) filter (where ${creditTransactions.kind} = 'added'), 0)`.mapWith(
          Number,
        ),
      used: sql<number>`coalesce(sum(case ${creditTransactions.kind} when 'used' then ${creditTransactions.amount} when 'returned' then -${creditTransactions.amount} else 0 end), 0)`.mapWith(
        Number,
      ),
    })
    .from(creditTransactions)
    .where(
      and(
        inArray(creditTransactions.labId, labIds),
        inArray(creditTransactions.category, [creditCategories.sms, creditCategories.whatsapp]),
      ),
    )
    .groupBy(creditTransactions.labId, creditTransactions.category);

// ---- the service ----

/** What a taken credit left: recorded against the message once its row exists. */
export interface TakenCredit {
  labId: number;
  category: number;
  balanceAfter: number;
}

export interface CreditAddition {
  actor: Actor;
  labId: number;
  kind: CreditKind;
  amount: number;
  expiresOn?: string | null | undefined;
  version: number;
}

export function createCreditsService({ db, now, labs }: Pick<ServiceDeps, 'db' | 'now'> & { labs: LabsService }) {
  /** The lab's calendar day now, 'YYYY-MM-DD': WhatsApp credits lapse by it. */
  const labToday = async (labId: number) => calendarDateIn(now(), (await labs.getLab(labId)).timeZone);

  const toCredits = (lab: LabProfile, row: LabCreditsRow | undefined, today: string): LabCredits => ({
    labId: lab.id,
    labName: lab.name,
    sms: row?.sms ?? 0,
    whatsapp: row?.whatsapp ?? 0,
    whatsappExpiresOn: row?.whatsappExpiresOn ?? null,
    whatsappExpired: whatsappCreditsExpired(row?.whatsappExpiresOn ?? null, today),
    idScans: row?.idScans ?? 0,
    version: row?.version ?? 0,
  });

  /** Another tenant's ids are 404, and so is the product's own tenant: it has no credits. */
  const requireCustomerLab = async (labId: number) => {
    if (labId === platformLabId) throw notFound();
    return labs.getLab(labId);
  };

  return {
    /** A lab's balances; a lab that never had credits has none (zeros, version 0). */
    async balanceOf(labId: number): Promise<LabCredits> {
      const lab = await requireCustomerLab(labId);
      return toCredits(lab, await readCredits(db, labId), calendarDateIn(now(), lab.timeZone));
    },

    /**
     * Adds credits (spec 002 §9 add_credit_amount), the ledger row and the audit entry in one
     * transaction; the audit entry belongs to the lab, so its admin sees who added them.
     * WhatsApp credits come with the day they lapse after, which becomes the expiry of all of
     * them; credits that had already lapsed are not revived by an addition.
     */
    async add({ actor, labId, kind, amount, expiresOn, version }: CreditAddition): Promise<LabCredits> {
      const lab = await requireCustomerLab(labId);
      const today = calendarDateIn(now(), lab.timeZone);
      if (kind === 'whatsapp') {
        if (!expiresOn) throw badRequest('whatsappExpiryRequired', 'expiresOn');
        if (expiresOn < today) throw badRequest('whatsappExpiryPast', 'expiresOn');
      }
      return db.transaction(async (tx) => {
        const before = await lockOrCreateCredits(tx, labId);
        if (before.version !== version) throw stale();
        const changes =
          kind === 'sms'
            ? { sms: before.sms + amount }
            : kind === 'idScans'
              ? { idScans: before.idScans + amount }
              : {
                  whatsapp: (whatsappCreditsExpired(before.whatsappExpiresOn, today) ? 0 : before.whatsapp) + amount,
                  whatsappExpiresOn: expiresOn ?? null,
                };
        const after = await writeCredits(tx, labId, { ...changes, version: before.version + 1 }, now());
        await insertTransaction(tx, {
          labId,
          category: creditCategories[kind],
          kind: 'added',
          amount,
          balanceAfter: after[kind],
          accountId: actor.accountId || null,
        });
        await audit(
          tx,
          { ...actor, labId },
          { action: `credits.${kind}.add`, entityType: 'labCredits', entityId: labId, before, after },
        );
        return toCredits(lab, after, today);
      });
    },

    /**
     * Takes one credit of the channel for a message about to be queued, inside the caller's
     * transaction, the lab's row locked so that two messages at once cannot both take the last
     * one. None left (or WhatsApp credits lapsed) refuses with nothing written.
     */
    async take(labId: number, channel: CreditChannel): Promise<TakenCredit> {
      const today = await labToday(labId);
      const row = await lockCredits(db, labId);
      const usable = row ? usableCredits(row, channel, today) : 0;
      if (!row || usable <= 0) {
        throw new DomainError('conflict', channel === 'sms' ? 'noSmsCredits' : 'noWhatsappCredits');
      }
      const balanceAfter = usable - 1;
      await writeCredits(db, labId, { [channel]: balanceAfter, version: row.version + 1 }, now());
      return { labId, category: creditCategories[channel], balanceAfter };
    },

    /** The ledger row of a taken credit, naming the message that used it. */
    async recordUse(taken: TakenCredit, messageId: number): Promise<void> {
      await insertTransaction(db, { ...taken, kind: 'used', amount: 1, messageId });
    },

    /**
     * A message its provider finally refused never reached anyone: its credit goes back to the
     * lab, once, recorded as 'returned' against the message.
     */
    async giveBack(labId: number, messageId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const entries = await findTransactions(tx, labId, messageId);
        const used = entries.find((entry) => entry.kind === 'used');
        if (!used || entries.some((entry) => entry.kind === 'returned')) return;
        const row = await lockCredits(tx, labId);
        if (!row) return;
        const channel: CreditChannel = used.category === creditCategories.sms ? 'sms' : 'whatsapp';
        const balanceAfter = row[channel] + used.amount;
        await writeCredits(tx, labId, { [channel]: balanceAfter, version: row.version + 1 }, now());
        await insertTransaction(tx, {
          labId,
          category: used.category,
          kind: 'returned',
          amount: used.amount,
          balanceAfter,
          messageId,
        });
      });
    },

    /** The consumption bars of these labs (spec 002 §2), zeros for a lab without any credits. */
    async consumptionOf(labsToShow: Array<{ id: number; name: string }>): Promise<CreditConsumption[]> {
      const ids = labsToShow.map((lab) => lab.id);
      const rows = ids.length === 0 ? [] : await consumptionRows(db, ids);
      const of = (labId: number, category: number) => {
        const row = rows.find((candidate) => candidate.labId === labId && candidate.category === category);
        return { added: row?.added ?? 0, used: row?.used ?? 0 };
      };
      return labsToShow.map((lab) => ({
        labId: lab.id,
        labName: lab.name,
        sms: of(lab.id, creditCategories.sms),
        whatsapp: of(lab.id, creditCategories.whatsapp),
      }));
    },
  };
}
export type CreditsService = ReturnType<typeof createCreditsService>;
