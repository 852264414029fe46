import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { files } from '../../db/schema/index.js';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

export const insertFile = async (db: Executor, values: NewFileRow) =>
  (await db.insert(files).values(values).returning())[0] as FileRow;

export const findFile = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(files)
      .where(and(eq(files.labId, labId), eq(files.id, id)))
      .limit(1)
  )[0];

export const deleteFile = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .delete(files)
      .where(and(eq(files.labId, labId), eq(files.id, id)))
      .returning()
  )[0];
