import type {
  CreateWorklistTemplate,
  UpdateWorklistTemplate,
  WorklistTemplate,
  WorklistTemplateList,
} from '@lims/contract';
import { DomainError, type WorklistFormat } from '@lims/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { LabActor } from '../../http/actor.js';
import { conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import {
  deleteTemplate,
  findCategory,
  findTemplateByName,
  findTemplateView,
  insertTemplate,
  listTemplateViews,
  lockTemplate,
  updateTemplate,
  type WorklistTemplateView,
} from './worklist-templates.queries.js';

type TemplateInput = z.output<typeof CreateWorklistTemplate>;
type TemplateChange = z.output<typeof UpdateWorklistTemplate>;

const entityType = 'worklistTemplate';

const toTemplate = ({ template, categoryName }: WorklistTemplateView): WorklistTemplate => ({
  id: template.id,
  name: template.name,
  categoryId: template.categoryId,
  categoryName: template.categoryId === null ? null : categoryName,
  format: template.format as WorklistFormat,
  flags: template.flags,
  version: template.version,
  updatedAt: template.updatedAt.toISOString(),
});

const nameTaken = () => conflict('worklistTemplateNameTaken', 'name');

/** Two users saving one name at once: the unique index decides, with the check's message. */
const settleNameTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? nameTaken() : error;
};

/**
 * Work list templates (spec 002 §2 'Configure WorkList dialog', §3 'Work list template', §7
 * saveReportConfiguration, getWorklistReportConfigurationSettings, deleteReportConfiguration).
 */
export function createWorklistTemplatesService({ db, now }: Pick<ServiceDeps, 'db' | 'now'>) {
  const ensureNameFree = async (tx: Executor, labId: number, name: string, exceptId?: number) => {
    const existing = await findTemplateByName(tx, labId, name);
    if (existing && existing.id !== exceptId) throw nameTaken();
  };

  /**
   * The category's name, or null for the default category. It must be one of the lab's test
   * categories, and an enabled one unless the template already had it: another lab's or an
   * unknown id is 404 on `categoryId`, as the catalogue answers a record a write names.
   */
  const categoryNameOf = async (
    tx: Executor,
    labId: number,
    categoryId: number | null,
    keptId?: number | null,
  ): Promise<string | null> => {
    if (categoryId === null) return null;
    const category = await findCategory(tx, labId, categoryId);
    if (!category || (!category.enabled && category.id !== keptId)) {
      throw new DomainError('not_found', 'notFound', { field: 'categoryId' });
    }
    return category.name;
  };

  const valuesOf = (input: TemplateInput) => ({
    name: input.name,
    categoryId: input.categoryId,
    format: input.format,
    flags: input.flags,
  });

  return {
    /** Every template of the lab by name: the Configuration List and Select Template. */
    async list({ actor }: { actor: LabActor }): Promise<WorklistTemplateList> {
      requirePermission(actor, 'worklists.generate');
      return { items: (await listTemplateViews(db, actor.labId)).map(toTemplate) };
    },

    /** One template of the lab; another lab's or an unknown id is 404. */
    async get({ actor, id }: { actor: LabActor; id: number }): Promise<WorklistTemplate> {
      requirePermission(actor, 'worklists.generate');
      const view = await findTemplateView(db, actor.labId, id);
      if (!view) throw notFound();
      return toTemplate(view);
    },

    async create({ actor, input }: { actor: LabActor; input: TemplateInput }): Promise<WorklistTemplate> {
      requirePermission(actor, 'worklists.configure');
      return db
        .transaction(async (tx) => {
          const categoryName = await categoryNameOf(tx, actor.labId, input.categoryId);
          await ensureNameFree(tx, actor.labId, input.name);
          const row = await insertTemplate(tx, actor.labId, valuesOf(input));
          await audit(tx, actor, { action: `${entityType}.create`, entityType, entityId: row.id, after: row });
          return toTemplate({ template: row, categoryName });
        })
        .catch(settleNameTaken);
    },

    /**
     * Saves an edited template from the version it was read at: the row is locked and read
     * first (the audit's `before`), and a version someone else has moved on is refused.
     */
    async update({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: TemplateChange;
    }): Promise<WorklistTemplate> {
      requirePermission(actor, 'worklists.configure');
      const { version, ...change } = input;
      return db
        .transaction(async (tx) => {
          const before = await lockTemplate(tx, actor.labId, id);
          if (!before) throw notFound();
          if (before.version !== version) throw stale();
          const categoryName = await categoryNameOf(tx, actor.labId, change.categoryId, before.categoryId);
          await ensureNameFree(tx, actor.labId, change.name, id);
          const after = await updateTemplate(tx, actor.labId, id, { ...valuesOf(change), updatedAt: now() });
          await audit(tx, actor, { action: `${entityType}.update`, entityType, entityId: id, before, after });
          return toTemplate({ template: after, categoryName });
        })
        .catch(settleNameTaken);
    },

    /** Deletes a template; answers its name, for '{name} setting has been deleted.' (spec 002 §8). */
    async remove({ actor, id }: { actor: LabActor; id: number }): Promise<string> {
      requirePermission(actor, 'worklists.configure');
      return db.transaction(async (tx) => {
        const before = await lockTemplate(tx, actor.labId, id);
        if (!before) throw notFound();
        await deleteTemplate(tx, actor.labId, id);
        await audit(tx, actor, { action: `${entityType}.delete`, entityType, entityId: id, before });
        return before.name;
      });
    },
  };
}
export type WorklistTemplatesService = ReturnType<typeof createWorklistTemplatesService>;
