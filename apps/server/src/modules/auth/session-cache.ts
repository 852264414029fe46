/** How long one read serves at most, in case a write ever reached the database unseen by the count. */
const maxAgeMs = 5_000;
/** Sessions kept at most; beyond that the cache starts again, empty. */
const maxEntries = 10_000;

/**
 * The session check without its query while the database has not changed since the session was
 * read (docs/decisions/0017-delivery-and-speed.md). Only where the database can tell that it has
 * not (PGlite: db/write-count.ts); on PostgreSQL other server instances write unseen, and every
 * request reads.
 *
 * Whatever ends or changes a session, its account or the identity behind it (sign-out, idle
 * time-out, disabling, a new password, eviction by a newer sign-in, an identity switch, a flag or
 * department taken away) is a write, so the request after it reads again. A read that a write
 * overtook is not kept. What depends on the clock alone (expiry here; idle time by the caller)
 * is checked on every request, as the query would.
 */
export function createSessionCache<Row extends { session: { expiresAt: Date } }>(writeCount: () => number) {
  let entries = new Map<string, { row: Row; readAt: number }>();
  let writes = writeCount();
  return {
    async read(tokenHash: string, at: Date, query: () => Promise<Row | undefined>): Promise<Row | undefined> {
      const before = writeCount();
      if (before !== writes) {
        entries = new Map();
        writes = before;
      }
      const entry = entries.get(tokenHash);
      if (entry && at.getTime() - entry.readAt < maxAgeMs && entry.row.session.expiresAt.getTime() > at.getTime()) {
        return entry.row;
      }
      const row = await query();
      if (!row) entries.delete(tokenHash);
      else if (writeCount() === before) {
        if (entries.size >= maxEntries) entries.clear();
        entries.set(tokenHash, { row, readAt: at.getTime() });
      }
      return row;
    },
  };
}
