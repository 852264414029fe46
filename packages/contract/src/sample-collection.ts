import { sampleStatuses } from '@lims/domain';
import { z } from 'zod';
import { Id, Timestamp, Version } from './common.js';
import { listQuery, page, SortDirection } from './lists.js';
import { CalendarDate } from './patients.js';
import { Text } from './text.js';

/** The domain's statuses (packages/domain/src/samples/sample-status.ts). */
export const SampleStatus = z.enum(sampleStatuses);
export type SampleStatus = z.infer<typeof SampleStatus>;

/** spec 002 §3 sampleRedrawFlag: 0 none, 1 Sample Redrawn, 2 Report Redone. */
export const SampleRedrawFlag = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** One sample in the samples lists (spec 002 §2 'Sample screens', §7 getPendingSampleList). */
export const SampleListItem = z
  .object({
    id: z.number().int(),
    autoSampleId: z.string(),
    manualSampleId: z.string().nullable(),
    accessionNo: z.string().nullable(),
    status: SampleStatus,
    redrawFlag: SampleRedrawFlag,
    redrawComments: z.string().nullable(),
    sampleType: z
      .object({
        id: z.number().int(),
        name: z.string(),
        containerType: z.string().nullable(),
        containerColor: z.string().nullable(),
        collectionInstructions: z.string().nullable(),
      })
      .nullable(),
    bill: z.object({ id: z.number().int(), labBillId: z.string() }),
    patient: z.object({
      id: z.number().int(),
      labPatientId: z.string(),
      fullName: z.string(),
      designation: z.string().nullable(),
      gender: z.string().nullable(),
      age: z.number().int().nullable(),
      ageUnit: z.string().nullable(),
      mobile: z.string().nullable(),
    }),
    organisation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    branch: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** The sample's live tests (not cancelled), and their departments' names, without repeats. */
    testNames: z.array(z.string()),
    departmentNames: z.array(z.string()),
    collectedAt: Timestamp.nullable(),
    collectedBy: z.string().nullable(),
    receivedAt: Timestamp.nullable(),
    rejectedAt: Timestamp.nullable(),
    rejectReason: z.string().nullable(),
    redrawContact: z.string().nullable(),
    redrawAppointmentAt: Timestamp.nullable(),
    /** The batch it travels in to the lab now (spec 002 §2 'Batch Processing' badge); null when in none. */
    batch: z.object({ id: z.number().int(), referenceNo: z.string() }).nullable(),
    /** One of its live tests is out at an outsource centre now (spec 002 §2 'Outsourced ... badge'). */
    outsourced: z.boolean(),
    version: Version,
    createdAt: Timestamp,
  })
  .meta({ id: 'SampleListItem' });
export type SampleListItem = z.infer<typeof SampleListItem>;

/**
 * The list's status filter: 'pending' (the default) is Not Collected or Collected, not yet
 * received (the domain's pendingSampleStatuses); 'all' is every status; else one status.
 */
export const SampleListStatus = z.enum({ pending: 'pending', all: 'all', ...sampleStatuses });
export type SampleListStatus = z.infer<typeof SampleListStatus>;

export const sampleListSortKeys = ['createdAt', 'autoSampleId', 'labBillId', 'patientName', 'collectedAt'] as const;

/**
 * `GET /api/v1/samples`, `/samples/rejected`, `/patients/{id}/samples`: filtered on the server.
 * `from`/`to` are the lab's calendar days of the sample's making (its bill's); newest first
 * unless told otherwise. `search` matches the sample ids, the bill id, the patient id or name.
 */
export const SampleListQuery = listQuery(sampleListSortKeys).extend({
  direction: SortDirection.default('desc'),
  status: SampleListStatus.default('pending'),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
  departmentId: Id.optional(),
  organisationId: Id.optional(),
  branchId: Id.optional(),
  billId: Id.optional(),
  sampleTypeId: Id.optional(),
  /** The samples a batch carries now (spec 002 §7 getBatchSampleList). */
  batchId: Id.optional(),
  /**
   * 'none': in no batch on its way (with `status=collected`, the batch picker's samples, spec
   * 002 §7 getSelectSampleForBatchAPI); 'any': in some batch on its way.
   */
  inBatch: z.enum(['any', 'none']).optional(),
});
export type SampleListQuery = z.input<typeof SampleListQuery>;

