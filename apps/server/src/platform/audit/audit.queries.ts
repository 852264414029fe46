import { auditAreaEntityTypes } from '@lims/domain';
import { and, asc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.js';
import {
  accounts,
  auditLog,
  branches,
  doctors,
  labUsers,
  organisations,
  patients,
  sessions,
  supportUsers,
} from '../../db/schema/index.js';

/**
 * The area of an entry, in SQL, from the one mapping in the domain (auditAreaOf): the list
 * filters by it and shows it from the same expression. The entity types are the product's own
 * constants, written as literals so that the list's statements stay prepared once per shape.
 */
export const auditAreaColumn: SQL<string> = (() => {
  const branches = Object.entries(auditAreaEntityTypes).flatMap(([area, types]) =>
    types.map((type) => {
      if (!/^[A-Za-z_]+$/.test(type) || !/^[A-Za-z]+$/.test(area)) throw new Error(`Unsafe audit area ${area}/${type}`);
      return sql.raw(`when '${type}' then '${area}'`);
    }),
  );
  return sql<string>`(case ${auditLog.entityType} ${sql.join(branches, sql` `)} else 'other' end)`;
})();

/**
 * The name of whoever holds the account: the lab user, support user, doctor, organisation or
 * patient it signs in as. The joins below bring each in; only the one of the account's kind
 * matches.
 */
export const actorNameColumn = sql<
  string | null
>`coalesce(${labUsers.fullName}, ${supportUsers.fullName}, ${doctors.fullName}, ${organisations.name}, ${patients.fullName})`;

/** Joins the account of an entry's actor and the record that names it, to a select from audit_log. */
interface JoinableSelect {
  leftJoin(table: PgTable, on: SQL | undefined): JoinableSelect;
}
/** The account kind of an entry's actor, once `withActorNames` joined the account. */
export const actorKindColumn = sql<string | null>`${accounts.kind}`;

export const withActorNames = <Select>(select: Select): Select =>
  (select as unknown as JoinableSelect)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
    .leftJoin(
      labUsers,
      and(eq(accounts.kind, 'lab'), eq(labUsers.labId, accounts.labId), eq(labUsers.id, accounts.principalId)),
    )
    .leftJoin(supportUsers, and(eq(accounts.kind, 'support'), eq(supportUsers.id, accounts.principalId)))
    .leftJoin(
      doctors,
      and(eq(accounts.kind, 'doctor'), eq(doctors.labId, accounts.labId), eq(doctors.id, accounts.principalId)),
    )
    .leftJoin(
      organisations,
      and(
        eq(accounts.kind, 'organisation'),
        eq(organisations.labId, accounts.labId),
        eq(organisations.id, accounts.principalId),
      ),
    )
    .leftJoin(
      patients,
      and(eq(accounts.kind, 'patient'), eq(patients.labId, accounts.labId), eq(patients.id, accounts.principalId)),
    ) as unknown as Select;

/** Everyone with an account who appears in a lab's audit trail, by name: the user filter's choices. */
export const listAuditActors = (db: Executor, labId: number) =>
  withActorNames(
    db
      .selectDistinct({ accountId: auditLog.actorAccountId, kind: actorKindColumn, name: actorNameColumn })
      .from(auditLog)
      .$dynamic(),
  )
    .where(and(eq(auditLog.labId, labId), isNotNull(auditLog.actorAccountId), ne(auditLog.actorAccountId, 0)))
    .orderBy(asc(actorNameColumn), asc(auditLog.actorAccountId));

/** The organisation of a collection-centre lab user (not the organisation that signs in itself). */
const centreOrganisations = alias(organisations, 'centre_organisations');

/**
 * The entries of some records of a lab, oldest first (through audit_log_lab_entity), each with
 * who did it, and the branch and collection-centre organisation of that user: a record's
 * history from where it was changed.
 */
export const listRecordTrail = (
  db: Executor,
  labId: number,
  records: readonly { entityType: string; entityIds: readonly string[] }[],
) =>
  withActorNames(
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorAccountId: auditLog.actorAccountId,
        accountKind: actorKindColumn,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        actorName: actorNameColumn,
        isCollectionCenter: labUsers.isCollectionCenter,
        branchName: branches.name,
        centreName: centreOrganisations.name,
        ipAddress: sessions.ipAddress,
      })
      .from(auditLog)
      .$dynamic(),
  )
    // The branch the session worked in when the entry was written; older entries: the user's own.
    .leftJoin(
      branches,
      and(
        eq(branches.labId, auditLog.labId),
        eq(branches.id, sql`coalesce(${auditLog.branchId}, ${labUsers.branchId})`),
      ),
    )
    .leftJoin(sessions, eq(sessions.id, auditLog.sessionId))
    .leftJoin(
      centreOrganisations,
      and(eq(centreOrganisations.labId, labUsers.labId), eq(centreOrganisations.id, labUsers.organisationId)),
    )
    .where(
      and(
        eq(auditLog.labId, labId),
        or(
          ...records.map((record) =>
            and(eq(auditLog.entityType, record.entityType), inArray(auditLog.entityId, [...record.entityIds])),
          ),
        ),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
export type RecordTrailRow = Awaited<ReturnType<typeof listRecordTrail>>[number];
