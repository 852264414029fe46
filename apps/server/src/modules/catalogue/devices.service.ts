import type { CreateDevice, Device, DeviceListQuery, Page, UpdateDevice } from '@lims/contract';
import type { LabActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { ServiceDeps } from '../../services.js';
import { assertNamedRecordsOfLab, auditedFields, type RecordWrites } from './catalogue-records.js';
import { insertRecord, updateRecord } from './catalogue-records.queries.js';
import {
  type DeviceView,
  deviceKind,
  deviceList,
  findDeviceView,
  replaceDeviceTests,
  testsOfDevices,
} from './devices.queries.js';

/**
 * The lab's instruments (spec 002 §3 deviceId, deviceName), each in one department, with the
 * tests it runs: work lists by device read them.
 */
export function createDevicesService({ db, now, writes }: Pick<ServiceDeps, 'db' | 'now'> & { writes: RecordWrites }) {
  /** The devices as the contract answers them, their tests read in one query. */
  const answer = async (labId: number, views: readonly DeviceView[]): Promise<Device[]> => {
    const runs = await testsOfDevices(
      db,
      labId,
      views.map((view) => view.device.id),
    );
    return views.map(({ device, department }) => ({
      id: device.id,
      name: device.name,
      department,
      tests: runs.filter((run) => run.deviceId === device.id).map(({ id, name, code }) => ({ id, name, code })),
      ...auditedFields(device),
    }));
  };
  const answerOne = async (labId: number, id: number): Promise<Device> => {
    const view = await findDeviceView(db, labId, id);
    if (!view) throw notFound();
    const [device] = await answer(labId, [view]);
    return device as Device;
  };
  const assertNamedOfLab = (labId: number, input: Partial<Pick<CreateDevice, 'departmentId' | 'testIds'>>) =>
    assertNamedRecordsOfLab(db, labId, [
      { field: 'departmentId', of: 'department', ids: input.departmentId },
      { field: 'testIds', of: 'test', ids: input.testIds },
    ]);

  return {
    async list({ actor, query }: { actor: LabActor; query: DeviceListQuery }): Promise<Page<Device>> {
      requirePermission(actor, 'catalogue.view');
      const page = await deviceList.page(db, query, {
        labId: actor.labId,
        enabled: query.includeDisabled ? undefined : true,
        departmentId: query.departmentId,
      });
      return { ...page, items: await answer(actor.labId, page.items) };
    },

    async get({ actor, id }: { actor: LabActor; id: number }): Promise<Device> {
      requirePermission(actor, 'catalogue.view');
      return answerOne(actor.labId, id);
    },

    async create({ actor, input }: { actor: LabActor; input: CreateDevice }): Promise<Device> {
      requirePermission(actor, 'catalogue.manage');
      await assertNamedOfLab(actor.labId, input);
      const { testIds, ...fields } = input;
      return writes.add({
        actor,
        kind: deviceKind,
        name: input.name,
        write: async () => {
          const row = await insertRecord(db, deviceKind.table, { ...fields, labId: actor.labId });
          await replaceDeviceTests(db, actor.labId, row.id, testIds);
          return row;
        },
        answer: (row) => answerOne(actor.labId, row.id),
      });
    },

    /** Renames, moves, disables or enables a device; `testIds`, when given, is the whole new list. */
    async update({ actor, id, input }: { actor: LabActor; id: number; input: UpdateDevice }): Promise<Device> {
      requirePermission(actor, 'catalogue.manage');
      await assertNamedOfLab(actor.labId, input);
      const { version, testIds, ...change } = input;
      return writes.change({
        actor,
        kind: deviceKind,
        id,
        version,
        name: change.name,
        write: async () => {
          if (testIds) await replaceDeviceTests(db, actor.labId, id, testIds);
          return updateRecord(db, deviceKind.table, actor.labId, id, { ...change, updatedAt: now() });
        },
        answer: (row) => answerOne(actor.labId, row.id),
      });
    },
  };
}
export type DevicesService = ReturnType<typeof createDevicesService>;
