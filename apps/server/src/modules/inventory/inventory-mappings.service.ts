import {
  type CreateMapping,
  type InventoryMapping,
  type MappingList,
  type MappingQuery,
  type MappingTargetList,
  MappingTargetQuery,
  type MappingTargetRow,
  type UpdateMapping,
} from '@lims/contract';
import { DomainError, type MappingTarget } from '@lims/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/errors.js';
import { type LabActor, labUserIdOf } from '../../http/actor.js';
import { badRequest, conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps } from '../../services.js';
import { type LabsForGate, requireInventory } from './inventory-gate.js';
import {
  deleteMapping,
  enabledDevicesOfTests,
  findBrand,
  findItem,
  findMappingView,
  insertMappings,
  listMappingViews,
  lockMapping,
  type MappingRow,
  type MappingView,
  qcTargetList,
  sampleTargetList,
  targetExists,
  testRunsOnDevice,
  testTargetList,
  updateMapping,
} from './inventory-mappings.queries.js';

type MappingInput = z.output<typeof CreateMapping>;
type ListQuery = z.output<typeof MappingQuery>;

export const mappingEntityType = 'inventoryMapping';

/** The id of the target a mapping row names. */
export const targetIdOf = (row: Pick<MappingRow, 'target' | 'testId' | 'sampleTypeId' | 'qcGroupId'>): number =>
  (row.target === 'test' ? row.testId : row.target === 'sample' ? row.sampleTypeId : row.qcGroupId) ?? 0;

export const toMapping = (view: MappingView): InventoryMapping => ({
  id: view.mapping.id,
  target: view.mapping.target,
  targetId: targetIdOf(view.mapping),
  device: view.mapping.deviceId === null ? null : { id: view.mapping.deviceId, name: view.deviceName ?? '' },
  inventoryId: view.mapping.inventoryId,
  inventoryName: view.inventoryName,
  inventoryType: view.inventoryType,
  materialCode: view.materialCode,
  purchaseUnit: view.purchaseUnit,
  inventoryUnit: view.inventoryUnit,
  category: view.category,
  brandId: view.mapping.brandId,
  brandName: view.brandName,
  quantity: view.mapping.quantity,
  consumptionOrder: view.mapping.consumptionOrder,
  enabled: view.mapping.enabled,
  version: view.mapping.version,
});

/** The columns naming a target, for a new mapping row. */
export const targetColumns = (target: MappingTarget, targetId: number, deviceId: number | null) => ({
  target,
  testId: target === 'test' ? targetId : null,
  deviceId: target === 'test' ? deviceId : null,
  sampleTypeId: target === 'sample' ? targetId : null,
  qcGroupId: target === 'qc' ? targetId : null,
});

const mappingExists = () => conflict('inventoryMappingExists', 'brandId');

/** Two admins mapping the same brand at once: the unique index decides, with the check's message. */
const settleExists = (error: unknown): never => {
  throw isUniqueViolation(error) ? mappingExists() : error;
};

export interface InventoryMappingsDeps extends Pick<ServiceDeps, 'db'> {
  labs: LabsForGate;
}

/**
 * What consumes stock (issue 15 'Mappings'; spec 002 §3 'Consumption row', §9
 * map-inventory-with-test, -sample, -qc, edit-quantity…, enable-disable…): a test (on any of its
 * devices or on one), a sample type or a QC group takes a quantity of an item's brand; order 0
 * is the Default Group, others an OR Condition.
 */
