import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Internal ids: bigint identities, read as JS numbers (safe below 2^53). */
export const identityId = () => bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity();
export const labIdColumn = () => bigint('lab_id', { mode: 'number' }).notNull();
export const refId = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
