import { entryListTabs } from '@lims/domain';
import { z } from 'zod';
import { Id, Timestamp, Version } from './common.js';
import { listQuery, page } from './lists.js';
import { CalendarDate } from './patients.js';
import { EntryStage, ReportStatus } from './report-entry.js';
import { SampleRedrawFlag, SampleStatus } from './sample-collection.js';

export const EntryListTab = z.enum(entryListTabs);
export type EntryListTab = z.infer<typeof EntryListTab>;

/** One report in the test-wise list and the doctor's waiting list (spec 002 §3 'Lab report'). */
export const ReportListItem = z
  .object({
    id: z.number().int(),
    version: Version,
    status: ReportStatus,
    stage: EntryStage,
    test: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
    department: z.object({ id: z.number().int(), name: z.string() }),
    patient: z.object({
      id: z.number().int(),
      labPatientId: z.string(),
      fullName: z.string(),
      designation: z.string().nullable(),
      gender: z.string().nullable(),
      age: z.number().int().nullable(),
      ageUnit: z.string().nullable(),
    }),
    bill: z.object({ id: z.number().int(), labBillId: z.string(), billedAt: Timestamp }),
    sample: z
      .object({
        id: z.number().int(),
        autoSampleId: z.string(),
        accessionNo: z.string().nullable(),
        status: SampleStatus,
        redrawFlag: SampleRedrawFlag,
        accessionedAt: Timestamp.nullable(),
      })
      .nullable(),
    targetTatMinutes: z.number().int(),
    criticalValues: z.number().int(),
    criticalAcknowledged: z.boolean(),
    emergency: z.boolean(),
    outsourced: z.boolean(),
    signatures: z.number().int(),
    exception: z.object({
      inQuestion: z.boolean(),
      onHold: z.boolean(),
      notPerformed: z.boolean(),
      isResolved: z.boolean(),
      /** An unresolved QC hold holds it (issue 15): the badge reads 'QC Hold'. */
      qcHold: z.boolean(),
    }),
    consultingDoctorId: z.number().int().nullable(),
    updatedAt: Timestamp,
  })
  .meta({ id: 'ReportListItem' });
export type ReportListItem = z.infer<typeof ReportListItem>;

export const reportListSortKeys = ['lastUpdated', 'accessionDate', 'billTime'] as const;

/**
 * `GET /api/v1/reports` (spec 002 §2 /test-wise and its tabs): `from`/`to` are the lab's calendar
 * days of the bill (the header's date range), `departmentId` the header's department; sorted by
 * the lab's `sortingFlag` unless `sort` says otherwise, emergency reports first.
 */
export const ReportListQuery = listQuery(reportListSortKeys).extend({
  direction: z.enum(['asc', 'desc']).default('desc'),
  tab: EntryListTab.default('pending'),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
  departmentId: Id.optional(),
  patientId: Id.optional(),
});
export type ReportListQuery = z.input<typeof ReportListQuery>;
export const ReportList = page(ReportListItem);
export type ReportList = z.infer<typeof ReportList>;

/** One patient in the patient-wise list: their reports in the range and the patient-level status (spec 002 §4). */
export const PatientReportsItem = z
  .object({
    patient: ReportListItem.shape.patient,
    status: z.enum(['signed', 'completed', 'partiallySigned', 'partiallyCompleted', 'pending']),
    emergency: z.boolean(),
    reports: z.array(ReportListItem),
  })
  .meta({ id: 'PatientReportsItem' });
export type PatientReportsItem = z.infer<typeof PatientReportsItem>;
export const PatientReportsList = page(PatientReportsItem);
export type PatientReportsList = z.infer<typeof PatientReportsList>;

/**
 * `GET /api/v1/doctor/waiting` (spec 001 §7 doctor/waiting with fromDate and toDate; §4
 * 'Doctor-login read-only'): the signed-in doctor's list. `department` is 'all', 'emergency'
 * (the special value: reports with a mode) or a department id; `assigned` keeps their own.
 */
export const DoctorWaitingQuery = listQuery(reportListSortKeys).extend({
  direction: z.enum(['asc', 'desc']).default('desc'),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
  department: z.union([z.literal('all'), z.literal('emergency'), Id]).default('all'),
  assigned: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** 'waiting': reports to sign; 'history': what they signed (spec 001 §7 doctor/history). */
  view: z.enum(['waiting', 'history']).default('waiting'),
});
export type DoctorWaitingQuery = z.input<typeof DoctorWaitingQuery>;
