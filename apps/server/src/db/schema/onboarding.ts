import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, refId, updatedAt } from './columns.js';

/**
 * pending: stage 1 sent an OTP; verified: the OTP was right (stage 2); creating: Create
 * Account queued the job (stage 3); created: the lab exists; failed: the job gave up.
 */
export const signupStates = ['pending', 'verified', 'creating', 'created', 'failed'] as const;
export type SignupState = (typeof signupStates)[number];

/**
 * A new owner's account request (spec 000 §2 Account setup, §3 Account creation form). A
 * platform row: the lab does not exist yet. `created_lab_id` is set once, by the creation job, so that
 * a second Create Account or Retry Now never makes a second lab.
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: identityId().primaryKey(),
    /** The secret the browser holds for this request (SHA-256 here); it proves the owner on later stages. */
    tokenHash: text('token_hash').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    /** The mobile number in international form (+91...). */
    contact: text('contact').notNull(),
    countryIsoCode: text('country_iso_code').notNull(),
    dialCode: text('dial_code').notNull(),
    city: text('city').notNull(),
    state: text('state'),
    /** The detected location (spec 000 §3 lab_details). */
    location: jsonb('location'),
    regionCode: text('region_code').notNull(),
    status: text('status').$type<SignupState>().notNull().default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    accountName: text('account_name'),
    teamSize: integer('team_size'),
    serviceTypeIds: integer('service_type_ids').array(),
    /** Not `lab_id`: this is a platform row, not one of the lab's (db/schema/tenant-keys.test.ts). */
    createdLabId: refId('created_lab_id'),
    failureReason: text('failure_reason'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('signup_requests_token').on(table.tokenHash),
    index('signup_requests_contact').on(table.contact, table.createdAt),
    index('signup_requests_email').on(sql`lower(${table.email})`, table.createdAt),
  ],
);

/** ALTCHA solutions already accepted: each is accepted once (replay), kept until its challenge expires. */
export const captchaSolutions = pgTable('captcha_solutions', {
  solutionHash: text('solution_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * One-time codes sent by SMS and e-mail (the sign-up OTP, the bank-details OTP of spec 000
 * §4). Only a hash is kept; a code is valid for a while, used once, and locked after too many
 * wrong tries. `subject` names what it proves (`signup:12`, `bank:3:45`).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: identityId().primaryKey(),
    subject: text('subject').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Where it was sent, for the per-contact and per-address send limits. */
    sentTo: text('sent_to').array().notNull(),
    ipAddress: text('ip_address'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('one_time_codes_subject').on(table.subject, table.createdAt),
    index('one_time_codes_sent_to').using('gin', table.sentTo),
    index('one_time_codes_address').on(table.ipAddress, table.createdAt),
  ],
);
