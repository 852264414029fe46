import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { supportUsers } from '../../db/schema/index.js';

/** The product's own tenant (lab 0): no support route reaches it as a lab. */
export { platformLabId } from '../../db/schema/index.js';

export type SupportUserRow = typeof supportUsers.$inferSelect;

export const findSupportUser = async (db: Executor, id: number) =>
  (await db.select().from(supportUsers).where(eq(supportUsers.id, id)).limit(1))[0];

export const insertSupportUser = async (db: Executor, values: typeof supportUsers.$inferInsert) =>
  (await db.insert(supportUsers).values(values).returning())[0] as SupportUserRow;
