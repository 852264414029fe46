import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { translationOverrides } from '../../db/schema/index.js';

export const listOverrides = (db: Executor, labId: number) =>
  db.select().from(translationOverrides).where(eq(translationOverrides.labId, labId));
