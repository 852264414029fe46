import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { createdAt, identityId, labIdColumn, refId, updatedAt } from './columns.js';
import { labs } from './labs.js';
import { organisations } from './people.js';
import { samples } from './samples.js';

/**
 * A box of collected samples sent from a collection centre or a branch to the lab (spec 002 §3
 * 'Sample logistics batch': referenceNo, createdDate, createdUserId, fromLabId, toLabId, orgId,
 * temperature, collectingPerson). `fromBranchId`/`toBranchId` are the spec's fromLabId/toLabId:
 * a branch of the lab, or null for the main lab. Made and sent in one step (createBatchAndSend),
 * then received or rejected (spec 002 §4); the domain's `batchStatuses`.
 */
export const sampleBatches = pgTable(
  'sample_batches',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    referenceNo: text('reference_no').notNull(),
    /** The domain's BatchStatus: 'sent', then 'received' or 'rejected'. */
    status: text('status').notNull().default('sent'),
    fromBranchId: refId('from_branch_id'),
    toBranchId: refId('to_branch_id'),
    /** The collection centre's organisation that sends it (spec orgId); null when a branch sends. */
    organisationId: refId('organisation_id'),
    /** As written on the box: '2-8 °C', 'Room temperature'. */
    temperature: text('temperature'),
    collectingPerson: text('collecting_person'),
    comments: text('comments'),
    createdBy: refId('created_by'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    receivedBy: refId('received_by'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: refId('rejected_by'),
    rejectReason: text('reject_reason'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.fromBranchId], foreignColumns: [branches.labId, branches.id] }),
    foreignKey({ columns: [table.labId, table.toBranchId], foreignColumns: [branches.labId, branches.id] }),
    foreignKey({
      columns: [table.labId, table.organisationId],
      foreignColumns: [organisations.labId, organisations.id],
    }),
    uniqueIndex('sample_batches_reference_no').on(table.labId, sql`lower(${table.referenceNo})`),
    index('sample_batches_created_at').on(table.labId, table.createdAt),
  ],
);

/**
 * The samples a batch carried. Kept after the batch is received or rejected, so the shipping
 * details and the sample's timeline still name them; `samples.batch_id` is the one open batch a
 * sample is in now.
 */
export const sampleBatchSamples = pgTable(
  'sample_batch_samples',
  {
    labId: labIdColumn(),
    batchId: refId('batch_id').notNull(),
    sampleId: refId('sample_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.batchId, table.sampleId] }),
    foreignKey({ columns: [table.labId, table.batchId], foreignColumns: [sampleBatches.labId, sampleBatches.id] }),
    foreignKey({ columns: [table.labId, table.sampleId], foreignColumns: [samples.labId, samples.id] }),
    index('sample_batch_samples_sample').on(table.labId, table.sampleId),
  ],
);
