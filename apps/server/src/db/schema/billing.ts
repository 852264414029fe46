import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { outsourceCentres, profiles, tests } from './catalogue.js';
import { createdAt, identityId, labIdColumn, refId, updatedAt } from './columns.js';
import { files } from './files.js';
import { labs } from './labs.js';
import { patients } from './patients.js';
import { doctors, organisations } from './people.js';

/**
 * A bill of tests for one patient (spec 001 §3 Lab report 'billId', spec 002 §3). Every amount
 * is in minor units of the lab's currency. The totals are kept on the row, recomputed by the
 * domain's `billTotals` inside the transaction that changes a line or a payment, so lists and
 * the Due / Paid badges read them without summing.
 */
export const bills = pgTable(
  'bills',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    /** The lab's own bill number from the per-lab counter (spec: labBillId). */
    labBillId: text('lab_bill_id').notNull(),
    patientId: refId('patient_id').notNull(),
    referralDoctorId: refId('referral_doctor_id'),
    organisationId: refId('organisation_id'),
    orderNumber: text('order_number'),
    comments: text('comments'),
    /** The language the receipt prints in (a language code of the product). */
    language: text('language').notNull().default('en'),
    /** 'percent' or 'amount': the bill-level concession as typed. */
    concessionType: text('concession_type').notNull().default('amount'),
    /** Hundredths of a percent for 'percent', minor units for 'amount'. */
    concessionValue: bigint('concession_value', { mode: 'number' }).notNull().default(0),
    privilegeCardId: refId('privilege_card_id'),
    grossAmount: bigint('gross_amount', { mode: 'number' }).notNull(),
    concessionAmount: bigint('concession_amount', { mode: 'number' }).notNull(),
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    /** What the patient owes of the net (copayment lines split it with the organisation). */
    patientAmount: bigint('patient_amount', { mode: 'number' }).notNull(),
    organisationAmount: bigint('organisation_amount', { mode: 'number' }).notNull().default(0),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    refundedAmount: bigint('refunded_amount', { mode: 'number' }).notNull().default(0),
    dueAmount: bigint('due_amount', { mode: 'number' }).notNull(),
    /** 'active' or 'cancelled' (every line cancelled). */
    status: text('status').notNull().default('active'),
    /** A user with the discount-approval permission who allowed a concession above the limit. */
    concessionApprovedBy: refId('concession_approved_by'),
    /** The organisation invoice that includes this bill (the organisations area sets it); a billed invoice refuses dismissal. */
    invoiceId: refId('invoice_id'),
    /** The branch that billed it (spec 001 §6); null when the lab has no branches. */
    branchId: refId('branch_id'),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissReason: text('dismiss_reason'),
    createdBy: refId('created_by'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.patientId], foreignColumns: [patients.labId, patients.id] }),
    foreignKey({ columns: [table.labId, table.referralDoctorId], foreignColumns: [doctors.labId, doctors.id] }),
    foreignKey({
      columns: [table.labId, table.organisationId],
      foreignColumns: [organisations.labId, organisations.id],
    }),
    uniqueIndex('bills_lab_bill_id').on(table.labId, table.labBillId),
    index('bills_created_at').on(table.labId, table.createdAt),
    index('bills_patient').on(table.labId, table.patientId, table.createdAt),
    index('bills_organisation').on(table.labId, table.organisationId, table.createdAt),
    index('bills_order_number').on(table.labId, sql`lower(${table.orderNumber})`),
    foreignKey({ columns: [table.labId, table.branchId], foreignColumns: [branches.labId, branches.id] }),
    index('bills_branch').on(table.labId, table.branchId, table.createdAt),
    index('bills_due').on(table.labId, table.createdAt).where(sql`${table.dueAmount} > 0`),
  ],
);

/**
 * One line of a bill (spec 002 §3 'Add-test bill line'): a test or a profile, with the name,
 * code and price it was billed at, so later catalogue changes never rewrite a bill.
 */
