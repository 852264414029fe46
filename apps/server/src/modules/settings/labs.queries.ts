import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { labs } from '../../db/schema/index.js';

export const findLab = async (db: Executor, labId: number) =>
  (await db.select().from(labs).where(eq(labs.id, labId)).limit(1))[0];