export const SampleList = page(SampleListItem);
export type SampleList = z.infer<typeof SampleList>;

/** A sample to change, with the `version` the change was made from. */
export const SampleVersion = z.object({ id: Id, version: Version });
export type SampleVersion = z.infer<typeof SampleVersion>;

/** Comments a redraw or redo must carry (spec 002 §7 redrawOperationReport, redoOperationReport). */
const SampleComments = Text({ max: 1000, min: 0, multiline: true }).refine(
  (value) => value.length > 0,
  'sampleCommentRequired',
);

const SampleSelection = z.array(SampleVersion).min(1, 'selectSamples').max(500);

/**
 * `POST /api/v1/samples/collect` (spec 002 §7 collect-report: labReportIdList, collectedTime):
 * one, several or a whole bill's samples, all or none. `collectedAt` may not be in the future
 * (message collectionTimeInFuture); absent, it is now.
 */
export const CollectSamples = z.object({
  samples: SampleSelection,
  collectedAt: Timestamp.optional(),
});
export type CollectSamples = z.input<typeof CollectSamples>;

/** `POST /api/v1/samples/receive`: collected samples arrive at the lab (absent `receivedAt` is now). */
export const ReceiveSamples = z.object({
  samples: SampleSelection,
  receivedAt: Timestamp.optional(),
});
export type ReceiveSamples = z.input<typeof ReceiveSamples>;

/** `POST /api/v1/samples/{id}/uncollect` (spec 002 §7 uncollectSample). */
export const UncollectSample = z.object({ version: Version });
export type UncollectSample = z.input<typeof UncollectSample>;

/** `POST /api/v1/samples/{id}/reject`: the lab cannot test it; the reason is required. */
export const RejectSample = z.object({ version: Version, reason: Text({ max: 500, multiline: true }) });
export type RejectSample = z.input<typeof RejectSample>;

/** `POST /api/v1/samples/{id}/re-enable` (spec 002 §7 enableRejectedSamples): back to be drawn. */
export const ReEnableSample = z.object({ version: Version });
export type ReEnableSample = z.input<typeof ReEnableSample>;

/** `POST /api/v1/samples/{id}/dismiss` (spec 002 §7 dismissSample). */
export const DismissSample = z.object({
  version: Version,
  reason: Text({ max: 500, min: 0, multiline: true }).nullish(),
});
export type DismissSample = z.input<typeof DismissSample>;

/**
 * `POST /api/v1/samples/{id}/redraw` (spec 002 §7 redrawOperationReport: comments,
 * patientContactNumber, appointmentTime): flag 1 'Sample Redrawn', the sample goes back to be
 * drawn again. Blank comments answer sampleCommentRequired.
 */
export const RedrawSample = z.object({
  version: Version,
  comments: SampleComments,
  patientContact: Text({ max: 40, min: 0 }).nullish(),
  appointmentAt: Timestamp.nullish(),
});
export type RedrawSample = z.input<typeof RedrawSample>;

/** `POST /api/v1/samples/{id}/redo` (spec 002 §7 redoOperationReport: comments): flag 2 'Report Redone'. */
export const RedoSample = z.object({ version: Version, comments: SampleComments });
export type RedoSample = z.input<typeof RedoSample>;

/** The answer of every sample write: the changed samples as the lists show them. */
export const SamplesChanged = z.object({ samples: z.array(SampleListItem) }).meta({ id: 'SamplesChanged' });
export type SamplesChanged = z.infer<typeof SamplesChanged>;

/**
 * Sent on 'samples' to the whole lab after a sample write commits, so that every open waiting
 * list and sample list adds or removes the rows without a reload (spec 002 §4 'Real-time pushes
 * add or remove waiting-list rows depending on collected, dismissed, redraw, ... flags').
 */
export const samplesEventKinds = [
  'collected',
  'uncollected',
  'received',
  'rejected',
  'reEnabled',
  'dismissed',
  'redrawn',
  'redone',
  'accessioned',
  /** Put in a batch on its way to the lab, or out of one that was rejected. */
  'batched',
  'unbatched',
] as const;
export const SamplesPayload = z.object({
  kind: z.enum(samplesEventKinds),
  sampleIds: z.array(z.number().int()),
  billId: z.number().int(),
});
export type SamplesPayload = z.infer<typeof SamplesPayload>;
