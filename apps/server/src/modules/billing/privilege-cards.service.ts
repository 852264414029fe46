import type {
  AddPrivilegeCardMember,
  AssignPrivilegeCard,
  Page,
  PrivilegeCard,
  PrivilegeCardListQuery,
  UpdatePrivilegeCard,
} from '@lims/contract';
import { privilegeCardCovers, privilegeCardValidUntil } from '@lims/domain';
import { isUniqueViolation } from '../../db/errors.js';
import type { LabActor } from '../../http/actor.js';
import { badRequest, conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { findCardType } from './privilege-card-types.queries.js';
import {
  type CardWithTypeRow,
  enabledCardsOfPatient,
  findCard,
  findCardByNumber,
  insertCard,
  insertMember,
  lockCard,
  membersOfCards,
  type PrivilegeCardMemberRow,
  privilegeCardList,
  updateCard,
} from './privilege-cards.queries.js';

/** The card a bill applies (the `privilegeCard` of a bill): what its discount is and where it came from. */
export interface CoveringCard {
  id: number;
  cardNumber: string;
  typeName: string;
  /** Hundredths of a percent: 1000 is 10 %. */
  discountBasisPoints: number;
}

/** The relation of a card's holder to themselves, as the original's saveUserCardRelation names it. */
export const holderRelation = 'Self';
const cardNumberCounter = 'privilegeCardNumber';

interface PrivilegeCardsDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  counters: ServiceRegistry['counters'];
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  patients: Pick<ServiceRegistry['patients'], 'get' | 'principal'>;
}

/**
 * Privilege (membership) cards (spec 000 §6, §7 fetchPrivilegeCardDetails, saveUserCardRelation,
 * assignExistingCardToUser): a card of a type sold to a patient, its holder, and shared with
 * relatives up to the type's `maxMembers`. Every member's bills get the type's discount while the
 * card is enabled and the lab's day is within its dates. Level 1 of the permission gives and
 * shares cards; level 2 also keeps the types (privilege-card-types.service.ts).
 */
