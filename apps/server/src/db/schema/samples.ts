import { foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bills } from './billing.js';
import { branches } from './branches.js';
import { sampleTypes } from './catalogue.js';
import { createdAt, identityId, labIdColumn, refId, updatedAt } from './columns.js';
import { patients } from './patients.js';

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
    /** 'notCollected' when billed; the samples area moves it on. */
    status: text('status').notNull().default('notCollected'),
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
  ],
);