export const billLines = pgTable(
  'bill_lines',
  {
    labId: labIdColumn(),
    id: identityId(),
    billId: refId('bill_id').notNull(),
    position: integer('position').notNull(),
    testId: refId('test_id'),
    profileId: refId('profile_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    cost: bigint('cost', { mode: 'number' }).notNull().default(0),
    concessionType: text('concession_type').notNull().default('amount'),
    concessionValue: bigint('concession_value', { mode: 'number' }).notNull().default(0),
    /** The line's own concession plus its share of the bill's and the card's. */
    concessionAmount: bigint('concession_amount', { mode: 'number' }).notNull().default(0),
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    /** Copayment: the organisation pays this line, the patient only its copay share. */
    copayment: boolean('copayment').notNull().default(false),
    copayPercent: numeric('copay_percent', { mode: 'number' }),
    outsourceCentreId: refId('outsource_centre_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: refId('cancelled_by'),
    cancelReason: text('cancel_reason'),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.billId], foreignColumns: [bills.labId, bills.id] }),
    foreignKey({ columns: [table.labId, table.testId], foreignColumns: [tests.labId, tests.id] }),
    foreignKey({ columns: [table.labId, table.profileId], foreignColumns: [profiles.labId, profiles.id] }),
    foreignKey({
      columns: [table.labId, table.outsourceCentreId],
      foreignColumns: [outsourceCentres.labId, outsourceCentres.id],
    }),
    index('bill_lines_bill').on(table.labId, table.billId, table.position),
  ],
);

/**
 * Money in and out of a bill: payments and refunds are rows, never updated or deleted
 * (the issue: "Payment changes are audited and never delete history"). A correction is a new
 * row of kind 'refund' or a reversal pointing at the row it reverses.
 */
export const billPayments = pgTable(
  'bill_payments',
  {
    labId: labIdColumn(),
    id: identityId(),
    billId: refId('bill_id').notNull(),
    /** 'payment' or 'refund'. */
    kind: text('kind').notNull(),
    /** spec 002 §9 payment modes. */
    mode: text('mode').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 'patient' or 'organisation'. */
    payer: text('payer').notNull().default('patient'),
    /** True when taken with the bill (the advance). */
    advance: boolean('advance').notNull().default(false),
    reference: text('reference'),
    comments: text('comments'),
    createdBy: refId('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.billId], foreignColumns: [bills.labId, bills.id] }),
    index('bill_payments_bill').on(table.labId, table.billId, table.createdAt),
    index('bill_payments_created_at').on(table.labId, table.createdAt),
  ],
);

export const billAttachments = pgTable(
  'bill_attachments',
  {
    labId: labIdColumn(),
    id: identityId(),
    billId: refId('bill_id').notNull(),
    fileId: refId('file_id').notNull(),
    createdBy: refId('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.billId], foreignColumns: [bills.labId, bills.id] }),
    foreignKey({ columns: [table.labId, table.fileId], foreignColumns: [files.labId, files.id] }),
    index('bill_attachments_bill').on(table.labId, table.billId),
  ],
);

/** A membership the lab sells: a discount on every bill while the card is valid (spec 000 §6). */
export const privilegeCardTypes = pgTable(
  'privilege_card_types',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    name: text('name').notNull(),
    /** Hundredths of a percent: 1000 is 10 %. */
    discountBasisPoints: integer('discount_basis_points').notNull(),
    validityDays: integer('validity_days').notNull(),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    /** How many people (the holder and relatives) may share one card. */
    maxMembers: integer('max_members').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    uniqueIndex('privilege_card_types_name').on(table.labId, sql`lower(${table.name})`),
  ],
);

export const privilegeCards = pgTable(
  'privilege_cards',
  {
    labId: labIdColumn(),
    id: identityId(),
    cardTypeId: refId('card_type_id').notNull(),
    cardNumber: text('card_number').notNull(),
    holderPatientId: refId('holder_patient_id').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: refId('created_by'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({
      columns: [table.labId, table.cardTypeId],
      foreignColumns: [privilegeCardTypes.labId, privilegeCardTypes.id],
    }),
    foreignKey({ columns: [table.labId, table.holderPatientId], foreignColumns: [patients.labId, patients.id] }),
    uniqueIndex('privilege_cards_number').on(table.labId, table.cardNumber),
  ],
);

/** Who a card covers: its holder and the relatives it is shared with (saveUserCardRelation). */
export const privilegeCardMembers = pgTable(
  'privilege_card_members',
  {
    labId: labIdColumn(),
    cardId: refId('card_id').notNull(),
    patientId: refId('patient_id').notNull(),
    /** The member's relation to the holder ('Self' for the holder). */
    relation: text('relation').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.cardId, table.patientId] }),
    foreignKey({ columns: [table.labId, table.cardId], foreignColumns: [privilegeCards.labId, privilegeCards.id] }),
    foreignKey({ columns: [table.labId, table.patientId], foreignColumns: [patients.labId, patients.id] }),
    index('privilege_card_members_patient').on(table.labId, table.patientId),
  ],
);