export function createPrivilegeCardsService({ db, now, counters, labs, patients }: PrivilegeCardsDeps) {
  /** The patients these rows name, each read once. */
  const patientsByIds = async (labId: number, ids: number[]) => {
    const unique = [...new Set(ids)];
    const rows = await Promise.all(unique.map((id) => patients.principal(labId, id)));
    return new Map(rows.flatMap((row) => (row ? [[row.id, row] as const] : [])));
  };

  const toCards = async (labId: number, rows: CardWithTypeRow[]): Promise<PrivilegeCard[]> => {
    const members = await membersOfCards(
      db,
      labId,
      rows.map((row) => row.card.id),
    );
    const people = await patientsByIds(labId, [
      ...rows.map((row) => row.card.holderPatientId),
      ...members.map((member) => member.patientId),
    ]);
    const { timeZone } = await labs.getLab(labId);
    const at = now();
    const person = (id: number) => {
      const patient = people.get(id);
      return { labPatientId: patient?.labPatientId ?? '', fullName: patient?.fullName ?? '' };
    };
    const membersOf = new Map<number, PrivilegeCardMemberRow[]>();
    for (const member of members) membersOf.set(member.cardId, [...(membersOf.get(member.cardId) ?? []), member]);
    return rows.map(({ card, typeName, discountBasisPoints, maxMembers }) => ({
      id: card.id,
      cardNumber: card.cardNumber,
      cardType: { id: card.cardTypeId, name: typeName, discountBasisPoints, maxMembers },
      holder: { id: card.holderPatientId, ...person(card.holderPatientId) },
      validFrom: card.validFrom.toISOString(),
      validUntil: card.validUntil.toISOString(),
      valid: privilegeCardCovers(card, at, timeZone),
      members: (membersOf.get(card.id) ?? []).map((member) => ({
        patientId: member.patientId,
        ...person(member.patientId),
        relation: member.relation,
      })),
      enabled: card.enabled,
      version: card.version,
    }));
  };

  const cardOf = async (labId: number, id: number): Promise<PrivilegeCard> => {
    const row = await findCard(db, labId, id);
    if (!row) throw notFound();
    const [card] = await toCards(labId, [row]);
    if (!card) throw notFound();
    return card;
  };

  /** The lab's next card number that no typed number has taken yet. */
  const nextCardNumber = async (labId: number): Promise<string> => {
    for (;;) {
      const cardNumber = String(await counters.next({ labId, name: cardNumberCounter }));
      if (!(await findCardByNumber(db, labId, cardNumber))) return cardNumber;
    }
  };

  /** The best card covering the patient at `at`: the largest discount, then the one valid longest. */
  const coveringCard = async ({
    labId,
    patientId,
    at,
  }: {
    labId: number;
    patientId: number;
    at: Date;
  }): Promise<CoveringCard | null> => {
    const { timeZone } = await labs.getLab(labId);
    const best = (await enabledCardsOfPatient(db, labId, patientId))
      .filter((row) => privilegeCardCovers(row.card, at, timeZone))
      .sort(
        (a, b) =>
          b.discountBasisPoints - a.discountBasisPoints ||
          b.card.validUntil.getTime() - a.card.validUntil.getTime() ||
          a.card.id - b.card.id,
      )[0];
    return best
      ? {
          id: best.card.id,
          cardNumber: best.card.cardNumber,
          typeName: best.typeName,
          discountBasisPoints: best.discountBasisPoints,
        }
      : null;
  };

  return {
    coveringCard,

    async list({ actor, query }: { actor: LabActor; query: PrivilegeCardListQuery }): Promise<Page<PrivilegeCard>> {
      requirePermission(actor, 'billing.view');
      const page = await privilegeCardList.page(db, query, {
        labId: actor.labId,
        enabled: query.includeDisabled ? undefined : true,
        patientId: query.patientId,
      });
      return { ...page, items: await toCards(actor.labId, page.items) };
    },

    async get({ actor, id }: { actor: LabActor; id: number }): Promise<PrivilegeCard> {
      requirePermission(actor, 'billing.view');
      return cardOf(actor.labId, id);
    },

    /** fetchPrivilegeCardDetails: the card that covers the patient today, or null. */
    async ofPatient({
      actor,
      patientId,
    }: {
      actor: LabActor;
      patientId: number;
    }): Promise<{ card: PrivilegeCard | null }> {
      requirePermission(actor, 'billing.view');
      await patients.get({ actor, id: patientId });
      const covering = await coveringCard({ labId: actor.labId, patientId, at: now() });
      return { card: covering ? await cardOf(actor.labId, covering.id) : null };
    },

    /**
     * A new card of an enabled type for a patient, from today for the type's days; the number is
     * the lab's next unless one is typed (a pre-printed card). The holder is its first member.
     */
    async assign({ actor, input }: { actor: LabActor; input: AssignPrivilegeCard }): Promise<PrivilegeCard> {
      requirePermission(actor, 'privilegeCards.assign');
      await patients.get({ actor, id: input.holderPatientId });
      const id = await db
        .transaction(async (tx) => {
          const cardType = await findCardType(tx, actor.labId, input.cardTypeId);
          if (!cardType) throw notFound();
          if (!cardType.enabled) throw badRequest('privilegeCardTypeDisabled', 'cardTypeId');
          const typed = input.cardNumber?.trim();
          if (typed && (await findCardByNumber(tx, actor.labId, typed)))
            throw conflict('privilegeCardNumberTaken', 'cardNumber');
          const validFrom = now();
          const card = await insertCard(tx, {
            labId: actor.labId,
            cardTypeId: cardType.id,
            cardNumber: typed || (await nextCardNumber(actor.labId)),
            holderPatientId: input.holderPatientId,
            validFrom,
            validUntil: privilegeCardValidUntil(validFrom, cardType.validityDays),
            createdBy: actor.accountId === 0 ? null : actor.accountId,
          });
          const holder = await insertMember(tx, {
            labId: actor.labId,
            cardId: card.id,
            patientId: input.holderPatientId,
            relation: holderRelation,
          });
          await audit(tx, actor, {
            action: 'privilege_card.assign',
            entityType: 'privilege_card',
            entityId: card.id,
            after: { card, members: [holder] },
          });
          return card.id;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict('privilegeCardNumberTaken', 'cardNumber') : error;
        });
      return cardOf(actor.labId, id);
    },

    /**
     * saveUserCardRelation / assignExistingCardToUser: shares a valid card with another patient
     * (a relative) up to its type's `maxMembers`, the holder included. The card's row is locked
     * so that two cashiers sharing its last place at once cannot both succeed.
     */
    async addMember({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: AddPrivilegeCardMember;
    }): Promise<PrivilegeCard> {
      requirePermission(actor, 'privilegeCards.assign');
      await patients.get({ actor, id: input.patientId });
      await db.transaction(async (tx) => {
        const before = await lockCard(tx, actor.labId, id);
        if (!before) throw notFound();
        if (before.version !== input.version) throw stale();
        const withType = await findCard(tx, actor.labId, id);
        const { timeZone } = await labs.getLab(actor.labId);
        if (!withType || !privilegeCardCovers(before, now(), timeZone))
          throw badRequest('privilegeCardExpired', 'cardId');
        const members = await membersOfCards(tx, actor.labId, [id]);
        if (members.some((member) => member.patientId === input.patientId))
          throw conflict('privilegeCardMember', 'patientId');
        if (members.length >= withType.maxMembers)
          throw badRequest('privilegeCardFull', 'patientId', { max: withType.maxMembers });
        const member = await insertMember(tx, {
          labId: actor.labId,
          cardId: id,
          patientId: input.patientId,
          relation: input.relation,
        });
        // The version moves with its members, so that a screen showing the old list is refused.
        const after = await updateCard(tx, actor.labId, id, { updatedAt: now() });
        await audit(tx, actor, {
          action: 'privilege_card.add_member',
          entityType: 'privilege_card',
          entityId: id,
          before: { card: before, members },
          after: { card: after, member },
        });
      });
      return cardOf(actor.labId, id);
    },

    /** Disables a card (lost, refunded) or enables it again; its bills keep the discount they had. */
    async update({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: UpdatePrivilegeCard;
    }): Promise<PrivilegeCard> {
      requirePermission(actor, 'privilegeCards.assign');
      await db.transaction(async (tx) => {
        const before = await lockCard(tx, actor.labId, id);
        if (!before) throw notFound();
        if (before.version !== input.version) throw stale();
        const after = await updateCard(tx, actor.labId, id, { enabled: input.enabled, updatedAt: now() });
        await audit(tx, actor, {
          action: 'privilege_card.update',
          entityType: 'privilege_card',
          entityId: id,
          before,
          after,
        });
      });
      return cardOf(actor.labId, id);
    },
  };
}
export type PrivilegeCardsService = ReturnType<typeof createPrivilegeCardsService>;
