import { is, SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './index.js';

/**
 * DESIGN.md Data: every tenant row carries `lab_id`, and every key and index of a tenant table
 * leads with it, so that a lab's rows stay together and the tables can be distributed by lab
 * (Citus, distribution column `lab_id`; docs/decisions/0002-multi-tenancy.md). A table with a
 * `lab_id` column is a tenant table; platform tables without one (labs, regions, support
 * users) are skipped.
 *
 * The exceptions, each a key that must reach rows of every lab, with the reason:
 */
const exceptions: Record<string, { keys: string[]; reason: string }> = {
  accounts: {
    keys: ['accounts_pkey', 'accounts_kind_username', 'accounts_principal'],
    reason: 'sign-in finds the account by username before the lab is known; usernames are unique per kind across labs',
  },
  sessions: {
    keys: ['sessions_pkey', 'sessions_token_hash', 'sessions_account'],
    reason: 'every request finds its session by the cookie before the lab is known',
  },
  audit_log: {
    keys: ['audit_log_pkey'],
    reason:
      'the trail also records actions that belong to no lab (support staff), so lab_id may be null and cannot be in the key; it is read through audit_log_lab_entity, which leads with lab_id',
  },
  jobs: {
    keys: ['jobs_due', 'jobs_leases'],
    reason: 'the job worker picks the due jobs and expired leases of every lab in one query',
  },
};

interface Key {
  name: string;
  kind: string;
  first: string | undefined;
}

/** An index column's name; an expression (`lower(name)`) has none. */
const columnName = (column: unknown): string | undefined =>
  is(column, SQL) ? undefined : (column as { name?: string }).name;

/** Every primary key, unique constraint and index of a table, with the column it leads with. */
function keysOf(table: PgTable): Key[] {
  const config = getTableConfig(table);
  return [
    ...config.columns
      .filter((column) => column.primary)
      .map((column) => ({ name: `${config.name}_pkey`, kind: 'primary key', first: column.name })),
    ...config.primaryKeys.map((key) => ({
      name: key.getName(),
      kind: 'primary key',
      first: key.columns[0]?.name,
    })),
    ...config.columns
      .filter((column) => column.isUnique)
      .map((column) => ({ name: column.uniqueName ?? column.name, kind: 'unique column', first: column.name })),
    ...config.uniqueConstraints.map((constraint) => ({
      name: constraint.getName() ?? 'unnamed unique constraint',
      kind: 'unique constraint',
      first: constraint.columns[0]?.name,
    })),
    ...config.indexes.map((index) => ({
      name: index.config.name ?? 'unnamed index',
      kind: index.config.unique ? 'unique index' : 'index',
      first: index.config.columns[0] && columnName(index.config.columns[0]),
    })),
  ];
}

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const tenantTables = tables.filter((table) => getTableConfig(table).columns.some((column) => column.name === 'lab_id'));

describe('tenant tables lead every key and index with lab_id (DESIGN.md Data)', () => {
  it('finds the tenant tables of the schema', () => {
    expect(tenantTables.map((table) => getTableConfig(table).name)).toEqual(
      expect.arrayContaining(['departments', 'lab_users', 'lab_user_departments', 'doctors', 'patients']),
    );
  });

  it.each(tenantTables.map((table) => [getTableConfig(table).name, table] as const))('%s', (name, table) => {
    const allowed = exceptions[name]?.keys ?? [];
    const keys = keysOf(table);
    expect(
      keys.some((key) => key.kind === 'primary key'),
      `${name} has no primary key`,
    ).toBe(true);
    const offending = keys
      .filter((key) => key.first !== 'lab_id' && !allowed.includes(key.name))
      .map((key) => `${key.kind} ${key.name} leads with ${key.first ?? 'an expression'}`);
    expect(offending).toEqual([]);
  });

  it('keeps no exception for a table or key that no longer exists', () => {
    const present = new Map(tenantTables.map((table) => [getTableConfig(table).name, keysOf(table)]));
    for (const [name, { keys }] of Object.entries(exceptions)) {
      const names = present.get(name)?.map((key) => key.name);
      expect(names, `${name} is no tenant table`).toBeDefined();
      for (const key of keys) expect(names, `${name}: ${key}`).toContain(key);
    }
  });
});
