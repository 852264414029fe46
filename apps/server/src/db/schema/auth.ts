import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, refId } from './columns.js';

export interface AccountPreferences {
  statusNotificationPosition?: 1 | 2 | 3;
  language?: string;
}

/**
 * Every way in: one row per sign-in of a lab user, doctor, organisation, patient or support
 * user. It is a global table (not distributed by lab) because sign-in happens before the lab
 * is known, and usernames are unique per kind across all labs.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: identityId().primaryKey(),
    kind: text('kind').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    labId: refId('lab_id'),
    principalId: refId('principal_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    preferences: jsonb('preferences').$type<AccountPreferences>().notNull().default({}),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** A password someone else chose (sent by the sign-up): the owner must change it on first sign-in. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('accounts_kind_username').on(table.kind, table.username),
    uniqueIndex('accounts_principal').on(table.kind, table.labId, table.principalId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: identityId().primaryKey(),
    /** SHA-256 of the cookie token: a leaked table does not give working sessions. */
    tokenHash: text('token_hash').notNull(),
    csrfToken: text('csrf_token').notNull(),
    accountId: refId('account_id')
      .notNull()
      .references(() => accounts.id),
    labId: refId('lab_id'),
    departmentId: refId('department_id'),
    /** The branch the session works in (spec 001 §6); null: all branches, or the lab has none. */
    branchId: refId('branch_id'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (table) => [uniqueIndex('sessions_token_hash').on(table.tokenHash), index('sessions_account').on(table.accountId)],
);

/** Failed and successful sign-ins, for rate limits per username and per address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: identityId().primaryKey(),
    kind: text('kind').notNull(),
    username: text('username').notNull(),
    ipAddress: text('ip_address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_username').on(table.kind, table.username, table.at),
    index('login_attempts_address').on(table.ipAddress, table.at),
  ],
);
