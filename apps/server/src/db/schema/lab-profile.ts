import { foreignKey, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { labIdColumn, refId, updatedAt } from './columns.js';
import { files } from './files.js';
import { labs } from './labs.js';

/**
 * What a lab shows of itself (spec 000 §3 lab details: labLogo): its logo now. One row per
 * lab, made on its first change. The logo is a file of the same lab (composite key).
 */
export const labProfiles = pgTable(
  'lab_profiles',
  {
    labId: labIdColumn().references(() => labs.id),
    logoFileId: refId('logo_file_id'),
    /** Optimistic concurrency: a change sends the version it read (docs/decisions/0012). */
    version: integer('version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId] }),
    foreignKey({ columns: [table.labId, table.logoFileId], foreignColumns: [files.labId, files.id] }),
  ],
);
