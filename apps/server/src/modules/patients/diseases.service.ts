import {
  type Condition,
  type ConditionList,
  type ConditionQuery,
  type CreateConditionBody,
  conditionSearchLimit,
} from '@lims/contract';
import { commonConditions, conditionMatches } from '@lims/domain';
import { isUniqueViolation } from '../../db/errors.js';
import type { LabActor } from '../../http/actor.js';
import { conflict } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import { findDiseaseByCode, findLabDiseases, insertDisease } from './diseases.queries.js';

/**
 * How many of the lab's own rows a search reads before keeping those that match by word: more
 * than one answer holds, so that rows dropped by the word check leave enough.
 */
const labCandidates = conditionSearchLimit * 4;

const codeTaken = () => conflict('diseaseCodeTaken', 'icdCode');
const rethrowCodeTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? codeTaken() : error;
};
const isCommonCode = (icdCode: string) => commonConditions.some((condition) => condition.icdCode === icdCode);

/**
 * Coded conditions a patient's diseases are chosen from (spec 000 §7 getDiseaseListApi,
 * get_all_icd_codes): the product's common conditions (packages/domain common-conditions.ts)
 * and the lab's own, searched together by code or by name.
 */
export function createDiseasesService({ db }: Pick<ServiceDeps, 'db'>) {
  return {
    async search({ actor, query }: { actor: LabActor; query: ConditionQuery }): Promise<ConditionList> {
      requirePermission(actor, 'patients.view');
      const search = query.search ?? '';
      const common: Condition[] = commonConditions
        .filter((condition) => conditionMatches(condition, search))
        .map((condition) => ({ ...condition, source: 'common' }));
      const own: Condition[] = (await findLabDiseases(db, actor.labId, search, labCandidates))
        .filter((row) => conditionMatches(row, search))
        .map((row) => ({ icdCode: row.icdCode, name: row.name, source: 'lab' }));
      const items = [...common, ...own]
        .sort((a, b) => (a.icdCode < b.icdCode ? -1 : a.icdCode > b.icdCode ? 1 : 0))
        .slice(0, conditionSearchLimit);
      return { items };
    },

    /** Adds a condition of the lab's own; a code the product or the lab already has is taken. */
    async create({ actor, input }: { actor: LabActor; input: CreateConditionBody }): Promise<Condition> {
      requirePermission(actor, 'patients.lists');
      if (isCommonCode(input.icdCode)) throw codeTaken();
      return db
        .transaction(async (tx) => {
          if (await findDiseaseByCode(tx, actor.labId, input.icdCode)) throw codeTaken();
          const row = await insertDisease(tx, { labId: actor.labId, icdCode: input.icdCode, name: input.name });
          await audit(tx, actor, { action: 'disease.create', entityType: 'disease', entityId: row.id, after: row });
          return { icdCode: row.icdCode, name: row.name, source: 'lab' as const };
        })
        .catch(rethrowCodeTaken);
    },
  };
}
export type DiseasesService = ReturnType<typeof createDiseasesService>;
