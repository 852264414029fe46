import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { privilegeCardMembers, privilegeCards, privilegeCardTypes } from '../../db/schema/index.js';
import { conditionFilter, defineList, textSort } from '../../platform/lists/list-page.js';

export type PrivilegeCardRow = typeof privilegeCards.$inferSelect;
export type PrivilegeCardMemberRow = typeof privilegeCardMembers.$inferSelect;

const cardTypeOfCard = and(
  eq(privilegeCardTypes.labId, privilegeCards.labId),
  eq(privilegeCardTypes.id, privilegeCards.cardTypeId),
);
/** A card with the parts of its type every view of it names. */
const cardColumns = {
  card: privilegeCards,
  typeName: privilegeCardTypes.name,
  discountBasisPoints: privilegeCardTypes.discountBasisPoints,
  maxMembers: privilegeCardTypes.maxMembers,
};
export interface CardWithTypeRow {
  card: PrivilegeCardRow;
  typeName: string;
  discountBasisPoints: number;
  maxMembers: number;
}

/** The cards list of the contract's `PrivilegeCardListQuery`; `patientId` is any member, not only the holder. */
export const privilegeCardList = defineList({
  select: (db, cursor) =>
    db
      .select({ ...cardColumns, ...cursor })
      .from(privilegeCards)
      .innerJoin(privilegeCardTypes, cardTypeOfCard)
      .$dynamic(),
  id: privilegeCards.id,
  search: [privilegeCards.cardNumber],
  sort: {
    cardNumber: textSort(privilegeCards.cardNumber),
    validUntil: privilegeCards.validUntil,
    createdAt: privilegeCards.createdAt,
  },
  defaultSort: 'createdAt',
  filters: {
    labId: privilegeCards.labId,
    enabled: privilegeCards.enabled,
    patientId: conditionFilter<number>(
      (patientId) => sql`exists (select 1 from ${privilegeCardMembers}
        where ${privilegeCardMembers.labId} = ${privilegeCards.labId}
          and ${privilegeCardMembers.cardId} = ${privilegeCards.id}
          and ${privilegeCardMembers.patientId} = ${patientId})`,
    ),
  },
});

const cardOfLab = (labId: number, id: number) => and(eq(privilegeCards.labId, labId), eq(privilegeCards.id, id));

export const findCard = async (db: Executor, labId: number, id: number): Promise<CardWithTypeRow | undefined> =>
  (
    await db
      .select(cardColumns)
      .from(privilegeCards)
      .innerJoin(privilegeCardTypes, cardTypeOfCard)
      .where(cardOfLab(labId, id))
      .limit(1)
  )[0];

/** The card to change, locked until the transaction ends: the change's `before`, and the one place members are counted. */
export const lockCard = async (db: Executor, labId: number, id: number) =>
  (await db.select().from(privilegeCards).where(cardOfLab(labId, id)).for('update'))[0];

export const findCardByNumber = async (db: Executor, labId: number, cardNumber: string) =>
  (
    await db
      .select({ id: privilegeCards.id })
      .from(privilegeCards)
      .where(and(eq(privilegeCards.labId, labId), eq(privilegeCards.cardNumber, cardNumber)))
      .limit(1)
  )[0];

export const insertCard = async (db: Executor, values: typeof privilegeCards.$inferInsert) =>
  (await db.insert(privilegeCards).values(values).returning())[0] as PrivilegeCardRow;

/** Writes the change and the next version; the caller holds the row's lock. */
export const updateCard = async (
  db: Executor,
  labId: number,
  id: number,
  values: Partial<Pick<PrivilegeCardRow, 'enabled' | 'updatedAt'>>,
) =>
  (
    await db
      .update(privilegeCards)
      .set({ ...values, version: sql`${privilegeCards.version} + 1` })
      .where(cardOfLab(labId, id))
      .returning()
  )[0] as PrivilegeCardRow;

export const insertMember = async (db: Executor, values: typeof privilegeCardMembers.$inferInsert) =>
  (await db.insert(privilegeCardMembers).values(values).returning())[0] as PrivilegeCardMemberRow;

/** The members of these cards, each card's in the order they joined it (the holder first). */
export const membersOfCards = (db: Executor, labId: number, cardIds: number[]) =>
  cardIds.length === 0
    ? Promise.resolve([] as PrivilegeCardMemberRow[])
    : db
        .select()
        .from(privilegeCardMembers)
        .where(and(eq(privilegeCardMembers.labId, labId), inArray(privilegeCardMembers.cardId, cardIds)))
        .orderBy(
          asc(privilegeCardMembers.cardId),
          asc(privilegeCardMembers.createdAt),
          asc(privilegeCardMembers.patientId),
        );

/** The enabled cards that name the patient as a member, with their types: the candidates to cover a bill. */
export const enabledCardsOfPatient = (db: Executor, labId: number, patientId: number): Promise<CardWithTypeRow[]> =>
  db
    .select(cardColumns)
    .from(privilegeCardMembers)
    .innerJoin(
      privilegeCards,
      and(eq(privilegeCards.labId, privilegeCardMembers.labId), eq(privilegeCards.id, privilegeCardMembers.cardId)),
    )
    .innerJoin(privilegeCardTypes, cardTypeOfCard)
    .where(
      and(
        eq(privilegeCardMembers.labId, labId),
        eq(privilegeCardMembers.patientId, patientId),
        eq(privilegeCards.enabled, true),
      ),
    );
