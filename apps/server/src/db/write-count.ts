import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * Counts what may have changed an embedded database, so that what was read from it can be used
 * again for as long as the count stands still (the session check: docs/decisions/0017).
 *
 * Only PGlite can be counted so: it is one connection, owned by this process (the data
 * directory is locked), and every statement runs through `query`, `exec` or `transaction` of
 * the client returned here. A statement other than a `select`, and a transaction, counts once it
 * has ended, committed or not: a read that began before it is then never taken as newer than it.
 * A transaction holds PGlite's one connection until it ends, so no read completes in between.
 */
export function countWrites(client: PGlite): { client: PGlite; writeCount: () => number } {
  let writes = 0;
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } finally {
      writes++;
    }
  };
  const query = <T>(text: string, params?: unknown[], options?: QueryOptions) =>
    reads.test(text) ? client.query<T>(text, params, options) : counted(() => client.query<T>(text, params, options));
  const exec = (text: string, options?: QueryOptions) => counted(() => client.exec(text, options));
  const transaction = <T>(work: (tx: Transaction) => Promise<T>) => counted(() => client.transaction(work));
  const counting = new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'exec') return exec;
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client: counting, writeCount: () => writes };
}

/** A statement that only reads: `with` is not among them, since a CTE may write. */
const reads = /^\s*select\b/i;
