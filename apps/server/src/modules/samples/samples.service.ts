import type {
  CollectSamples,
  DismissSample,
  Page,
  ReceiveSamples,
  RedoSample,
  RedrawSample,
  RejectSample,
  SampleListItem,
  SampleListQuery,
  SamplesPayload,
  SampleVersion,
} from '@lims/contract';
import {
  canApplySampleAction,
  formatSampleId,
  type Permission,
  type SampleAction,
  type SampleRedrawFlag,
  type SampleStatus,
  sampleActionRefusal,
  sampleIdCounter,
  sampleIdUsesSequence,
  sampleRedrawFlags,
  sampleStatuses,
  statusAfterSampleAction,
} from '@lims/domain';
import type { z } from 'zod';
import type { LabActor } from '../../http/actor.js';
import { labUserIdOf } from '../../http/actor.js';
import { badRequest, conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { auditEach } from '../../platform/audit/audit.js';
import type { CountersService } from '../../platform/counters/counters.service.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { labDay } from '../patients/patients.service.js';
import type { RecordsAccess } from '../patients/records-access.js';
import type { LabsService } from '../settings/labs.service.js';
import { lockReachableSamples } from './sample-reach.js';
import {
  firstReportDepartmentsOf,
  insertSamples,
  type LockedSample,
  listSamplesOfBill,
  moveSamples,
  type NewSampleRow,
  type SampleListRow,
  type SampleRow,
  sampleList,
  sampleListRowsByIds,
  updateSamples,
} from './samples.queries.js';

type ListQuery = z.output<typeof SampleListQuery>;
type SamplesEventKind = SamplesPayload['kind'];

/** One sample a bill needs: one per sample type of its tests (spec 002 §3 Lab report autoSampleID). */
export interface BillSampleRequest {
  sampleTypeId: number;
  sampleTypeName: string;
  /** spec: manualTestSampleId, typed at the desk; kept beside the automatic id, which stays unique. */
  manualSampleId: string | null;
}

export interface SampleView {
  id: number;
  autoSampleId: string;
  manualSampleId: string | null;
  sampleType: { id: number; name: string } | null;
  status: string;
  version: number;
}

const toView = ({ sample, sampleTypeName }: { sample: SampleRow; sampleTypeName: string | null }): SampleView => ({
  id: sample.id,
  autoSampleId: sample.autoSampleId,
  manualSampleId: sample.manualSampleId,
  sampleType: sample.sampleTypeId === null ? null : { id: sample.sampleTypeId, name: sampleTypeName ?? '' },
  status: sample.status,
  version: sample.version,
});

const refOf = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
const isoOf = (at: Date | null) => (at === null ? null : at.toISOString());

export function toSampleListItem(row: SampleListRow): SampleListItem {
  const { patient, labBillId } = row;
  // Left joins for the count's sake only (samples.queries.ts): the foreign keys keep both there.
  if (patient === null || labBillId === null) throw new Error(`Sample ${row.sample.id} lost its bill or patient.`);
  return {
    id: row.sample.id,
    autoSampleId: row.sample.autoSampleId,
    manualSampleId: row.sample.manualSampleId,
    accessionNo: row.sample.accessionNo,
    status: row.sample.status as SampleStatus,
    redrawFlag: row.sample.redrawFlag as SampleRedrawFlag,
    redrawComments: row.sample.redrawComments,
    sampleType:
      row.sample.sampleTypeId === null
        ? null
        : {
            id: row.sample.sampleTypeId,
            name: row.sampleType?.name ?? '',
            containerType: row.sampleType?.containerType ?? null,
            containerColor: row.sampleType?.containerColor ?? null,
            collectionInstructions: row.sampleType?.collectionInstructions ?? null,
          },
    bill: { id: row.sample.billId, labBillId },
    patient,
    organisation: refOf(row.organisationId, row.organisationName),
    branch: refOf(row.sample.branchId, row.branchName),
    testNames: row.testNames,
    departmentNames: row.departmentNames,
    collectedAt: isoOf(row.sample.collectedAt),
    collectedBy: row.collectedByName,
    receivedAt: isoOf(row.sample.receivedAt),
    rejectedAt: isoOf(row.sample.rejectedAt),
    rejectReason: row.sample.rejectReason,
    redrawContact: row.sample.redrawContact,
    redrawAppointmentAt: isoOf(row.sample.redrawAppointmentAt),
    batch: row.sample.batchId === null ? null : { id: row.sample.batchId, referenceNo: row.batchReferenceNo ?? '' },
    outsourced: row.outsourced,
    version: row.sample.version,
    createdAt: row.sample.createdAt.toISOString(),
  };
}

/**
 * A time typed at the desk may run a little ahead of the server's clock (a workstation's clock
 * a few seconds fast); beyond this it is in the future.
 */
const clockSkewMs = 60_000;

/** What each action leaves beside the status, and what its real-time event is called. */
interface SampleChange {
  action: SampleAction;
  permission: Permission;
  event: SamplesEventKind;
  /** The columns the action sets on every sample it moves, besides the status. */
  set: Partial<NewSampleRow>;
  /** What the audit row keeps besides the sample as it was and became (a dismissal's reason). */
  detail?: Record<string, unknown>;
  /**
   * Whether a sample travelling in a batch may take this action: 'refuse' (it waits for its
   * batch: sampleInBatch), 'leave' (it leaves the batch: a rejected or dismissed sample), or the
   * batch being received, whose samples alone may be received with it.
   */
  inBatch: 'refuse' | 'leave' | { receivedWith: number };
  /** Work in the same transaction once the samples have moved: a collection's stock consumption. */
  afterMove?: (moved: SampleRow[]) => Promise<void>;
}

const mayLeaveBatch = (rule: SampleChange['inBatch'], batchId: number) =>
  rule === 'leave' || (typeof rule === 'object' && rule.receivedWith === batchId);

const notCollectedAgain = {
  collectedAt: null,
  collectedBy: null,
  receivedAt: null,
  receivedBy: null,
  rejectedAt: null,
  rejectedBy: null,
  rejectReason: null,
} satisfies Partial<NewSampleRow>;

export interface SamplesDeps extends Pick<ServiceDeps, 'db' | 'now' | 'bus'> {
  access: Pick<RecordsAccess, 'organisationOf' | 'patient'>;
  branches: Pick<ServiceRegistry['branches'], 'listScope'>;
  counters: CountersService;
  labs: Pick<LabsService, 'getLab'>;
  stockConsumption: Pick<ServiceRegistry['stockConsumption'], 'consumeForSample'>;
}

export function createSamplesService({
  db,
  now,
  bus,
  access,
  branches,
  counters,
  labs,
  stockConsumption,
}: SamplesDeps) {
  /** The time a collection or receipt is recorded at: the one given, never in the future, or now. */
  const timeOf = (given: string | undefined, field: string) => {
    const at = now();
    if (given === undefined) return at;
    const typed = new Date(given);
    if (typed.getTime() > at.getTime() + clockSkewMs) throw badRequest('collectionTimeInFuture', field);
    return typed;
  };

  /**
   * Collected samples consume their sample type's mappings (issue 15 'Sample-wise'), once each,
   * from the stock of the department of their first report unless the settings name one.
   */
  const consumeCollected = (actor: LabActor, at: Date) => async (moved: SampleRow[]) => {
    const departments = await firstReportDepartmentsOf(
      db,
      actor.labId,
      moved.map((sample) => sample.id),
    );
    for (const sample of moved) {
      const departmentId = departments.get(sample.id);
      if (departmentId === undefined) continue;
      await stockConsumption.consumeForSample({
        actor,
        sampleId: sample.id,
        sampleTypeId: sample.sampleTypeId,
        departmentId,
        at,
      });
    }
  };

  const lockReachable = (actor: LabActor, ids: number[]): Promise<LockedSample[]> =>
    lockReachableSamples({ db, access, actor, ids });

  /**
   * The one way a sample changes: in one transaction, all the samples named or none. Each must
   * be the caller's to reach, at the version the caller read, and in a status the domain lets
   * the action start from; each is audited with what it was and became, and every open list of
   * the lab hears of it after the commit.
   */
  const change = async (actor: LabActor, items: SampleVersion[], how: SampleChange): Promise<SampleListItem[]> => {
    requirePermission(actor, how.permission);
    const ids = [...new Set(items.map((item) => item.id))];
    const changed = await db.transaction(async (tx) => {
      const locked = await lockReachable(actor, ids);
      const versions = new Map(items.map((item) => [item.id, item.version]));
      for (const { sample } of locked) {
        if (versions.get(sample.id) !== sample.version) throw stale();
        if (!canApplySampleAction(how.action, sample.status)) throw conflict(sampleActionRefusal(how.action));
        if (sample.batchId !== null && !mayLeaveBatch(how.inBatch, sample.batchId)) throw conflict('sampleInBatch');
      }
      const at = now();
      // Samples leaving for the same status move in one statement: a bill's samples collected together.
      const byStatus = new Map<SampleStatus, number[]>();
      for (const { sample } of locked) {
        const status = statusAfterSampleAction(how.action, sample.status as SampleStatus);
        byStatus.set(status, [...(byStatus.get(status) ?? []), sample.id]);
      }
      const after: SampleRow[] = [];
      for (const [status, group] of byStatus) {
        after.push(
          ...(await updateSamples(tx, { labId: actor.labId, ids: group, set: { ...how.set, status, updatedAt: at } })),
        );
      }
      await how.afterMove?.(after);
      const afterById = new Map(after.map((row) => [row.id, row]));
      await auditEach(
        tx,
        actor,
        locked.map(({ sample: before }) => ({
          action: `sample.${how.action}`,
          entityType: 'sample',
          entityId: before.id,
          before,
          after: { ...afterById.get(before.id), ...how.detail },
        })),
      );
      const billIds = [...new Set(locked.map(({ sample }) => sample.billId))];
      for (const billId of billIds) {
        const payload: SamplesPayload = {
          kind: how.event,
          billId,
          sampleIds: locked.filter(({ sample }) => sample.billId === billId).map(({ sample }) => sample.id),
        };
        await bus.publish({ channel: 'samples', labId: actor.labId, payload });
      }
      return ids;
    });
    return (await sampleListRowsByIds(db, actor.labId, changed)).map(toSampleListItem);
  };

  /** A page of the lab's samples within the caller's reach, narrowed as asked. */
  const page = async (
    actor: LabActor,
    query: ListQuery,
    narrowed: { patientId?: number } = {},
  ): Promise<Page<SampleListItem>> => {
    requirePermission(actor, 'samples.view');
    const scope = await access.organisationOf(actor);
    const branchId = await branches.listScope({ actor, requested: query.branchId });
    const { from, to, status } = query;
    const timeZone = from || to ? (await labs.getLab(actor.labId)).timeZone : 'UTC';
    const result = await sampleList.page(db, query, {
      labId: actor.labId,
      status: status === 'pending' || status === 'all' ? undefined : status,
      pending: status === 'pending' ? true : undefined,
      billId: query.billId,
      patientId: narrowed.patientId,
      sampleTypeId: query.sampleTypeId,
      batchId: query.batchId,
      inBatch: query.inBatch,
      branchId,
      organisationId: query.organisationId,
      patientOrganisationId: scope,
      departmentId: query.departmentId,
      createdFrom: from && labDay(from, timeZone, 'from').from.toISOString(),
      // The first instant after the last day: timestamps are finer than the day's last millisecond.
      createdBefore: to && new Date(labDay(to, timeZone, 'to').to.getTime() + 1).toISOString(),
    });
    return { ...result, items: result.items.map(toSampleListItem) };
  };

  return {
    /**
     * The samples of a new bill, inside the bill's transaction: each takes the next number of
     * the counter its lab's sample-id format counts by (all time, yearly, monthly or daily; one
     * statement for all of them) and is given its id in that format (domain
     * sample-id-format.ts, decision 0023).
     */
    async createForBill({
      labId,
      billId,
      patientId,
      labBillId,
      labPatientId,
      labDate,
      branchId = null,
      samples,
    }: {
      labId: number;
      billId: number;
      patientId: number;
      labBillId: string;
      labPatientId: string;
      /** The bill's day in the lab's time zone, YYYY-MM-DD. */
      labDate: string;
      /** The bill's branch (spec 001 §6): its samples are of the same branch. */
      branchId?: number | null;
      samples: BillSampleRequest[];
    }): Promise<SampleView[]> {
      if (samples.length === 0) return [];
      const at = now();
      const formatType = (await labs.getLab(labId)).settings.sampleIdFormatType ?? 0;
      // Types built from the bill's number take no number, so the counter is not moved for them.
      const sequences = sampleIdUsesSequence(formatType)
        ? await counters.nextMany({ labId, name: sampleIdCounter(formatType, labDate), count: samples.length })
        : [];
      const rows = [];
      for (const [index, sample] of samples.entries()) {
        const autoSampleId = formatSampleId({
          formatType,
          sequence: sequences[index] ?? 0,
          labDate,
          sampleTypeName: sample.sampleTypeName,
          labBillId,
          labPatientId,
          sampleIndex: index + 1,
        });
        rows.push({
          labId,
          billId,
          patientId,
          branchId,
          sampleTypeId: sample.sampleTypeId,
          autoSampleId,
          manualSampleId: sample.manualSampleId,
          // The service's clock, as the bill's: the list's day filters and a sample's age read it.
          createdAt: at,
          updatedAt: at,
        });
      }
      const inserted = await insertSamples(db, rows);
      return inserted.map((sample, index) =>
        toView({ sample, sampleTypeName: samples[index]?.sampleTypeName ?? null }),
      );
    },

    listForBill: async (labId: number, billId: number): Promise<SampleView[]> =>
      (await listSamplesOfBill(db, labId, billId)).map(toView),

    /**
     * Takes back the samples no test of the bill needs any more (a cancelled line, a dismissed
     * bill), inside the caller's transaction. Only samples not yet collected move: a collected
     * one is the lab's to handle.
     */
    async withdraw({
      labId,
      sampleIds,
      status,
    }: {
      labId: number;
      sampleIds: number[];
      status: typeof sampleStatuses.cancelled | typeof sampleStatuses.dismissed;
    }): Promise<SampleRow[]> {
      return moveSamples(db, { labId, ids: sampleIds, from: sampleStatuses.notCollected, status, at: now() });
    },

    /** `GET /api/v1/samples` (spec 002 §7 getPendingSampleList): Not Collected and Collected unless told otherwise. */
    list: ({ actor, query }: { actor: LabActor; query: ListQuery }) => page(actor, query),

    /** `GET /api/v1/samples/rejected` (spec 002 §7 getRejectedSamples). */
    listRejected: ({ actor, query }: { actor: LabActor; query: ListQuery }) =>
      page(actor, { ...query, status: sampleStatuses.rejected }),

    /**
     * `GET /api/v1/patients/{id}/samples` (spec 002 §7 getPendingSampleListForPatient with
     * isReceived as `status=received`): a patient the caller cannot reach is not found.
     */
    async listForPatient({ actor, patientId, query }: { actor: LabActor; patientId: number; query: ListQuery }) {
      requirePermission(actor, 'samples.view');
      await access.patient(actor, patientId);
      return page(actor, query, { patientId });
    },

    /**
     * `POST /api/v1/samples/collect` (spec 002 §7 collect-report: labReportIdList,
     * collectedTime): the samples are drawn at the time given. From here their bill lines can
     * no longer be cancelled.
     */
    collect: async ({ actor, input }: { actor: LabActor; input: z.output<typeof CollectSamples> }) => {
      requirePermission(actor, 'samples.collect');
      const collectedAt = timeOf(input.collectedAt, 'collectedAt');
      return change(actor, input.samples, {
        action: 'collect',
        permission: 'samples.collect',
        event: 'collected',
        inBatch: 'refuse',
        set: { collectedAt, collectedBy: labUserIdOf(actor) },
        afterMove: consumeCollected(actor, collectedAt),
      });
    },

    /** `POST /api/v1/samples/{id}/collect`: one sample, now; answered as the bill shows it. */
    async collectOne({ actor, id, version }: { actor: LabActor; id: number; version: number }): Promise<SampleView> {
      const collectedAt = now();
      const [collected] = await change(actor, [{ id, version }], {
        action: 'collect',
        permission: 'samples.collect',
        event: 'collected',
        inBatch: 'refuse',
        set: { collectedAt, collectedBy: labUserIdOf(actor) },
        afterMove: consumeCollected(actor, collectedAt),
      });
      if (!collected) throw notFound();
      const { id: sampleId, autoSampleId, manualSampleId, sampleType, status, version: newVersion } = collected;
      return {
        id: sampleId,
        autoSampleId,
        manualSampleId,
        sampleType: sampleType && { id: sampleType.id, name: sampleType.name },
        status,
        version: newVersion,
      };
    },

    /** `POST /api/v1/samples/{id}/uncollect` (spec 002 §7 uncollectSample): back to Not Collected. */
    uncollect: ({ actor, id, version }: { actor: LabActor; id: number; version: number }) =>
      change(actor, [{ id, version }], {
        action: 'uncollect',
        permission: 'samples.collect',
        event: 'uncollected',
        inBatch: 'refuse',
        set: { collectedAt: null, collectedBy: null },
      }),

    /**
     * `POST /api/v1/samples/receive`: collected samples arrive at the lab (not a collection
     * centre's to do). A sample travelling in a batch arrives with its batch only (`batchId`,
     * the batch being received), and leaves it.
     */
    receive: async ({
      actor,
      input,
      batchId,
    }: {
      actor: LabActor;
      input: z.output<typeof ReceiveSamples>;
      batchId?: number;
    }) => {
      requirePermission(actor, 'samples.receive');
      const receivedAt = timeOf(input.receivedAt, 'receivedAt');
      return change(actor, input.samples, {
        action: 'receive',
        permission: 'samples.receive',
        event: 'received',
        inBatch: batchId === undefined ? 'refuse' : { receivedWith: batchId },
        set: { receivedAt, receivedBy: labUserIdOf(actor), batchId: null },
      });
    },

    /** `POST /api/v1/samples/{id}/reject`: the lab cannot test it, for the reason given. */
    reject: ({ actor, id, input }: { actor: LabActor; id: number; input: z.output<typeof RejectSample> }) =>
      change(actor, [{ id, version: input.version }], {
        action: 'reject',
        permission: 'samples.manage',
        event: 'rejected',
        inBatch: 'leave',
        set: { rejectedAt: now(), rejectedBy: labUserIdOf(actor), rejectReason: input.reason, batchId: null },
      }),

    /**
     * `POST /api/v1/samples/{id}/re-enable` (spec 002 §7 enableRejectedSamples): a rejected
     * sample goes back to the pending list, to be drawn again.
     */
    reEnable: ({ actor, id, version }: { actor: LabActor; id: number; version: number }) =>
      change(actor, [{ id, version }], {
        action: 'reEnable',
        permission: 'samples.manage',
        event: 'reEnabled',
        inBatch: 'refuse',
        set: notCollectedAgain,
      }),

    /** `POST /api/v1/samples/{id}/dismiss` (spec 002 §7 dismissSample): no test needs it any more. */
    dismiss: ({ actor, id, input }: { actor: LabActor; id: number; input: z.output<typeof DismissSample> }) =>
      change(actor, [{ id, version: input.version }], {
        action: 'dismiss',
        permission: 'samples.manage',
        event: 'dismissed',
        inBatch: 'leave',
        set: { batchId: null },
        detail: { reason: input.reason || null },
      }),

    /**
     * `POST /api/v1/samples/{id}/redraw` (spec 002 §7 redrawOperationReport): 'Sample
     * Redrawn', flag 1. The sample goes back to be drawn again, with the patient's contact and
     * the appointment made for it.
     */
    redraw: ({ actor, id, input }: { actor: LabActor; id: number; input: z.output<typeof RedrawSample> }) =>
      change(actor, [{ id, version: input.version }], {
        action: 'redraw',
        permission: 'samples.manage',
        event: 'redrawn',
        inBatch: 'refuse',
        set: {
          ...notCollectedAgain,
          redrawFlag: sampleRedrawFlags.sampleRedrawn,
          redrawComments: input.comments,
          redrawContact: input.patientContact || null,
          redrawAppointmentAt: input.appointmentAt ? new Date(input.appointmentAt) : null,
        },
      }),

    /** `POST /api/v1/samples/{id}/redo` (spec 002 §7 redoOperationReport): 'Report Redone', flag 2. */
    redo: ({ actor, id, input }: { actor: LabActor; id: number; input: z.output<typeof RedoSample> }) =>
      change(actor, [{ id, version: input.version }], {
        action: 'redo',
        permission: 'samples.manage',
        event: 'redone',
        inBatch: 'refuse',
        set: { redrawFlag: sampleRedrawFlags.reportRedone, redrawComments: input.comments },
      }),
  };
}
export type SamplesService = ReturnType<typeof createSamplesService>;
