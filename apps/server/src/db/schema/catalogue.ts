import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId, labIdColumn, updatedAt } from './columns.js';
import { labs } from './labs.js';

/**
 * Tenant tables key on (lab_id, id) and every index leads with lab_id, so that a lab's rows
 * stay together when the database is distributed by lab (docs/decisions/0002-multi-tenancy.md).
 */
export const departments = pgTable(
  'departments',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Optimistic concurrency: an update sends the version it read (docs/decisions/0012). */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    uniqueIndex('departments_lab_name_unique').on(table.labId, sql`lower(${table.name})`),
  ],
);
