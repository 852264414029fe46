import type {
  CreateQcGroup,
  QcGroup,
  QcGroupList,
  QcGroupListQuery,
  QcOptions,
  QcRunStatus,
  UpdateQcGroup,
} from '@lims/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { type LabActor, labUserIdOf } from '../../http/actor.js';
import { badRequest, conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import {
  defaultFormatsOf,
  enabledDepartments,
  enabledDevicesWithTests,
  findDepartment,
  findDevice,
  findGroupByName,
  findGroupView,
  type GroupTarget,
  insertGroup,
  lastRunsOf,
  lockGroup,
  openHoldCountsOf,
  type QcGroupView,
  qcGroupList,
  replaceGroupTests,
  testIdsOfDevice,
  testsByIds,
  testsOfGroups,
  updateGroup,
} from './qc-groups.queries.js';
import { type LabsForGate, requireQualityControl } from './quality-control-gate.js';

type GroupInput = z.output<typeof CreateQcGroup>;
type GroupChange = z.output<typeof UpdateQcGroup>;
type GroupQuery = z.output<typeof QcGroupListQuery>;

const entityType = 'qcGroup';

const nameTaken = () => conflict('qcGroupNameTaken', 'name');

/** Two users saving one name at once: the unique index decides, with the check's message. */
const settleNameTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? nameTaken() : error;
};

export interface QcGroupsDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  labs: LabsForGate;
}

/**
 * QC groups (spec 002 §3 'QC group: name, department, type, created_at, lab_user__name'; §7
 * add-new-qc, edit-qc-details, remove-qc-details): one control material on one device, with
 * the target mean and SD of each test it controls.
 */
