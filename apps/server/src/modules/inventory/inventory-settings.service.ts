import type { InventorySettings, UpdateInventorySettings } from '@lims/contract';
import { isUniqueViolation } from '../../db/errors.js';
import type { LabActor } from '../../http/actor.js';
import { badRequest, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { requireInventory } from './inventory-gate.js';
import {
  findSettings,
  type InventorySettingsRow,
  insertSettings,
  lockSettings,
  updateSettings,
} from './inventory-settings.queries.js';

export interface InventorySettingsDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  departments: Pick<ServiceRegistry['departments'], 'enabledByIds'>;
}

const entityType = 'inventorySettings';

/** A lab that has never saved its settings reads the table's defaults, at version 0. */
const defaults: InventorySettings = {
  testWiseConsumption: true,
  sampleWiseConsumption: true,
  qcConsumption: true,
  sampleDepartmentId: null,
  nearExpiryDays: 30,
  version: 0,
};

const toSettings = (row: InventorySettingsRow | undefined): InventorySettings =>
  row
    ? {
        testWiseConsumption: row.testWiseConsumption,
        sampleWiseConsumption: row.sampleWiseConsumption,
        qcConsumption: row.qcConsumption,
        sampleDepartmentId: row.sampleDepartmentId,
        nearExpiryDays: row.nearExpiryDays,
        version: row.version,
      }
    : defaults;

/**
 * The lab's stock settings (spec 002 §9 get-inventory-stock-setting, change-stock-consumption-setting,
 * change-department-for-sample-consumption): which consumptions run, the department sample
 * collection draws from, and how near an expiry is near.
 */
export function createInventorySettingsService({ db, now, labs, departments }: InventorySettingsDeps) {
  return {
    async get({ actor }: { actor: LabActor }): Promise<InventorySettings> {
      requirePermission(actor, 'inventory.view');
      await requireInventory(labs, actor.labId);
      return toSettings(await findSettings(db, actor.labId));
    },

    /**
     * Saves the settings at the version read: the first save inserts the lab's row. Two first
     * saves at once: the second meets the first's row (the primary key) and is stale.
     */
    async update({ actor, input }: { actor: LabActor; input: UpdateInventorySettings }): Promise<InventorySettings> {
      requirePermission(actor, 'inventory.configure');
      await requireInventory(labs, actor.labId);
      const { version, ...values } = input;
      if (values.sampleDepartmentId !== null) {
        const found = await departments.enabledByIds(actor.labId, [values.sampleDepartmentId]);
        if (found.length === 0) throw badRequest('invalidRequest', 'sampleDepartmentId');
      }
      return db
        .transaction(async (tx) => {
          const before = await lockSettings(tx, actor.labId);
          if (toSettings(before).version !== version) throw stale();
          const change = { ...values, updatedAt: now() };
          const after = before
            ? await updateSettings(tx, actor.labId, change)
            : await insertSettings(tx, actor.labId, change);
          await audit(tx, actor, {
            action: `${entityType}.update`,
            entityType,
            entityId: actor.labId,
            before: toSettings(before),
            after: toSettings(after),
          });
          return toSettings(after);
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? stale() : error;
        });
    },

    /** The settings consumption follows (no permission, no gate: the consumer checks its own). */
    async settingsOf(labId: number): Promise<InventorySettings> {
      return toSettings(await findSettings(db, labId));
    },
  };
}
export type InventorySettingsService = ReturnType<typeof createInventorySettingsService>;
