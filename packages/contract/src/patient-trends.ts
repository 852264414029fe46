import { z } from 'zod';
import { Id, Timestamp, Version } from './common.js';
import { DocumentQuery } from './documents.js';
import { Gender } from './patients.js';
import { Text } from './text.js';

const trendsSubject = {
  labReportId: Id.optional(),
  labBillId: Id.optional(),
  labPatientId: Id.optional(),
  flag: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(1),
};
const oneSubject = [
  (query: { labReportId?: number; labBillId?: number; labPatientId?: number }) =>
    [query.labReportId, query.labBillId, query.labPatientId].filter(Boolean).length === 1,
  { message: 'Give one of labReportId, labBillId or labPatientId' },
] as const;

/**
 * `GET /api/v1/patient-trends` (spec 001 §7 'v4/fetch-data-for-trends/'): a patient's numeric
 * results over time, by one of a report, a bill (its patient) or a patient. `flag` 1 is the full
 * report, 0 the compact one (spec 001 §9 'Trends frame flag: 1 full, 0 compact').
 */
export const PatientTrendsQuery = z.object(trendsSubject).refine(...oneSubject);
export type PatientTrendsQuery = z.input<typeof PatientTrendsQuery>;

/** `GET /api/v1/patient-trends/pdf`: the same, printed as 'Patient Trends Report' in `language` (the caller's unless given). */
export const PatientTrendsPdfQuery = z
  .object({ ...trendsSubject, language: DocumentQuery.shape.language })
  .refine(...oneSubject);
export type PatientTrendsPdfQuery = z.input<typeof PatientTrendsPdfQuery>;

export const TrendPoint = z.object({
  reportId: z.number().int(),
  labBillId: z.string(),
  /** The visit: the bill's time, as the cumulative report dates its columns. */
  at: Timestamp,
  value: z.number(),
  /** As entered, for the table (e.g. '12.50'). */
  text: z.string(),
  /** spec 001 §3 isCritical: 0 normal, 1 abnormal, 2 critical. */
  isCritical: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});
export type TrendPoint = z.infer<typeof TrendPoint>;

/** One parameter of one test, across the patient's reports: its points oldest first and its reference band. */
export const TrendSeries = z.object({
  /** `{testId}:{parameterName}`, stable across formats: what Save Settings keeps. */
  key: z.string(),
  testName: z.string(),
  parameterName: z.string(),
  unit: z.string().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  points: z.array(TrendPoint),
  /** Hidden by the lab's saved settings (the side list's unticked entries). */
  hidden: z.boolean(),
});
export type TrendSeries = z.infer<typeof TrendSeries>;

export const PatientTrends = z.object({
  patient: z.object({
    id: z.number().int(),
    name: z.string(),
    age: z.string(),
    gender: Gender.nullable(),
  }),
  flag: z.union([z.literal(0), z.literal(1)]),
  series: z.array(TrendSeries),
});
export type PatientTrends = z.infer<typeof PatientTrends>;

/**
 * `PUT /api/v1/settings/trends` (the frame's Save Settings): the series keys the lab hides.
 * `version` is the lab settings' version: `GET /api/v1/settings/trends` answers it, and a save
 * that sends it back is refused (409) when someone saved in between; a save without it applies.
 */
export const TrendsSettings = z.object({
  hiddenKeys: z.array(Text({ max: 300 })).max(2000),
  version: Version.optional(),
});
export type TrendsSettings = z.infer<typeof TrendsSettings>;
