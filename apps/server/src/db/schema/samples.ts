import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bills } from './billing.js';
import { branches } from './branches.js';
import { sampleTypes } from './catalogue.js';
import { createdAt, identityId, labIdColumn, refId, updatedAt } from './columns.js';
import { patients } from './patients.js';
import { sampleBatches } from './sample-batches.js';

/**
 * One sample of a bill: one per sample type its tests need (spec 002 §3 Lab report
 * autoSampleID, manualSampleID). Billing makes it, with its automatic id in the lab's
 * sample-id format; the samples area collects, accessions and tracks it.
 */
export const samples = pgTable(
  'samples',
  {
    labId: labIdColumn(),
    id: identityId(),
    billId: refId('bill_id').notNull(),
    patientId: refId('patient_id').notNull(),
    sampleTypeId: refId('sample_type_id'),
    autoSampleId: text('auto_sample_id').notNull(),
    manualSampleId: text('manual_sample_id'),
    /** The branch of its bill (spec 001 §6); null when the lab has no branches. */
    branchId: refId('branch_id'),
    /** The domain's SampleStatus ('notCollected' when billed; packages/domain/src/samples/sample-status.ts). */
    status: text('status').notNull().default('notCollected'),
    /** When it was drawn from the patient (the collection time given), and by whom. */
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    collectedBy: refId('collected_by'),
    /** When the lab received it. */
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: refId('received_by'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: refId('rejected_by'),
    rejectReason: text('reject_reason'),
    /** spec 002 §3 sampleRedrawFlag: 0 none, 1 Sample Redrawn, 2 Report Redone. */
    redrawFlag: integer('redraw_flag').notNull().default(0),
    redrawComments: text('redraw_comments'),
    /** A redraw's patient contact and appointment (spec 002 §7 redrawOperationReport). */
    redrawContact: text('redraw_contact'),
    redrawAppointmentAt: timestamp('redraw_appointment_at', { withTimezone: true }),
    /** The lab's accession number (spec 002 §3 accessionNo), from the per-lab counter; null while Pending Accession. */
    accessionNo: text('accession_no'),
    accessionedAt: timestamp('accessioned_at', { withTimezone: true }),
    accessionedBy: refId('accessioned_by'),
    /** The batch it travels in now (spec 002 §3 collectedSampleId.batchId): set while the batch is sent, cleared if it is rejected. */
    batchId: refId('batch_id'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.billId], foreignColumns: [bills.labId, bills.id] }),
    foreignKey({ columns: [table.labId, table.patientId], foreignColumns: [patients.labId, patients.id] }),
    foreignKey({ columns: [table.labId, table.sampleTypeId], foreignColumns: [sampleTypes.labId, sampleTypes.id] }),
    foreignKey({ columns: [table.labId, table.branchId], foreignColumns: [branches.labId, branches.id] }),
    uniqueIndex('samples_auto_sample_id').on(table.labId, table.autoSampleId),
    index('samples_bill').on(table.labId, table.billId),
    index('samples_manual_sample_id').on(table.labId, table.manualSampleId),
    index('samples_status').on(table.labId, table.status, table.createdAt),
    // The pending list's first page (newest first) reads this and nothing else (bench/samples.bench.ts).
    index('samples_pending')
      .on(table.labId, table.createdAt.desc().nullsLast(), table.id.desc().nullsLast())
      .where(sql`${table.status} IN ('notCollected', 'collected')`),
    foreignKey({ columns: [table.labId, table.batchId], foreignColumns: [sampleBatches.labId, sampleBatches.id] }),
    // The entry lists' Pending tab leaves redrawn samples' reports out: few samples, found at once (bench/report-entry.bench.ts).
    index('samples_redrawn').on(table.labId, table.id).where(sql`${table.redrawFlag} <> 0`),
    uniqueIndex('samples_accession_no').on(table.labId, table.accessionNo).where(sql`${table.accessionNo} IS NOT NULL`),
  ],
);
