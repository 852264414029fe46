import { getTableColumns, sql } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { conditionFilter, defineList } from '../lists/list-page.js';
import { actorKindColumn, actorNameColumn, auditAreaColumn, withActorNames } from './audit.queries.js';

/**
 * Settings > Audit trail: a lab's entries, newest first, by who, area and date (issue 8).
 * Read through audit_log_lab_at (lab, then time); the other filters narrow what it finds.
 */
export const auditList = defineList({
  select: (db, cursor) =>
    withActorNames(
      db
        .select({
          ...getTableColumns(auditLog),
          actorName: actorNameColumn,
          accountKind: actorKindColumn,
          area: auditAreaColumn,
          ...cursor,
        })
        .from(auditLog)
        .$dynamic(),
    ),
  id: auditLog.id,
  search: [auditLog.action, auditLog.entityType, auditLog.entityId],
  sort: { at: auditLog.at },
  defaultSort: 'at',
  filters: {
    labId: auditLog.labId,
    accountId: auditLog.actorAccountId,
    area: conditionFilter<string>((area) => sql`${auditAreaColumn} = ${area}`),
    from: conditionFilter<string>((from) => sql`${auditLog.at} >= ${from}::timestamptz`),
    before: conditionFilter<string>((before) => sql`${auditLog.at} < ${before}::timestamptz`),
  },
});
export type AuditListRow = Awaited<ReturnType<typeof auditList.page>>['items'][number];
