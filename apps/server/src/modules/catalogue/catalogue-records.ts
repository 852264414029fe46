import { DomainError, type FieldIssue, type MessageKey } from '@lims/domain';
import { isUniqueViolation } from '../../db/errors.js';
import type { LabActor } from '../../http/actor.js';
import { conflict, notFound, stale } from '../../http/errors.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import {
  type CatalogueTable,
  type CodedTable,
  findOtherRecordByCode,
  findRecordByName,
  findRecords,
  labTables,
  lockRecord,
  type NamedTable,
  type RowOf,
  takeTurn,
} from './catalogue-records.queries.js';

/** What every catalogue record answers beside its own fields. */
export const auditedFields = (row: { enabled: boolean; version: number; createdAt: Date; updatedAt: Date }) => ({
  enabled: row.enabled,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A record as other records name it (`CatalogueRef`); null for no record. */
export const refOf = <Row extends { id: number | null; name: string | null }>(row: Row | null | undefined) =>
  row?.id == null || row.name == null ? null : { id: row.id, name: row.name };

/** A field of a write that names other records of the area: one id, or a list of them. */
export interface NamedRecords {
  field: string;
  of: keyof typeof labTables;
  ids: number | readonly number[] | null | undefined;
}

/**
 * Every record a write names must be the lab's: an unknown id, or another lab's, answers 404
 * on its field (`testIds.2` for the third of a list), all of them at once.
 */
export async function assertNamedRecordsOfLab(
  db: ServiceDeps['db'],
  labId: number,
  named: readonly NamedRecords[],
): Promise<void> {
  const issues: FieldIssue[] = [];
  for (const { field, of, ids } of named) {
    if (ids === null || ids === undefined) continue;
    const asked = typeof ids === 'number' ? [ids] : ids;
    const found = new Set((await findRecords(db, labTables[of], labId, asked)).map((row) => row.id));
    asked.forEach((id, position) => {
      if (!found.has(id))
        issues.push({ field: typeof ids === 'number' ? field : `${field}.${position}`, messageKey: 'notFound' });
    });
  }
  if (issues.length > 0) throw new DomainError('not_found', 'notFound', { fields: issues });
}

/**
 * spec 002 §3 uniqueTestCodeFlag: when the lab keeps codes unique, a test's (or a profile's)
 * code is checked in the lab's turn at those codes, so that two admins saving one code at once
 * cannot both win; a lab that does not may give two tests one code.
 */
export async function ensureCodeFree(
  { db, services }: Pick<ServiceDeps, 'db'> & { services: ServiceRegistry },
  {
    labId,
    table,
    code,
    exceptId,
    taken,
  }: { labId: number; table: CodedTable; code: string | undefined; exceptId?: number; taken: MessageKey },
): Promise<void> {
  if (code === undefined || !(await services.labs.getLab(labId)).settings.uniqueTestCodeFlag) return;
  await takeTurn(db, labId, `${table === labTables.test ? 'test' : 'profile'}-code`);
  if (await findOtherRecordByCode(db, table, labId, code, exceptId)) throw conflict(taken, 'code');
}

/** One kind of catalogue record: its table, its name in the audit trail, and its name rule. */
export interface RecordKind<Table extends CatalogueTable> {
  table: Table;
  /** The audit's entity type; actions are `<entityType>.create`, `.update` and `.copy`. */
  entityType: string;
  /** For the kinds whose names are unique per lab: the 409's message, on field `name`. */
  nameTaken?: Table extends NamedTable ? MessageKey : never;
}

/**
 * The writes every catalogue record shares (docs/adding-an-area.md 'What a service must do'):
 * one transaction, the name checked and then settled by the unique index with the same 409,
 * the row locked before a change, a stale version refused, and an audit row with the change.
 */
export function createRecordWrites({ db }: Pick<ServiceDeps, 'db'>) {
  const nameTakenOf = <Table extends CatalogueTable>(kind: RecordKind<Table>) =>
    kind.nameTaken ? conflict(kind.nameTaken, 'name') : undefined;

  const ensureNameFree = async <Table extends CatalogueTable>(
    kind: RecordKind<Table>,
    labId: number,
    name: string | undefined,
    exceptId?: number,
  ) => {
    const taken = nameTakenOf(kind);
    if (!taken || name === undefined) return;
    const existing = await findRecordByName(db, kind.table as NamedTable, labId, name);
    if (existing && existing.id !== exceptId) throw taken;
  };

  /** Two admins adding one name at once: the unique index decides, with the check's message. */
  const settleNameTaken =
    <Table extends CatalogueTable>(kind: RecordKind<Table>) =>
    (error: unknown): never => {
      const taken = nameTakenOf(kind);
      throw taken && isUniqueViolation(error) ? taken : error;
    };

  return {
    /**
     * Adds a record: `write` inserts it (and what it owns) inside the transaction and answers
     * the row the audit keeps; `answer` shapes the response from it, in the same transaction.
     */
    async add<Table extends CatalogueTable, Answer>({
      actor,
      kind,
      name,
      write,
      answer,
      copiedFrom,
    }: {
      actor: LabActor;
      kind: RecordKind<Table>;
      name?: string;
      write: () => Promise<RowOf<Table>>;
      answer: (row: RowOf<Table>) => Promise<Answer>;
      /** A copy is audited as such, with its original as `before`. */
      copiedFrom?: RowOf<Table>;
    }): Promise<Answer> {
      return db
        .transaction(async (tx) => {
          await ensureNameFree(kind, actor.labId, name);
          const row = await write();
          await audit(tx, actor, {
            action: `${kind.entityType}.${copiedFrom ? 'copy' : 'create'}`,
            entityType: kind.entityType,
            entityId: row.id,
            before: copiedFrom,
            after: row,
          });
          return answer(row);
        })
        .catch(settleNameTaken(kind));
    },

    /**
     * Changes a record from the version the admin saw: the row is locked and read first (the
     * audit's `before`), a version someone else has moved on is refused, and `write` makes the
     * change (with `version + 1`) and answers the row after it.
     */
    async change<Table extends CatalogueTable, Answer>({
      actor,
      kind,
      id,
      version,
      name,
      turn,
      write,
      answer,
    }: {
      actor: LabActor;
      kind: RecordKind<Table>;
      id: number;
      version: number;
      name?: string | undefined;
      /** Taken before the row's lock, in the order every writer of the record takes them. */
      turn?: () => Promise<void>;
      write: (before: RowOf<Table>) => Promise<RowOf<Table>>;
      answer: (row: RowOf<Table>) => Promise<Answer>;
    }): Promise<Answer> {
      return db
        .transaction(async (tx) => {
          await turn?.();
          const before = await lockRecord(tx, kind.table, actor.labId, id);
          if (!before) throw notFound();
          if (before.version !== version) throw stale();
          await ensureNameFree(kind, actor.labId, name, id);
          const after = await write(before);
          await audit(tx, actor, {
            action: `${kind.entityType}.update`,
            entityType: kind.entityType,
            entityId: id,
            before,
            after,
          });
          return answer(after);
        })
        .catch(settleNameTaken(kind));
    },
  };
}
export type RecordWrites = ReturnType<typeof createRecordWrites>;
