import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, labIdColumn, updatedAt } from './columns.js';
import { labs } from './labs.js';

/**
 * A lab's branches (child centres, spec 001 §6): when the lab turns branch management on, its
 * users, bills and samples belong to one, and its lists filter by them.
 */
export const branches = pgTable(
  'branches',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    name: text('name').notNull(),
    code: text('code'),
    address: text('address'),
    contact: text('contact'),
    enabled: boolean('enabled').notNull().default(true),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    uniqueIndex('branches_lab_name').on(table.labId, sql`lower(${table.name})`),
  ],
);