export function createInventoryMappingsService({ db, labs }: InventoryMappingsDeps) {
  const answerOne = async (tx: Executor, labId: number, id: number) => {
    const view = await findMappingView(tx, labId, id);
    if (!view) throw notFound();
    return toMapping(view);
  };

  /**
   * A new mapping's references, checked: the target and the item are the lab's (404), the
   * brand is the item's, a device only for a test and one the test runs on.
   */
  const checkReferences = async (tx: Executor, labId: number, input: MappingInput) => {
    if (input.deviceId !== null && input.target !== 'test') throw badRequest('invalidRequest', 'deviceId');
    if (!(await targetExists(tx, labId, input.target, input.targetId))) {
      throw new DomainError('not_found', 'notFound', { field: 'targetId' });
    }
    if (!(await findItem(tx, labId, input.inventoryId))) {
      throw new DomainError('not_found', 'notFound', { field: 'inventoryId' });
    }
    const brand = await findBrand(tx, labId, input.brandId);
    if (!brand) throw new DomainError('not_found', 'notFound', { field: 'brandId' });
    if (brand.inventoryId !== input.inventoryId) throw badRequest('inventoryBrandOfOtherItem', 'brandId');
    if (input.deviceId !== null && !(await testRunsOnDevice(tx, labId, input.targetId, input.deviceId))) {
      throw badRequest('reportDeviceNotForTest', 'deviceId');
    }
  };

  return {
    /** GET /inventory/mapping-targets: tests, sample types or QC groups with how many enabled mappings each has. */
    async targets({ actor, query: asked }: { actor: LabActor; query: MappingTargetQuery }): Promise<MappingTargetList> {
      requirePermission(actor, 'inventory.view');
      await requireInventory(labs, actor.labId);
      // The seed and other services ask with the query's input (a target and a limit); the defaults fill the rest.
      const query = MappingTargetQuery.parse(asked);
      const filters = { labId: actor.labId, enabled: true };
      if (query.target === 'sample') {
        const page = await sampleTargetList.page(db, query, filters);
        return {
          ...page,
          items: page.items.map((row): MappingTargetRow => ({ ...row, departmentName: null, devices: [] })),
        };
      }
      if (query.target === 'qc') {
        const page = await qcTargetList.page(db, query, filters);
        return {
          ...page,
          items: page.items.map(({ deviceId, deviceName, ...row }) => ({
            ...row,
            devices: [{ id: deviceId, name: deviceName }],
          })),
        };
      }
      const page = await testTargetList.page(db, query, filters);
      const devices = await enabledDevicesOfTests(
        db,
        actor.labId,
        page.items.map((row) => row.id),
      );
      return {
        ...page,
        items: page.items.map((row) => ({
          ...row,
          devices: devices.filter((device) => device.testId === row.id).map(({ id, name }) => ({ id, name })),
        })),
      };
    },

    /** GET /inventory/mappings: a target's mappings; for a test and a device, that device's and any device's. */
    async list({ actor, query }: { actor: LabActor; query: ListQuery }): Promise<MappingList> {
      requirePermission(actor, 'inventory.view');
      await requireInventory(labs, actor.labId);
      if (query.deviceId !== undefined && query.target !== 'test') throw badRequest('invalidRequest', 'deviceId');
      if (!(await targetExists(db, actor.labId, query.target, query.targetId))) throw notFound();
      const views = await listMappingViews(db, {
        labId: actor.labId,
        target: query.target,
        targetId: query.targetId,
        ...(query.deviceId === undefined ? {} : { deviceId: query.deviceId }),
      });
      return { items: views.map(toMapping) };
    },

    async create({ actor, input }: { actor: LabActor; input: MappingInput }): Promise<InventoryMapping> {
      requirePermission(actor, 'inventory.configure');
      await requireInventory(labs, actor.labId);
      return db
        .transaction(async (tx) => {
          await checkReferences(tx, actor.labId, input);
          const [row] = await insertMappings(tx, actor.labId, [
            {
              ...targetColumns(input.target, input.targetId, input.deviceId),
              inventoryId: input.inventoryId,
              brandId: input.brandId,
              quantity: input.quantity,
              consumptionOrder: input.consumptionOrder,
              createdBy: labUserIdOf(actor),
            },
          ]);
          if (!row) throw new Error('The mapping was not inserted.');
          await audit(tx, actor, {
            action: `${mappingEntityType}.create`,
            entityType: mappingEntityType,
            entityId: row.id,
            after: row,
          });
          return answerOne(tx, actor.labId, row.id);
        })
        .catch(settleExists);
    },

    /** Its quantity, group and whether it is enabled, from the version read. */
    async update({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: UpdateMapping;
    }): Promise<InventoryMapping> {
      requirePermission(actor, 'inventory.configure');
      await requireInventory(labs, actor.labId);
      const { version, ...change } = input;
      return db.transaction(async (tx) => {
        const before = await lockMapping(tx, actor.labId, id);
        if (!before) throw notFound();
        if (before.version !== version) throw stale();
        const after = await updateMapping(tx, actor.labId, id, change);
        await audit(tx, actor, {
          action: `${mappingEntityType}.update`,
          entityType: mappingEntityType,
          entityId: id,
          before,
          after,
        });
        return answerOne(tx, actor.labId, id);
      });
    },

    /** DELETE /inventory/mappings/{id}?version=: what was consumed stays recorded; later saves no longer take it. */
    async remove({ actor, id, version }: { actor: LabActor; id: number; version: number }): Promise<void> {
      requirePermission(actor, 'inventory.configure');
      await requireInventory(labs, actor.labId);
      await db.transaction(async (tx) => {
        const before = await lockMapping(tx, actor.labId, id);
        if (!before) throw notFound();
        if (before.version !== version) throw stale();
        await deleteMapping(tx, actor.labId, id);
        await audit(tx, actor, {
          action: `${mappingEntityType}.delete`,
          entityType: mappingEntityType,
          entityId: id,
          before,
        });
      });
    },
  };
}

export type InventoryMappingsService = ReturnType<typeof createInventoryMappingsService>;
