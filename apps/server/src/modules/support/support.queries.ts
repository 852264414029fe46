import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { supportUsers } from '../../db/schema/index.js';

export const findSupportUser = async (db: Executor, id: number) =>
  (await db.select().from(supportUsers).where(eq(supportUsers.id, id)).limit(1))[0];
