import type { OutboxListQuery } from '@lims/contract';
import { and, asc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { outboxAttachments, outboxMessages } from '../../db/schema/index.js';
import { defineList } from '../lists/list-page.js';

export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
export type OutboxAttachmentRow = typeof outboxAttachments.$inferSelect;

export const insertMessage = async (
  db: Executor,
  values: Pick<OutboxMessageRow, 'labId' | 'channel' | 'recipient' | 'subject' | 'body' | 'html' | 'createdBy'>,
) => (await db.insert(outboxMessages).values(values).returning())[0] as OutboxMessageRow;

export const insertAttachments = async (
  db: Executor,
  labId: number,
  messageId: number,
  attachments: Array<Pick<OutboxAttachmentRow, 'filename' | 'contentType' | 'content'>>,
) => {
  if (attachments.length === 0) return;
  await db
    .insert(outboxAttachments)
    .values(attachments.map((attachment, position) => ({ ...attachment, labId, messageId, position })));
};

export const findMessage = async (db: Executor, labId: number, id: number) =>
  (
    await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.labId, labId), eq(outboxMessages.id, id)))
      .limit(1)
  )[0];

export const attachmentsOf = (db: Executor, labId: number, messageId: number) =>
  db
    .select()
    .from(outboxAttachments)
    .where(and(eq(outboxAttachments.labId, labId), eq(outboxAttachments.messageId, messageId)))
    .orderBy(asc(outboxAttachments.position));

/** Records how a message went; a message already sent or held stays as it is. */
export const recordOutcome = (
  db: Executor,
  labId: number,
  id: number,
  values: Partial<
    Pick<OutboxMessageRow, 'state' | 'provider' | 'providerMessageId' | 'sentAt' | 'error' | 'updatedAt'>
  >,
) =>
  db
    .update(outboxMessages)
    .set(values)
    .where(
      and(
        eq(outboxMessages.labId, labId),
        eq(outboxMessages.id, id),
        or(eq(outboxMessages.state, 'queued'), eq(outboxMessages.state, 'failed')),
      ),
    );

const attachmentCount =
  sql<number>`(select count(*) from ${outboxAttachments} where ${outboxAttachments.labId} = ${outboxMessages.labId} and ${outboxAttachments.messageId} = ${outboxMessages.id})`.mapWith(
    Number,
  );

/** Settings > Outbox: newest first by default, by channel and state, searched by recipient and subject. */
const outboxList = defineList({
  select: (db, cursor) =>
    db
      .select({
        ...getTableColumns(outboxMessages),
        attachmentCount: attachmentCount.as('attachment_count'),
        ...cursor,
      })
      .from(outboxMessages)
      .$dynamic(),
  id: outboxMessages.id,
  search: [outboxMessages.recipient, outboxMessages.subject],
  sort: { createdAt: outboxMessages.createdAt },
  defaultSort: 'createdAt',
  filters: { labId: outboxMessages.labId, channel: outboxMessages.channel, state: outboxMessages.state },
});

export const listMessages = (db: Executor, labId: number, query: OutboxListQuery) =>
  outboxList.page(db, query, { labId, channel: query.channel, state: query.state });