export function createQcGroupsService({ db, now, labs }: QcGroupsDeps) {
  /** The groups as the contract answers them: their tests, last run and open holds read in one query each. */
  const answer = async (labId: number, views: readonly QcGroupView[]): Promise<QcGroup[]> => {
    const ids = views.map((view) => view.group.id);
    const [groupTests, lastRuns, openHolds] = await Promise.all([
      testsOfGroups(db, labId, ids),
      lastRunsOf(db, labId, ids),
      openHoldCountsOf(db, labId, ids),
    ]);
    return views.map(({ group, department, device, createdByName }) => {
      const lastRun = lastRuns.find((run) => run.groupId === group.id);
      return {
        id: group.id,
        name: group.name,
        department,
        level: group.level,
        device,
        lotNumber: group.lotNumber,
        enabled: group.enabled,
        tests: groupTests
          .filter((test) => test.groupId === group.id)
          .map(({ testId, testName, targetMean, targetSd, unit }) => ({
            testId,
            testName,
            targetMean,
            targetSd,
            unit,
          })),
        lastRun: lastRun
          ? { status: lastRun.status as QcRunStatus, measuredAt: lastRun.measuredAt.toISOString() }
          : null,
        openHolds: openHolds.find((row) => row.groupId === group.id)?.open ?? 0,
        createdAt: group.createdAt.toISOString(),
        createdBy: createdByName,
        version: group.version,
      };
    });
  };

  const answerOne = async (labId: number, id: number): Promise<QcGroup> => {
    const view = await findGroupView(db, labId, id);
    if (!view) throw notFound();
    return (await answer(labId, [view]))[0] as QcGroup;
  };

  const ensureNameFree = async (tx: Executor, labId: number, name: string, exceptId?: number) => {
    const existing = await findGroupByName(tx, labId, name);
    if (existing && existing.id !== exceptId) throw nameTaken();
  };

  /**
   * The department and device must be the lab's (400 `invalidRequest` on the field otherwise,
   * as a form's choice that is no longer offered), each test named once, and every test one
   * the device runs: 400 `qcTestNotOnDevice` naming both.
   */
  const checkedTargets = async (tx: Executor, labId: number, input: GroupInput): Promise<GroupTarget[]> => {
    if (!(await findDepartment(tx, labId, input.departmentId))) throw badRequest('invalidRequest', 'departmentId');
    const device = await findDevice(tx, labId, input.deviceId);
    if (!device) throw badRequest('invalidRequest', 'deviceId');
    const testIds = input.tests.map((test) => test.testId);
    const duplicate = testIds.findIndex((testId, position) => testIds.indexOf(testId) !== position);
    if (duplicate >= 0) throw badRequest('invalidRequest', `tests.${duplicate}.testId`);
    const [runs, named] = await Promise.all([testIdsOfDevice(tx, labId, device.id), testsByIds(tx, labId, testIds)]);
    input.tests.forEach(({ testId }, position) => {
      const test = named.find((candidate) => candidate.id === testId);
      if (!test) throw badRequest('invalidRequest', `tests.${position}.testId`);
      if (!runs.has(testId)) {
        throw badRequest('qcTestNotOnDevice', `tests.${position}.testId`, { test: test.name, device: device.name });
      }
    });
    return input.tests.map(({ testId, targetMean, targetSd, unit }) => ({ testId, targetMean, targetSd, unit }));
  };

  const valuesOf = (input: GroupInput) => ({
    name: input.name,
    departmentId: input.departmentId,
    level: input.level,
    deviceId: input.deviceId,
    lotNumber: input.lotNumber || null,
  });

  return {
    /** What the group form chooses from: departments, and devices with the tests each runs and their unit. */
    async options({ actor }: { actor: LabActor }): Promise<QcOptions> {
      requirePermission(actor, 'qc.view');
      await requireQualityControl(labs, actor.labId);
      const [departments, { deviceRows, runs }] = await Promise.all([
        enabledDepartments(db, actor.labId),
        enabledDevicesWithTests(db, actor.labId),
      ]);
      const formats = await defaultFormatsOf(db, actor.labId, [...new Set(runs.map((run) => run.id))]);
      // A control is read in its test's result unit: the first numeric parameter's unit of the default format.
      const unitOf = (testId: number): string | null => {
        const parameters = formats.find((format) => format.testId === testId)?.parameters ?? [];
        const numeric = [...parameters]
          .sort((left, right) => left.order - right.order)
          .find((parameter) => parameter.isNumeric && parameter.unit);
        return numeric?.unit ?? null;
      };
      return {
        departments,
        devices: deviceRows.map((device) => ({
          ...device,
          tests: runs
            .filter((run) => run.deviceId === device.id)
            .map(({ id, name }) => ({ id, name, unit: unitOf(id) })),
        })),
      };
    },

    async list({ actor, query }: { actor: LabActor; query: GroupQuery }): Promise<QcGroupList> {
      requirePermission(actor, 'qc.view');
      await requireQualityControl(labs, actor.labId);
      const page = await qcGroupList.page(db, query, {
        labId: actor.labId,
        enabled: query.includeDisabled ? undefined : true,
        departmentId: query.departmentId,
      });
      return { ...page, items: await answer(actor.labId, page.items) };
    },

    /** One group of the lab; another lab's or an unknown id is 404. */
    async get({ actor, id }: { actor: LabActor; id: number }): Promise<QcGroup> {
      requirePermission(actor, 'qc.view');
      await requireQualityControl(labs, actor.labId);
      return answerOne(actor.labId, id);
    },

    /** add-new-qc: a group with its device and targets, created by the caller. */
    async create({ actor, input }: { actor: LabActor; input: GroupInput }): Promise<QcGroup> {
      requirePermission(actor, 'qc.configure');
      await requireQualityControl(labs, actor.labId);
      const id = await db
        .transaction(async (tx) => {
          const targets = await checkedTargets(tx, actor.labId, input);
          await ensureNameFree(tx, actor.labId, input.name);
          const row = await insertGroup(tx, { labId: actor.labId, ...valuesOf(input), createdBy: labUserIdOf(actor) });
          await replaceGroupTests(tx, actor.labId, row.id, targets);
          await audit(tx, actor, {
            action: `${entityType}.create`,
            entityType,
            entityId: row.id,
            after: { ...row, tests: targets },
          });
          return row.id;
        })
        .catch(settleNameTaken);
      return answerOne(actor.labId, id);
    },

    /**
     * edit-qc-details from the version it was read at: the group's tests become the ones sent.
     * `enabled: false` is remove-qc-details: the group leaves the lists, its runs and holds stay.
     */
    async update({ actor, id, input }: { actor: LabActor; id: number; input: GroupChange }): Promise<QcGroup> {
      requirePermission(actor, 'qc.configure');
      await requireQualityControl(labs, actor.labId);
      const { version, enabled, ...change } = input;
      await db
        .transaction(async (tx) => {
          const before = await lockGroup(tx, actor.labId, id);
          if (!before) throw notFound();
          if (before.version !== version) throw stale();
          const targetsBefore = (await testsOfGroups(tx, actor.labId, [id])).map(
            ({ testId, targetMean, targetSd, unit }) => ({ testId, targetMean, targetSd, unit }),
          );
          const targets = await checkedTargets(tx, actor.labId, change);
          await ensureNameFree(tx, actor.labId, change.name, id);
          const after = await updateGroup(tx, actor.labId, id, { ...valuesOf(change), enabled, updatedAt: now() });
          await replaceGroupTests(tx, actor.labId, id, targets);
          await audit(tx, actor, {
            action: before.enabled && !enabled ? `${entityType}.remove` : `${entityType}.update`,
            entityType,
            entityId: id,
            before: { ...before, tests: targetsBefore },
            after: { ...after, tests: targets },
          });
        })
        .catch(settleNameTaken);
      return answerOne(actor.labId, id);
    },
  };
}

export type QcGroupsService = ReturnType<typeof createQcGroupsService>;
