import type { CreateDepartment, Department, DepartmentListQuery, Page, UpdateDepartment } from '@lims/contract';
import { isUniqueViolation } from '../../db/errors.js';
import type { LabActor } from '../../http/actor.js';
import { conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import {
  type DepartmentRow,
  departmentList,
  findDepartmentByName,
  findDepartmentsByIds,
  insertDepartment,
  listDepartments,
  lockDepartment,
  updateDepartment,
} from './departments.queries.js';

const toDepartment = (row: DepartmentRow): Department => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Two admins adding the same name at once: the unique index decides, with the same message. */
const rethrowNameTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? conflict('departmentNameTaken', 'name') : error;
};

export function createDepartmentsService({ db, now }: Pick<ServiceDeps, 'db' | 'now'>) {
  const ensureNameFree = async (labId: number, name: string, exceptId?: number) => {
    const existing = await findDepartmentByName(db, labId, name);
    if (existing && existing.id !== exceptId) throw conflict('departmentNameTaken', 'name');
  };

  return {
    async list({ actor, query }: { actor: LabActor; query: DepartmentListQuery }): Promise<Page<Department>> {
      requirePermission(actor, 'departments.view');
      const page = await departmentList.page(db, query, {
        labId: actor.labId,
        enabled: query.includeDisabled ? undefined : true,
      });
      return { ...page, items: page.items.map((row) => toDepartment(row.department)) };
    },

    /** The enabled departments among `ids`, in this lab only; other labs' ids are dropped. */
    async enabledByIds(labId: number, ids: number[]) {
      return (await findDepartmentsByIds(db, labId, ids)).filter((row) => row.enabled).map(toDepartment);
    },

    /** Every enabled department of the lab, by name: the session's department switcher. */
    async allEnabled(labId: number) {
      return (await listDepartments(db, labId, false)).map(toDepartment);
    },

    /** Throws not found unless every id is a department of this lab. */
    async assertAllInLab(labId: number, ids: number[]): Promise<void> {
      const unique = [...new Set(ids)];
      const found = await findDepartmentsByIds(db, labId, unique);
      if (found.length !== unique.length) throw notFound('departmentsNotFound');
    },

    async create({ actor, input }: { actor: LabActor; input: CreateDepartment }): Promise<Department> {
      requirePermission(actor, 'departments.manage');
      return db
        .transaction(async (tx) => {
          await ensureNameFree(actor.labId, input.name);
          const row = await insertDepartment(tx, actor.labId, input.name);
          await audit(tx, actor, {
            action: 'department.create',
            entityType: 'department',
            entityId: row.id,
            after: row,
          });
          return toDepartment(row);
        })
        .catch(rethrowNameTaken);
    },

    /**
     * Renames, disables or enables, from the version the admin saw: the row is locked and
     * read first (the audit's `before`), and a version someone else has moved on is refused.
     */
    async update({ actor, id, input }: { actor: LabActor; id: number; input: UpdateDepartment }): Promise<Department> {
      requirePermission(actor, 'departments.manage');
      const { version, ...change } = input;
      return db
        .transaction(async (tx) => {
          const before = await lockDepartment(tx, actor.labId, id);
          if (!before) throw notFound();
          if (before.version !== version) throw stale();
          if (change.name !== undefined) await ensureNameFree(actor.labId, change.name, id);
          const after = await updateDepartment(tx, actor.labId, id, { ...change, updatedAt: now() });
          await audit(tx, actor, {
            action: 'department.update',
            entityType: 'department',
            entityId: id,
            before,
            after,
          });
          return toDepartment(after);
        })
        .catch(rethrowNameTaken);
    },
  };
}
export type DepartmentsService = ReturnType<typeof createDepartmentsService>;
