import { sampleTrackingMarks, sampleTrackingSteps } from '@lims/domain';
import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { SampleRedrawFlag, SampleStatus } from './sample-collection.js';

/** The steps of a sample's life (packages/domain/src/samples/tracking-timeline.ts). */
export const SampleTrackingStep = z.enum(sampleTrackingSteps);
export type SampleTrackingStep = z.infer<typeof SampleTrackingStep>;

/** spec 001 §2 'IN, OUT, Skipped or Sent Back', spec 002 §2 '... or Pending'. */
export const SampleTrackingMark = z.enum(sampleTrackingMarks);
export type SampleTrackingMark = z.infer<typeof SampleTrackingMark>;

/**
 * Where the event was done from: the branch or the collection centre (its organisation) of the
 * user who did it; the lab itself for a user of every branch; null for the system.
 */
export const SampleTrackingPlace = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lab') }),
  z.object({ kind: z.literal('branch'), name: z.string() }),
  z.object({ kind: z.literal('collectionCentre'), name: z.string() }),
]);
export type SampleTrackingPlace = z.infer<typeof SampleTrackingPlace>;

/** One audited change of the sample (or the making of its bill): who, when, from where, what. */
export const SampleTrackingEvent = z.object({
  id: z.number().int(),
  /** The audit action, e.g. 'sample.collect' (sampleTrackingActions in the domain). */
  action: z.string(),
  at: Timestamp,
  /** The user's name; null for the system. */
  by: z.string().nullable(),
  place: SampleTrackingPlace.nullable(),
  /** The IP address of the session it was done from; null for the system and entries older than that record. */
  ipAddress: z.string().nullable(),
  /** The sample's status before and after, when the event changed it. */
  statusBefore: SampleStatus.nullable(),
  statusAfter: SampleStatus.nullable(),
  /** A reject's reason, a redraw's or redo's comments. */
  comment: z.string().nullable(),
});
export type SampleTrackingEvent = z.infer<typeof SampleTrackingEvent>;

export const SampleTrackingStepView = z.object({
  step: SampleTrackingStep,
  mark: SampleTrackingMark,
  events: z.array(SampleTrackingEvent),
});
export type SampleTrackingStepView = z.infer<typeof SampleTrackingStepView>;

/** The side panel's facts about the sample. */
export const SampleTrackingSample = z.object({
  id: z.number().int(),
  autoSampleId: z.string(),
  manualSampleId: z.string().nullable(),
  accessionNo: z.string().nullable(),
  status: SampleStatus,
  redrawFlag: SampleRedrawFlag,
  sampleTypeName: z.string().nullable(),
  bill: z.object({ id: z.number().int(), labBillId: z.string() }),
  patient: z.object({ id: z.number().int(), labPatientId: z.string(), fullName: z.string() }),
  branchName: z.string().nullable(),
  createdAt: Timestamp,
  collectedAt: Timestamp.nullable(),
  receivedAt: Timestamp.nullable(),
  accessionedAt: Timestamp.nullable(),
  rejectReason: z.string().nullable(),
});
export type SampleTrackingSample = z.infer<typeof SampleTrackingSample>;

/**
 * `GET /api/v1/samples/{id}/timeline` and `GET /api/v1/reports/{labReportId}/sample-timeline`
 * (spec 001 §2, spec 002 §2 'tracking shows Completed or In Progress').
 */
export const SampleTimeline = z
  .object({
    sample: SampleTrackingSample,
    progress: z.enum(['completed', 'inProgress']),
    latestStep: SampleTrackingStep,
    steps: z.array(SampleTrackingStepView),
  })
  .meta({ id: 'SampleTimeline' });
export type SampleTimeline = z.infer<typeof SampleTimeline>;

export const ReportSampleTimelineParams = z.object({ labReportId: Id });
export type ReportSampleTimelineParams = z.infer<typeof ReportSampleTimelineParams>;
