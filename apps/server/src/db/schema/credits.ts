import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, labIdColumn, refId, updatedAt } from './columns.js';
import { labs } from './labs.js';

/**
 * A lab's messaging and id-scan credits (spec 000 §3 Credits state, spec 002 §3). A message
 * handed to an SMS or WhatsApp provider uses one; none left refuses the message.
 */
export const labCredits = pgTable(
  'lab_credits',
  {
    labId: labIdColumn().references(() => labs.id),
    sms: integer('sms').notNull().default(0),
    whatsapp: integer('whatsapp').notNull().default(0),
    /** WhatsApp credits lapse after this day (in the lab's time zone); null: they do not. */
    whatsappExpiresOn: date('whatsapp_expires_on', { mode: 'string' }),
    idScans: integer('id_scans').notNull().default(0),
    version: integer('version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.labId] })],
);

/**
 * Every change of a lab's credits: added by support, used by a message, or returned when that
 * message failed for good. `category`: 259 SMS and 243 WhatsApp (spec 002 §9 gives the numbers,
 * which is which is ours), 0 id scans (the spec numbers none); docs/decisions/0029.
 */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    category: integer('category').notNull(),
    /** 'added', 'used' or 'returned'. */
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** The outbox message that used it, or had it returned. */
    messageId: refId('message_id'),
    /** The account that added it (a support user). */
    accountId: refId('account_id'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    index('credit_transactions_lab_created').on(table.labId, table.createdAt, table.id),
  ],
);
