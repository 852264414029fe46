import {
  type AccessionedSample,
  type AccessionList,
  type AccessionListQuery,
  type AccessionSamples,
  type AccessionSettings,
  confirmation,
  type ManualSampleIdCheck,
  type SampleDateUpdated,
  type SamplesPayload,
  type UpdateAccessionSettings,
  type UpdateSampleDate,
} from '@lims/contract';
import { canApplySampleAction, type SampleStatus, sampleActionRefusal, supportValuesOf } from '@lims/domain';
import type { z } from 'zod';
import { type LabActor, labUserIdOf, systemActor } from '../../http/actor.js';
import { badRequest, conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { CountersService } from '../../platform/counters/counters.service.js';
import type { ServiceDeps } from '../../services.js';
import { labDay } from '../patients/patients.service.js';
import type { RecordsAccess } from '../patients/records-access.js';
import type { LabProfile, LabsService } from '../settings/labs.service.js';
import {
  type AccessionRow,
  accessionCounter,
  accessionList,
  accessionRowsByIds,
  lastAccessionNumber,
  samplesHoldingIds,
  writeAccession,
  writeSampleDate,
} from './accession.queries.js';
import { lockReachableSamples } from './sample-reach.js';
import { type LockedSample, lockSamples, type SampleRow } from './samples.queries.js';
import type { SamplesService } from './samples.service.js';

/** The lab's own accession settings (decision 0032), kept in its settings document under `accession`. */
export interface AccessionNumbering {
  numberPrefix: string;
  numberDigits: number;
  accessionOnReceive: boolean;
  /** Samples travel to the lab in batches (decision 0036); off, the batch screens refuse with batchManagementOff. */
  batchManagement: boolean;
}

export const defaultAccessionNumbering: AccessionNumbering = {
  numberPrefix: '',
  numberDigits: 6,
  accessionOnReceive: false,
  batchManagement: false,
};

/** The settings as stored, each field its default where never written or of the wrong kind. */
export function accessionNumberingOf(stored: Record<string, unknown> | undefined): AccessionNumbering {
  const { numberPrefix, numberDigits, accessionOnReceive, batchManagement } = stored ?? {};
  return {
    numberPrefix: typeof numberPrefix === 'string' ? numberPrefix : defaultAccessionNumbering.numberPrefix,
    numberDigits:
      typeof numberDigits === 'number' && Number.isInteger(numberDigits) && numberDigits >= 1
        ? numberDigits
        : defaultAccessionNumbering.numberDigits,
    accessionOnReceive:
      typeof accessionOnReceive === 'boolean' ? accessionOnReceive : defaultAccessionNumbering.accessionOnReceive,
    batchManagement: typeof batchManagement === 'boolean' ? batchManagement : defaultAccessionNumbering.batchManagement,
  };
}

/** An accession number: the prefix, then the counter's number padded to the digits asked (decision 0032). */
export const formatAccessionNumber = ({ numberPrefix, numberDigits }: AccessionNumbering, number: number) =>
  `${numberPrefix}${String(number).padStart(numberDigits, '0')}`;

/** A typed time may run a little ahead of the server's clock (a workstation a few seconds fast). */
const clockSkewMs = 60_000;

const toAccessionedSample = (row: AccessionRow): AccessionedSample => ({
  id: row.sample.id,
  autoSampleId: row.sample.autoSampleId,
  manualSampleId: row.sample.manualSampleId,
  accessionNo: row.sample.accessionNo,
  accessionedAt: row.sample.accessionedAt?.toISOString() ?? null,
  status: row.sample.status as SampleStatus,
  sampleType: row.sampleTypeName,
  bill: { id: row.sample.billId, labBillId: row.labBillId },
  patient: row.patient,
  collectedAt: row.sample.collectedAt?.toISOString() ?? null,
  receivedAt: row.sample.receivedAt?.toISOString() ?? null,
  createdAt: row.sample.createdAt.toISOString(),
  version: row.sample.version,
});

/** Which column each correctable date is, and whether the sample has been through that step. */
const dateColumns = {
  collection: { column: 'collectedAt', done: (sample: SampleRow) => sample.collectedAt !== null },
  receipt: { column: 'receivedAt', done: (sample: SampleRow) => sample.receivedAt !== null },
  accession: { column: 'accessionedAt', done: (sample: SampleRow) => sample.accessionNo !== null },
} as const;

export interface AccessionDeps extends Pick<ServiceDeps, 'db' | 'now' | 'bus'> {
  access: Pick<RecordsAccess, 'organisationOf'>;
  counters: CountersService;
  labs: Pick<LabsService, 'getLab' | 'updateSettings'>;
}

/**
 * Accession (spec 002 §4 'Batches and accession', §7 sampleAccession, sampleAccessionBulk and
 * their collection-centre variants, manual-sample-id-check, updateSampleDate,
 * updateAccessionDate, v4/update-sample-receive-date, manage-accession-setting): numbering the
 * lab's drawn samples from its counter, their manual ids, their dates, and the lab's settings.
 */
export function createAccessionService({ db, now, bus, access, counters, labs }: AccessionDeps) {
  const numberingOf = (lab: LabProfile) => accessionNumberingOf(lab.settings.accession);

  const lockReachable = (actor: LabActor, ids: number[]): Promise<LockedSample[]> =>
    lockReachableSamples({ db, access, actor, ids });

  /**
   * Numbers the samples (locked, checked) that have none, gives each its manual id if one is
   * typed, audits each and tells the lab's open lists after the commit. The counter's row,
   * taken first, holds every other accession of the lab until this one commits, so that the
   * manual ids checked here cannot be taken meanwhile by another accession.
   */
  const accessionLocked = async (
    actor: LabActor,
    locked: SampleRow[],
    manualIds: Map<number, string>,
  ): Promise<number[]> => {
    const lab = await labs.getLab(actor.labId);
    const unnumbered = locked.filter((sample) => sample.accessionNo === null);
    const numbers =
      unnumbered.length === 0
        ? []
        : await counters.nextMany({ labId: actor.labId, name: accessionCounter, count: unnumbered.length });
    const typed = [...manualIds.entries()];
    if (new Set(typed.map(([, value]) => value)).size !== typed.length) throw conflict('manualSampleIdExists');
    const holders = await samplesHoldingIds(
      db,
      actor.labId,
      typed.map(([, value]) => value),
    );
    for (const [id, value] of typed) {
      const clash = holders.some(
        (holder) => holder.id !== id && (holder.manualSampleId === value || holder.autoSampleId === value),
      );
      if (clash) throw conflict('manualSampleIdExists', 'manualSampleId');
    }
    const at = now();
    const numberOf = new Map(unnumbered.map((sample, index) => [sample.id, numbers[index] as number]));
    for (const before of locked) {
      const number = numberOf.get(before.id);
      const [after] = await writeAccession(db, actor.labId, before.id, {
        accessionNo: number === undefined ? before.accessionNo : formatAccessionNumber(numberingOf(lab), number),
        accessionedAt: number === undefined ? before.accessionedAt : at,
        accessionedBy: number === undefined ? before.accessionedBy : labUserIdOf(actor),
        manualSampleId: manualIds.get(before.id) ?? before.manualSampleId,
        updatedAt: at,
      });
      await audit(db, actor, { action: 'sample.accession', entityType: 'sample', entityId: before.id, before, after });
    }
    for (const billId of new Set(locked.map((sample) => sample.billId))) {
      const payload: SamplesPayload = {
        kind: 'accessioned',
        billId,
        sampleIds: locked.filter((sample) => sample.billId === billId).map((sample) => sample.id),
      };
      await bus.publish({ channel: 'samples', labId: actor.labId, payload });
    }
    return locked.map((sample) => sample.id);
  };

  const viewsOf = async (labId: number, ids: number[]) =>
    (await accessionRowsByIds(db, labId, ids)).map(toAccessionedSample);

  const settingsOf = async (lab: LabProfile): Promise<AccessionSettings> => {
    const numbering = numberingOf(lab);
    const { accessionAtBilling, accessionNoInBilling } = supportValuesOf({
      settings: lab.settings,
      currency: lab.currency,
      dialCode: lab.dialCode,
      countryIsoCode: lab.countryIsoCode,
      smsCredits: 0,
    });
    return {
      ...numbering,
      accessionAtBilling,
      accessionNoInBilling,
      nextNumber: formatAccessionNumber(numbering, (await lastAccessionNumber(db, lab.id)) + 1),
      version: lab.settingsVersion,
    };
  };

  return {
    /**
     * `POST /api/v1/samples/accession`: one sample or many, all or none. Each must be the
     * caller's to reach (a collection centre's own), at the version read, and drawn or
     * received (the domain's canApplySampleAction); one already numbered keeps its number and
     * takes only the manual id typed for it.
     */
    async accession({
      actor,
      input,
    }: {
      actor: LabActor;
      input: z.output<typeof AccessionSamples>;
    }): Promise<AccessionedSample[]> {
      requirePermission(actor, 'samples.accession');
      const ids = input.samples.map((sample) => sample.id);
      const accessioned = await db.transaction(async () => {
        const locked = await lockReachable(actor, ids);
        const versions = new Map(input.samples.map((sample) => [sample.id, sample.version]));
        for (const { sample } of locked) {
          if (versions.get(sample.id) !== sample.version) throw stale();
          if (!canApplySampleAction('accession', sample.status)) throw conflict(sampleActionRefusal('accession'));
        }
        const manualIds = new Map(
          input.samples.flatMap((sample) => (sample.manualSampleId ? [[sample.id, sample.manualSampleId]] : [])),
        );
        return accessionLocked(
          actor,
          locked.map(({ sample }) => sample),
          manualIds,
        );
      });
      return viewsOf(actor.labId, accessioned);
    },

    /** `GET /api/v1/samples/manual-sample-id-check` (spec 002 §7): whether no other sample of the lab holds the id. */
    async checkManualSampleId({
      actor,
      sampleId,
      exceptSampleId,
    }: {
      actor: LabActor;
      sampleId: string;
      exceptSampleId?: number | undefined;
    }): Promise<ManualSampleIdCheck> {
      requirePermission(actor, 'samples.accession');
      const holders = await samplesHoldingIds(
        db,
        actor.labId,
        [sampleId],
        exceptSampleId === undefined ? [] : [exceptSampleId],
      );
      return { sampleId, available: holders.length === 0 };
    },

    /**
     * `PUT /api/v1/samples/{id}/dates` (spec 002 §7 updateSampleDate, updateAccessionDate,
     * v4/update-sample-receive-date): one of the sample's dates corrected. No date is 'Please
     * select a date' (spec 002 §4, §8); a step the sample has not been through has no date to
     * correct.
     */
    async updateDate({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: z.output<typeof UpdateSampleDate>;
    }): Promise<SampleDateUpdated> {
      requirePermission(actor, 'samples.accession');
      if (!input.at) throw badRequest('selectADate', 'at');
      const at = new Date(input.at);
      if (at.getTime() > now().getTime() + clockSkewMs) throw badRequest('collectionTimeInFuture', 'at');
      await db.transaction(async () => {
        const [locked] = await lockReachable(actor, [id]);
        if (!locked) throw notFound();
        const before = locked.sample;
        if (before.version !== input.version) throw stale();
        const { column, done } = dateColumns[input.kind];
        if (!done(before)) throw conflict('sampleDateNotSet', 'kind');
        const [after] = await writeSampleDate(db, actor.labId, id, { [column]: at, updatedAt: now() });
        await audit(db, actor, {
          action: 'sample.dateUpdate',
          entityType: 'sample',
          entityId: id,
          before,
          after: { ...after, dateKind: input.kind },
        });
      });
      const [sample] = await viewsOf(actor.labId, [id]);
      if (!sample) throw notFound();
      return { ...confirmation('dateUpdated'), sample };
    },

    /** `GET /api/v1/samples/accessions`: the bulk-edit screen's samples within the caller's reach. */
    async list({
      actor,
      query,
    }: {
      actor: LabActor;
      query: z.output<typeof AccessionListQuery>;
    }): Promise<AccessionList> {
      requirePermission(actor, 'samples.accession');
      const scope = await access.organisationOf(actor);
      const { from, to } = query;
      const timeZone = from || to ? (await labs.getLab(actor.labId)).timeZone : 'UTC';
      const result = await accessionList.page(db, query, {
        labId: actor.labId,
        accessionable: true,
        branchId: actor.branchId ?? undefined,
        patientOrganisationId: scope,
        createdFrom: from && labDay(from, timeZone, 'from').from.toISOString(),
        // The first instant after the last day: timestamps are finer than the day's last millisecond.
        createdBefore: to && new Date(labDay(to, timeZone, 'to').to.getTime() + 1).toISOString(),
      });
      return { ...result, items: result.items.map(toAccessionedSample) };
    },

    /** `GET /api/v1/accession-settings` (spec 002 §2, §7 manage-accession-setting/{type}). */
    async getSettings({ actor }: { actor: LabActor }): Promise<AccessionSettings> {
      requirePermission(actor, 'accession.settings');
      return settingsOf(await labs.getLab(actor.labId));
    },

    /** `PUT /api/v1/accession-settings`: the lab's own fields, through the one settings write path. */
    async updateSettings({
      actor,
      input,
    }: {
      actor: LabActor;
      input: z.output<typeof UpdateAccessionSettings>;
    }): Promise<AccessionSettings> {
      requirePermission(actor, 'accession.settings');
      const { version, ...accession } = input;
      const lab = await labs.updateSettings({
        actor,
        labId: actor.labId,
        patch: { accession },
        version,
        action: 'settings.accession.update',
        defaults: { accession: { ...defaultAccessionNumbering } },
      });
      return settingsOf(lab);
    },

    /**
     * A new bill's samples numbered at billing when the lab accessions at billing (spec 002 §3
     * support lab setting accessionAtBilling), inside the bill's transaction: the lab chose to
     * number samples before they are drawn, so the status rule of the accession action by hand
     * does not apply. Audited as the system, as the bill's samples are made.
     */
    async accessionAtBilling(labId: number, sampleIds: number[]): Promise<Map<number, AccessionedSample>> {
      if (sampleIds.length === 0) return new Map();
      const lab = await labs.getLab(labId);
      if (!supportValuesOf({ ...lab, smsCredits: 0 }).accessionAtBilling) return new Map();
      const locked = await lockSamples(db, labId, sampleIds);
      const ids = await accessionLocked(
        systemActor(labId),
        locked.map(({ sample }) => sample),
        new Map(),
      );
      return new Map((await viewsOf(labId, ids)).map((sample) => [sample.id, sample]));
    },

    /** Whether receiving a sample accessions it at once (the lab's accessionOnReceive). */
    accessionOnReceive: async (labId: number) => numberingOf(await labs.getLab(labId)).accessionOnReceive,
    /** Whether the lab sends samples in batches (the lab's batchManagement). */
    batchManagement: async (labId: number) => numberingOf(await labs.getLab(labId)).batchManagement,

    /** Received samples numbered in the receipt's transaction, when the lab accessions on receipt. */
    async accessionReceived(actor: LabActor, sampleIds: number[]): Promise<Map<number, AccessionedSample>> {
      const locked = await lockSamples(db, actor.labId, sampleIds);
      const ids = await accessionLocked(
        actor,
        locked.map(({ sample }) => sample),
        new Map(),
      );
      return new Map((await viewsOf(actor.labId, ids)).map((sample) => [sample.id, sample]));
    },
  };
}
export type AccessionService = ReturnType<typeof createAccessionService>;

/**
 * The samples service with the lab's accession settings honoured: a new bill's samples numbered
 * at billing (accessionAtBilling), received samples numbered on receipt (accessionOnReceive),
 * each in the same transaction as the bill or the receipt.
 */
export function withAccessionSettings(
  samples: SamplesService,
  accession: Pick<AccessionService, 'accessionAtBilling' | 'accessionOnReceive' | 'accessionReceived'>,
  db: ServiceDeps['db'],
): SamplesService {
  return {
    ...samples,
    async createForBill(request) {
      const created = await samples.createForBill(request);
      const numbered = await accession.accessionAtBilling(
        request.labId,
        created.map((sample) => sample.id),
      );
      return created.map((sample) => ({ ...sample, version: numbered.get(sample.id)?.version ?? sample.version }));
    },
    receive: (request) =>
      db.transaction(async () => {
        const received = await samples.receive(request);
        if (!(await accession.accessionOnReceive(request.actor.labId))) return received;
        const numbered = await accession.accessionReceived(
          request.actor,
          received.map((sample) => sample.id),
        );
        return received.map((sample) => {
          const accessioned = numbered.get(sample.id);
          return accessioned
            ? { ...sample, accessionNo: accessioned.accessionNo, version: accessioned.version }
            : sample;
        });
      }),
  };
}
