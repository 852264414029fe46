import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { billAttachments, bills } from '../../db/schema/index.js';

export type BillAttachmentRow = typeof billAttachments.$inferSelect;

/** The bill an attachment goes with, in this lab; with `lock`, held until the transaction ends. */
export const findBillForAttachment = async (db: Executor, labId: number, billId: number, lock = false) => {
  const query = db
    .select({ id: bills.id, patientId: bills.patientId })
    .from(bills)
    .where(and(eq(bills.labId, labId), eq(bills.id, billId)));
  return (await (lock ? query.for('update') : query.limit(1)))[0];
};

/** A bill's attachments in the order they were added. */
export const listAttachments = (db: Executor, labId: number, billId: number) =>
  db
    .select()
    .from(billAttachments)
    .where(and(eq(billAttachments.labId, labId), eq(billAttachments.billId, billId)))
    .orderBy(asc(billAttachments.id));

export const findAttachment = async (db: Executor, labId: number, billId: number, id: number) =>
  (
    await db
      .select()
      .from(billAttachments)
      .where(and(eq(billAttachments.labId, labId), eq(billAttachments.billId, billId), eq(billAttachments.id, id)))
      .limit(1)
  )[0];

export const insertAttachment = async (db: Executor, values: typeof billAttachments.$inferInsert) =>
  (await db.insert(billAttachments).values(values).returning())[0] as BillAttachmentRow;
