import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { privilegeCardTypes } from '../../db/schema/index.js';
import { defineList, textSort } from '../../platform/lists/list-page.js';

export type PrivilegeCardTypeRow = typeof privilegeCardTypes.$inferSelect;
type CardTypeValues = Pick<
  PrivilegeCardTypeRow,
  'name' | 'discountBasisPoints' | 'validityDays' | 'price' | 'maxMembers' | 'enabled' | 'updatedAt'
>;

/** The card types list of the contract's `PrivilegeCardTypeListQuery`. */
export const privilegeCardTypeList = defineList({
  select: (db, cursor) =>
    db
      .select({ cardType: privilegeCardTypes, ...cursor })
      .from(privilegeCardTypes)
      .$dynamic(),
  id: privilegeCardTypes.id,
  search: [privilegeCardTypes.name],
  sort: { name: textSort(privilegeCardTypes.name), createdAt: privilegeCardTypes.createdAt },
  defaultSort: 'name',
  filters: { labId: privilegeCardTypes.labId, enabled: privilegeCardTypes.enabled },
});

const cardTypeOfLab = (labId: number, id: number) =>
  and(eq(privilegeCardTypes.labId, labId), eq(privilegeCardTypes.id, id));

export const findCardType = async (db: Executor, labId: number, id: number) =>
  (await db.select().from(privilegeCardTypes).where(cardTypeOfLab(labId, id)).limit(1))[0];

/** The type to change, locked until the transaction ends: the change's `before`. */
export const lockCardType = async (db: Executor, labId: number, id: number) =>
  (await db.select().from(privilegeCardTypes).where(cardTypeOfLab(labId, id)).for('update'))[0];

export const findCardTypeByName = async (db: Executor, labId: number, name: string) =>
  (
    await db
      .select()
      .from(privilegeCardTypes)
      .where(and(eq(privilegeCardTypes.labId, labId), sql`lower(${privilegeCardTypes.name}) = lower(${name})`))
      .limit(1)
  )[0];

export const insertCardType = async (db: Executor, values: typeof privilegeCardTypes.$inferInsert) =>
  (await db.insert(privilegeCardTypes).values(values).returning())[0] as PrivilegeCardTypeRow;

/** Writes the change and the next version; the caller holds the row's lock. */
export const updateCardType = async (db: Executor, labId: number, id: number, values: Partial<CardTypeValues>) =>
  (
    await db
      .update(privilegeCardTypes)
      .set({ ...values, version: sql`${privilegeCardTypes.version} + 1` })
      .where(cardTypeOfLab(labId, id))
      .returning()
  )[0] as PrivilegeCardTypeRow;
