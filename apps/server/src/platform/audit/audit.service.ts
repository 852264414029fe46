import type { AuditActor, AuditActors, AuditEntry, AuditListQuery, AuditPage } from '@lims/contract';
import { type AuditArea, changedKeys, isCollectionCentreUser } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { requirePermission } from '../../http/permissions.js';
import { labDay } from '../../modules/patients/patients.service.js';
import type { LabsService } from '../../modules/settings/labs.service.js';
import type { ServiceDeps } from '../../services.js';
import { type AuditListRow, auditList } from './audit.list.js';
import { listAuditActors, listRecordTrail, type RecordTrailRow } from './audit.queries.js';

/** The system (seed, jobs, sign-up) audits with no account, or account 0 (systemActor). */
const isSystem = (accountId: number | null) => accountId === null || accountId === 0;

const actorOf = (accountId: number | null, kind: string | null, name: string | null): AuditActor =>
  isSystem(accountId)
    ? { accountId: null, kind: 'system', name: null }
    : { accountId, kind: kind ?? 'lab', name: name ?? null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An entry as the audit view shows it: only the keys that changed. A side the service did not
 * record (nothing before a create, nothing after a delete) stays null.
 */
export function toAuditEntry(row: AuditListRow): AuditEntry {
  const diff = changedKeys(row.before, row.after);
  const side = (stored: unknown, changed: Record<string, unknown>) =>
    stored === null || stored === undefined ? null : isRecord(stored) ? changed : { value: stored };
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: actorOf(row.actorAccountId, row.accountKind ?? row.actorKind, row.actorName),
    area: row.area as AuditArea,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: side(row.before, diff.before),
    after: side(row.after, diff.after),
  };
}

/** One entry of a record's history, with where its maker works (RecordTrailRow). */
export interface RecordTrailEntry {
  id: number;
  at: Date;
  action: string;
  entityType: string;
  entityId: string;
  before: unknown;
  after: unknown;
  actor: AuditActor;
  /** The lab user's collection centre (their organisation's name), when they are one. */
  collectionCentre: string | null;
  /** The branch the change was made in (the session's), else the lab user's own. */
  branch: string | null;
  /** The IP address of the session that made the change; null for the system and older entries. */
  ipAddress: string | null;
}

const toRecordTrailEntry = (row: RecordTrailRow): RecordTrailEntry => {
  const actor = actorOf(row.actorAccountId, row.accountKind, row.actorName);
  const labUser = actor.kind === 'lab';
  return {
    id: row.id,
    at: row.at,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    actor,
    collectionCentre: labUser && isCollectionCentreUser(row.isCollectionCenter ?? 0) ? row.centreName : null,
    branch: labUser ? row.branchName : null,
    ipAddress: row.ipAddress,
  };
};

/**
 * The lab's audit trail for its administrators (issue 8): every change audited in the lab,
 * support users' changes to it included, never another lab's.
 */
export function createAuditService({ db, labs }: Pick<ServiceDeps, 'db'> & { labs: LabsService }) {
  return {
    /**
     * The history of some records of a lab, oldest first: every entry with who made it and from
     * which branch or collection centre. For an area's own view of its records (a sample's
     * tracking): the caller has checked that the actor may see them.
     */
    async trailOf({
      labId,
      records,
    }: {
      labId: number;
      records: readonly { entityType: string; entityIds: readonly (number | string)[] }[];
    }): Promise<RecordTrailEntry[]> {
      const asked = records
        .map((record) => ({ entityType: record.entityType, entityIds: record.entityIds.map(String) }))
        .filter((record) => record.entityIds.length > 0);
      if (asked.length === 0) return [];
      return (await listRecordTrail(db, labId, asked)).map(toRecordTrailEntry);
    },

    async list({ actor, query }: { actor: LabActor; query: AuditListQuery }): Promise<AuditPage> {
      requirePermission(actor, 'audit.view');
      const { from, to } = query;
      const timeZone = from || to ? (await labs.getLab(actor.labId)).timeZone : 'UTC';
      const page = await auditList.page(db, query, {
        labId: actor.labId,
        accountId: query.accountId,
        area: query.area,
        from: from && labDay(from, timeZone, 'from').from.toISOString(),
        // The first instant after the last day: timestamps are finer than the day's last millisecond.
        before: to && new Date(labDay(to, timeZone, 'to').to.getTime() + 1).toISOString(),
      });
      return { ...page, items: page.items.map(toAuditEntry) };
    },

    async actors({ actor }: { actor: LabActor }): Promise<AuditActors> {
      requirePermission(actor, 'audit.view');
      const rows = await listAuditActors(db, actor.labId);
      return { items: rows.map((row) => actorOf(row.accountId, row.kind, row.name)) };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
