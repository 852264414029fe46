import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, identityId, labIdColumn, refId } from './columns.js';
import { labs } from './labs.js';

/**
 * Every uploaded file of a lab (docs/decisions/0015-files-and-storage.md). The bytes live in a
 * store (`store`: 'directory' or 's3:<region>'), under `storage_key`, which the server makes
 * from the lab id and a random id, never from anything the user sent. `media_type` is what the
 * content is, read from its bytes; `original_name` is only shown and offered on download.
 */
export const files = pgTable(
  'files',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    kind: text('kind').notNull(),
    originalName: text('original_name').notNull(),
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    store: text('store').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The account that uploaded it; null when the system did (the seed, a job). */
    createdBy: refId('created_by'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.labId, table.id] })],
);
