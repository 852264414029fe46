import type { SampleTimeline, SampleTrackingEvent, SampleTrackingPlace, SearchHit } from '@lims/contract';
import { can, isSampleStatus, type SampleStatus, sampleTimeline, sampleWithdrawn } from '@lims/domain';
import type { LabActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { AuditService, RecordTrailEntry } from '../../platform/audit/audit.service.js';
import type { ServiceDeps } from '../../services.js';
import type { RecordsAccess } from '../patients/records-access.js';
import type { LabReportsService } from '../reports/reports.service.js';
import { findSamplesByPrefix, findTrackedSample, type SampleReach, type TrackedSampleRow } from './tracking.queries.js';

/** The bill's entries that concern each of its samples: it made them, or dismissed them all. */
const billActionsOfSample = new Set(['bill.create', 'bill.dismiss']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const statusIn = (side: unknown): SampleStatus | null =>
  isRecord(side) && isSampleStatus(side.status) ? side.status : null;

const textIn = (side: unknown, key: string): string | null =>
  isRecord(side) && typeof side[key] === 'string' && side[key] !== '' ? side[key] : null;

/** What a reject, redraw or redo said, or the batch a sample travelled in, from the sample as the action left it. */
function commentOf(entry: RecordTrailEntry): string | null {
  switch (entry.action) {
    case 'sample.reject':
      return textIn(entry.after, 'rejectReason');
    case 'sample.redraw':
    case 'sample.redo':
      return textIn(entry.after, 'redrawComments');
    case 'sample.batch':
      return textIn(entry.after, 'batchReferenceNo');
    case 'sample.leaveBatch':
      return (
        [textIn(entry.after, 'batchReferenceNo'), textIn(entry.after, 'reason')].filter(Boolean).join(': ') || null
      );
    default:
      return null;
  }
}

/** Where the maker of an entry works: their collection centre, else their branch, else the lab. */
function placeOf(entry: RecordTrailEntry): SampleTrackingPlace | null {
  if (entry.actor.kind !== 'lab') return null;
  if (entry.collectionCentre) return { kind: 'collectionCentre', name: entry.collectionCentre };
  if (entry.branch) return { kind: 'branch', name: entry.branch };
  return { kind: 'lab' };
}

const toEvent = (entry: RecordTrailEntry): SampleTrackingEvent => ({
  id: entry.id,
  action: entry.action,
  at: entry.at.toISOString(),
  by: entry.actor.name,
  place: placeOf(entry),
  ipAddress: entry.ipAddress,
  statusBefore: entry.entityType === 'sample' ? statusIn(entry.before) : null,
  statusAfter: entry.entityType === 'sample' ? statusIn(entry.after) : null,
  comment: commentOf(entry),
});

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function sampleOf(row: TrackedSampleRow): SampleTimeline['sample'] {
  const { sample } = row;
  if (!isSampleStatus(sample.status)) throw new Error(`Sample ${sample.id} has an unknown status ${sample.status}`);
  const redrawFlag = sample.redrawFlag === 1 || sample.redrawFlag === 2 ? sample.redrawFlag : 0;
  return {
    id: sample.id,
    autoSampleId: sample.autoSampleId,
    manualSampleId: sample.manualSampleId,
    accessionNo: sample.accessionNo,
    status: sample.status,
    redrawFlag,
    sampleTypeName: row.sampleTypeName,
    bill: { id: sample.billId, labBillId: row.labBillId },
    patient: { id: sample.patientId, labPatientId: row.labPatientId, fullName: row.patientName },
    branchName: row.branchName,
    createdAt: sample.createdAt.toISOString(),
    collectedAt: iso(sample.collectedAt),
    receivedAt: iso(sample.receivedAt),
    accessionedAt: iso(sample.accessionedAt),
    rejectReason: sample.rejectReason,
  };
}

export interface SampleTrackingDeps extends Pick<ServiceDeps, 'db'> {
  access: Pick<RecordsAccess, 'organisationOf'>;
  audit: Pick<AuditService, 'trailOf'>;
  labReports: Pick<LabReportsService, 'sampleOf'>;
}

/**
 * A sample's tracking (spec 001 §2, spec 002 §2; issue 10 'Tracking'): its steps and every
 * change of it from the audit, and the search box's Samples group.
 */
export function createSampleTrackingService({ db, access, audit, labReports }: SampleTrackingDeps) {
  /** A collection centre reaches its bills' organisation's samples, a branch session its branch's. */
  const reachOf = async (actor: LabActor): Promise<SampleReach> => ({
    organisationId: await access.organisationOf(actor),
    branchId: actor.branchId ?? undefined,
  });

  async function timelineOf(actor: LabActor, id: number): Promise<SampleTimeline> {
    const row = await findTrackedSample(db, actor.labId, id, await reachOf(actor));
    if (!row) throw notFound();
    const trail = await audit.trailOf({
      labId: actor.labId,
      records: [
        { entityType: 'sample', entityIds: [id] },
        { entityType: 'bill', entityIds: [row.sample.billId] },
      ],
    });
    const events = trail
      .filter((entry) => entry.entityType === 'sample' || billActionsOfSample.has(entry.action))
      .map(toEvent);
    const timeline = sampleTimeline(events, { withdrawn: sampleWithdrawn(row.sample.status) });
    return {
      sample: sampleOf(row),
      progress: timeline.progress,
      latestStep: timeline.latestStep,
      steps: timeline.steps,
    };
  }

  return {
    /** `GET /api/v1/samples/{id}/timeline`: another lab's sample, or one out of the caller's reach, is not found. */
    async timeline({ actor, id }: { actor: LabActor; id: number }): Promise<SampleTimeline> {
      requirePermission(actor, 'samples.view');
      return timelineOf(actor, id);
    },

    /**
     * `GET /api/v1/reports/{labReportId}/sample-timeline`: the timeline of a report's sample, for
     * the link #/sample-preparation/{processId}/{stepId}/{labReportId} (decision 0035).
     */
    async timelineOfReport({ actor, labReportId }: { actor: LabActor; labReportId: number }): Promise<SampleTimeline> {
      requirePermission(actor, 'samples.view');
      const report = await labReports.sampleOf(actor.labId, labReportId);
      if (!report || report.sampleId === null) throw notFound();
      return timelineOf(actor, report.sampleId);
    },

    /**
     * The search box's Samples group (spec 000 §2 'Patient search groups'): samples whose
     * automatic, manual or accession id starts with the query, labelled with the id that matched.
     */
    async searchGroup({
      actor,
      q,
      limit,
      organisationId,
    }: {
      actor: LabActor;
      q: string;
      limit: number;
      /** The collection centre's organisation the caller is kept to, if any. */
      organisationId: number | undefined;
    }): Promise<SearchHit[]> {
      const prefix = q.trim();
      if (prefix === '' || !can(actor, 'samples.view')) return [];
      const rows = await findSamplesByPrefix(db, {
        labId: actor.labId,
        prefix,
        limit,
        organisationId,
        branchId: actor.branchId ?? undefined,
      });
      const lowered = prefix.toLowerCase();
      const matched = (id: string | null) => id?.toLowerCase().startsWith(lowered) ?? false;
      return rows.map((row) => ({
        id: row.id,
        label: [row.autoSampleId, row.manualSampleId, row.accessionNo].find(matched) ?? row.autoSampleId,
        patientId: row.patientId,
        patientName: row.patientName,
        billLabel: row.labBillId,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
export type SampleTrackingService = ReturnType<typeof createSampleTrackingService>;
