import type { Executor } from '../../db/database.js';
import { auditLog } from '../../db/schema/index.js';
import type { Actor } from '../../http/actor.js';

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: number | string;
  before?: unknown;
  after?: unknown;
}

/** Where a change was made from: the session (its IP address) and the branch it worked in; none for the system. */
const whereFrom = (actor: Actor | null) => ({
  sessionId: actor && actor.sessionId > 0 ? actor.sessionId : null,
  branchId: actor?.branchId ?? null,
});

/**
 * Writes one audit row. Call it with the transaction that makes the change, so that the
 * change and its record are committed together or not at all.
 */
export async function audit(tx: Executor, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    labId: actor?.labId ?? null,
    actorAccountId: actor?.accountId ?? null,
    actorKind: actor?.kind ?? 'system',
    ...whereFrom(actor),
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * Writes one audit row per entry in one statement: a change of many records (a bill's twenty
 * samples collected together) is audited record by record without a round trip for each.
 */
export async function auditEach(tx: Executor, actor: Actor | null, entries: AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      labId: actor?.labId ?? null,
      actorAccountId: actor?.accountId ?? null,
      actorKind: actor?.kind ?? 'system',
      ...whereFrom(actor),
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}
