import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityId, refId } from './columns.js';

/** Who changed what, when, from what to what (DESIGN.md Data). Written in the same transaction. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: identityId().primaryKey(),
    labId: refId('lab_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorAccountId: refId('actor_account_id'),
    actorKind: text('actor_kind').notNull(),
    /** The session that made the change (its IP address and browser), null for the system. */
    sessionId: refId('session_id'),
    /** The branch the session worked in (spec 001 §6): where the change was made. */
    branchId: refId('branch_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_lab_entity').on(table.labId, table.entityType, table.entityId, table.at),
    index('audit_log_lab_at').on(table.labId, table.at),
  ],
);
