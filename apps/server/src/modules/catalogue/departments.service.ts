import type { CreateDepartment, Department, UpdateDepartment } from '@lims/contract';
import { messages } from '@lims/domain';
import { isUniqueViolation } from '../../db/errors.js';
import type { LabActor } from '../../http/actor.js';
import { conflict, notFound } from '../../http/errors.js';
import { requireAdmin } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import {
  type DepartmentRow,
  findDepartment,
  findDepartmentByName,
  findDepartmentsByIds,
  insertDepartment,
  listDepartments,
  updateDepartment,
} from './departments.queries.js';

const toDepartment = (row: DepartmentRow): Department => ({
  id: row.id,
  name: row.name,
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Two admins adding the same name at once: the unique index decides, with the same message. */
const rethrowNameTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? conflict(messages.departmentNameTaken, 'name') : error;
};

export function createDepartmentsService({ db, now }: Pick<ServiceDeps, 'db' | 'now'>) {
  const ensureNameFree = async (labId: number, name: string, exceptId?: number) => {
    const existing = await findDepartmentByName(db, labId, name);
    if (existing && existing.id !== exceptId) throw conflict(messages.departmentNameTaken, 'name');
  };

  return {
    async list({ actor, includeDisabled }: { actor: LabActor; includeDisabled: boolean }): Promise<Department[]> {
      return (await listDepartments(db, actor.labId, includeDisabled)).map(toDepartment);
    },

    /** The enabled departments among `ids`, in this lab only; other labs' ids are dropped. */
    async enabledByIds(labId: number, ids: number[]) {
      return (await findDepartmentsByIds(db, labId, ids)).filter((row) => row.enabled).map(toDepartment);
    },

    async allEnabled(labId: number) {
      return (await listDepartments(db, labId, false)).map(toDepartment);
    },

    /** Throws not found unless every id is a department of this lab. */
    async assertAllInLab(labId: number, ids: number[]): Promise<void> {
      const unique = [...new Set(ids)];
      const found = await findDepartmentsByIds(db, labId, unique);
      if (found.length !== unique.length) throw notFound('One of the departments was not found.');
    },

    async create({ actor, input }: { actor: LabActor; input: CreateDepartment }): Promise<Department> {
      requireAdmin(actor);
      await ensureNameFree(actor.labId, input.name);
      return db
        .transaction(async (tx) => {
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

    async update({ actor, id, input }: { actor: LabActor; id: number; input: UpdateDepartment }): Promise<Department> {
      requireAdmin(actor);
      const before = await findDepartment(db, actor.labId, id);
      if (!before) throw notFound();
      if (input.name !== undefined) await ensureNameFree(actor.labId, input.name, id);
      return db
        .transaction(async (tx) => {
          const after = await updateDepartment(tx, actor.labId, id, { ...input, updatedAt: now() });
          if (!after) throw notFound();
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
