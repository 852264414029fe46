import { messageText } from '@lims/domain';
import { z } from 'zod';
import { Id, Timestamp, Version } from './common.js';
import { listQuery, page, SortDirection } from './lists.js';
import { CalendarDate } from './patients.js';
import { SampleStatus } from './sample-collection.js';
import { Text } from './text.js';

/**
 * A manual sample id as typed at the desk or on the accession dialog (spec 002 §3
 * manualSampleID): one line, no longer than a label's barcode takes comfortably.
 */
export const ManualSampleId = Text({ max: 40 });

/** One sample to accession, with the `version` it was read at and the manual id typed for it, if any. */
export const AccessionSampleRequest = z.object({
  id: Id,
  version: Version,
  manualSampleId: ManualSampleId.nullish(),
});
export type AccessionSampleRequest = z.input<typeof AccessionSampleRequest>;

/**
 * `POST /api/v1/samples/accession` (spec 002 §7 sampleAccession, sampleAccessionBulk and their
 * collection-centre variants): one or many samples, all or none. Each takes the lab's next
 * accession number unless it has one; a manual id must not already exist in the lab.
 */
export const AccessionSamples = z.object({
  samples: z
    .array(AccessionSampleRequest)
    .min(1, 'selectSamples')
    .max(500)
    .refine((samples) => new Set(samples.map((sample) => sample.id)).size === samples.length, 'invalidRequest'),
});
export type AccessionSamples = z.input<typeof AccessionSamples>;

/** A sample as the accession screens show it: its ids, its A/P mark's source and its dates. */
export const AccessionedSample = z
  .object({
    id: z.number().int(),
    autoSampleId: z.string(),
    manualSampleId: z.string().nullable(),
    /** Null while Pending Accession (spec 002 §3 'Samples show (A) accessed or (P) pending accession'). */
    accessionNo: z.string().nullable(),
    accessionedAt: Timestamp.nullable(),
    status: SampleStatus,
    sampleType: z.string().nullable(),
    bill: z.object({ id: z.number().int(), labBillId: z.string() }),
    patient: z.object({ id: z.number().int(), labPatientId: z.string(), fullName: z.string() }),
    /** spec 002 §3 sampleDate: when it was drawn; the receipt date when the lab had it. */
    collectedAt: Timestamp.nullable(),
    receivedAt: Timestamp.nullable(),
    createdAt: Timestamp,
    version: Version,
  })
  .meta({ id: 'AccessionedSample' });
export type AccessionedSample = z.infer<typeof AccessionedSample>;

export const AccessionResult = z.object({ samples: z.array(AccessionedSample) }).meta({ id: 'AccessionResult' });
export type AccessionResult = z.infer<typeof AccessionResult>;

/** 'A' accessed, 'P' pending accession (spec 002 §3 'Samples show (A) accessed or (P) pending accession'). */
export const accessionMark = (sample: { accessionNo: string | null }): 'A' | 'P' => (sample.accessionNo ? 'A' : 'P');

/**
 * `GET /api/v1/samples/manual-sample-id-check?sampleId=` (spec 002 §7 manual-sample-id-check,
 * checkManualSampleIdExist): whether the id is free in the lab, among the manual and the
 * automatic ids of its samples. `exceptSampleId` leaves out the sample being edited.
 */
export const ManualSampleIdCheckQuery = z.object({ sampleId: ManualSampleId, exceptSampleId: Id.optional() });
export type ManualSampleIdCheckQuery = z.input<typeof ManualSampleIdCheckQuery>;
export const ManualSampleIdCheck = z.object({ sampleId: z.string(), available: z.boolean() });
export type ManualSampleIdCheck = z.infer<typeof ManualSampleIdCheck>;
export const manualSampleIdCheckPath = '/api/v1/samples/manual-sample-id-check';

/** The dates of a sample that may be corrected (spec 002 §7 updateSampleDate, updateAccessionDate, v4/update-sample-receive-date). */
export const sampleDateKinds = ['collection', 'receipt', 'accession'] as const;
export const SampleDateKind = z.enum(sampleDateKinds);
export type SampleDateKind = z.infer<typeof SampleDateKind>;

/**
 * `PUT /api/v1/samples/{id}/dates`: one of the sample's dates corrected. Without `at` the server
 * answers 400 selectADate ('Please select a date', spec 002 §4 'Date update needs a selected
 * date'); a time in the future is refused with collectionTimeInFuture.
 */
export const UpdateSampleDate = z.object({
  version: Version,
  kind: SampleDateKind,
  at: Timestamp.nullish(),
});
export type UpdateSampleDate = z.input<typeof UpdateSampleDate>;

/** spec 002 §8 'Date updated successfully.': the confirmation, and the sample as it now is. */
export const SampleDateUpdated = z
  .object({
    messageKey: z.literal('dateUpdated'),
    message: z.literal(messageText('dateUpdated')),
    sample: AccessionedSample,
  })
  .meta({ id: 'SampleDateUpdated' });
export type SampleDateUpdated = z.infer<typeof SampleDateUpdated>;

export const accessionListSortKeys = ['createdAt', 'accessionedAt', 'autoSampleId'] as const;

/**
 * `GET /api/v1/samples/accessions`: the bulk-edit screen's samples (spec 002 §2 'Bulk-edit
 * accession screen'), drawn or received, made on the lab's days `from` to `to`, newest first.
 * `search` matches the sample ids, the accession number, the bill id or the patient's name.
 */
export const AccessionListQuery = listQuery(accessionListSortKeys).extend({
  direction: SortDirection.default('desc'),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
});
export type AccessionListQuery = z.input<typeof AccessionListQuery>;
export const AccessionList = page(AccessionedSample);
export type AccessionList = z.infer<typeof AccessionList>;
export const accessionListPath = '/api/v1/samples/accessions';

/**
 * The lab's accession settings (spec 002 §2 /accession-settings; decision 0032): accession
 * numbers are the prefix and the lab's next number, padded to `numberDigits`. The prefix holds
 * no digits, so that a changed prefix or padding can never make a number already given.
 */
export const AccessionNumberPrefix = Text({ max: 10, min: 0 }).refine(
  (value) => /^[\p{L}\-/.]*$/u.test(value),
  'invalidRequest',
);

export const accessionSettingsPath = '/api/v1/accession-settings';

const AccessionSettingsFields = {
  numberPrefix: AccessionNumberPrefix,
  numberDigits: z.number().int().min(1).max(12),
  /** Receiving a sample accessions it at once. */
  accessionOnReceive: z.boolean(),
  /** Collection centres and branches send collected samples to the lab in batches (spec 002 §3 'Sample logistics batch'). */
  batchManagement: z.boolean(),
};

/**
 * `GET /api/v1/accession-settings`, with the two support-owned flags shown read-only (spec 002
 * §3 support lab settings accessionAtBilling, accessionNoInBilling) and the settings' version.
 */
export const AccessionSettings = z
  .object({
    ...AccessionSettingsFields,
    accessionAtBilling: z.boolean(),
    accessionNoInBilling: z.boolean(),
    /** The next number as the lab's next accession will show it. */
    nextNumber: z.string(),
    version: Version,
  })
  .meta({ id: 'AccessionSettings' });
export type AccessionSettings = z.infer<typeof AccessionSettings>;

/** `PUT /api/v1/accession-settings` (admin): the lab's own fields; 409 on a stale version. */
export const UpdateAccessionSettings = z.object({ ...AccessionSettingsFields, version: Version });
export type UpdateAccessionSettings = z.input<typeof UpdateAccessionSettings>;
