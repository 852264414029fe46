import type { WorklistTemplateFlags } from '@lims/domain';
import { sql } from 'drizzle-orm';
import { foreignKey, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { testCategories } from './catalogue.js';
import { createdAt, identityId, labIdColumn, refId, updatedAt } from './columns.js';

/**
 * A work list template (spec 002 §3 'Work list template', §2 'Configure WorkList dialog'): its
 * name, its category (null is 'Default WorkList', 30), whether it makes an Excel file or a PDF,
 * and the 13 options of its reportJSON.
 */
export const worklistTemplates = pgTable(
  'worklist_templates',
  {
    labId: labIdColumn(),
    id: identityId(),
    name: text('name').notNull(),
    categoryId: refId('category_id'),
    /** 'pdf' or 'excel' (spec reportType '1' Excel, otherwise PDF). */
    format: text('format').notNull(),
    flags: jsonb('flags').$type<WorklistTemplateFlags>().notNull(),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.categoryId], foreignColumns: [testCategories.labId, testCategories.id] }),
    uniqueIndex('worklist_templates_name').on(table.labId, sql`lower(${table.name})`),
  ],
);

/**
 * One work list being made (the issue: 'Large lists generate as a job with progress'): what was
 * asked, how far the job is, and the file it made. Only the user who asked reads it.
 */
export const worklistRuns = pgTable(
  'worklist_runs',
  {
    labId: labIdColumn(),
    id: identityId(),
    requestedBy: refId('requested_by').notNull(),
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    /** The contract's WorklistRequest as it was checked. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** queued, running, done, failed. */
    state: text('state').notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    fileId: refId('file_id'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.labId, table.id] })],
);
