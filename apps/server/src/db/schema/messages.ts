import { customType, foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identityId, labIdColumn, refId, updatedAt } from './columns.js';
import { labs } from './labs.js';

export const messageChannels = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/**
 * queued: waiting for its job; sent: a provider accepted it; held: kept here because no
 * provider is configured for its channel (the built-in default, nothing pretends it was
 * delivered); failed: the provider refused it or the job gave up.
 */
export const messageStates = ['queued', 'sent', 'held', 'failed'] as const;
export type MessageState = (typeof messageStates)[number];

/** Binary content: PostgreSQL `bytea`, a Buffer in JS on both drivers. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Every message the product sends or holds: e-mail, SMS, WhatsApp (docs/decisions/0014).
 * Admins read it in Settings > Outbox; a message is delivered by a 'message.send' job.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    channel: text('channel').$type<MessageChannel>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    state: text('state').$type<MessageState>().notNull().default('queued'),
    /** Who took it: 'smtp', or 'outbox' for the built-in default that holds it. */
    provider: text('provider'),
    /** The provider's own id of the message (the SMTP Message-ID), to trace it there. */
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** The account that asked for it; null when the system did (a job, the seed). */
    createdBy: refId('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    index('outbox_messages_lab_created').on(table.labId, table.createdAt, table.id),
    index('outbox_messages_lab_state').on(table.labId, table.state, table.id),
  ],
);

/** A message's attachments, in order; kept apart so that listing the outbox never reads them. */
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    labId: labIdColumn(),
    messageId: refId('message_id').notNull(),
    position: integer('position').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytes('content').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.messageId, table.position] }),
    foreignKey({
      columns: [table.labId, table.messageId],
      foreignColumns: [outboxMessages.labId, outboxMessages.id],
    }).onDelete('cascade'),
  ],
);
