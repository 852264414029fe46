import { qcLevels, westgardRules } from '@lims/domain';
import { z } from 'zod';
import { Id, Timestamp, Version } from './common.js';
import { listQuery, page, QueryFlag } from './lists.js';
import { Name, Text } from './text.js';

/**
 * Quality control (issue 15; spec 002 §3 'QC group', spec 001 §3 'QC record', §4 'QC Hold').
 * Every route is under `/api/v1/qc` and needs the lab's qualityControl on (409
 * `qualityControlOff` otherwise).
 */
export const QcLevel = z.enum(qcLevels);
export type QcLevel = z.infer<typeof QcLevel>;
export const WestgardRule = z.enum(westgardRules);
export type WestgardRule = z.infer<typeof WestgardRule>;
export const QcRunStatus = z.enum(['accepted', 'warning', 'rejected']);
export type QcRunStatus = z.infer<typeof QcRunStatus>;

const Named = z.object({ id: z.number().int(), name: z.string() });

/** A test a group controls, with the control's target for it. */
export const QcGroupTest = z.object({
  testId: z.number().int(),
  testName: z.string(),
  targetMean: z.number(),
  targetSd: z.number(),
  unit: z.string(),
});
export type QcGroupTest = z.infer<typeof QcGroupTest>;

/** A QC group (spec 002 §3: name, department, type, created_at, lab_user__name) with its device and tests. */
export const QcGroup = z
  .object({
    id: z.number().int(),
    name: z.string(),
    department: Named,
    level: QcLevel,
    device: Named,
    lotNumber: z.string().nullable(),
    enabled: z.boolean(),
    tests: z.array(QcGroupTest),
    /** The newest run's status and time; null before the first run. */
    lastRun: z.object({ status: QcRunStatus, measuredAt: Timestamp }).nullable(),
    /** How many holds of this group are unresolved. */
    openHolds: z.number().int(),
    createdAt: Timestamp,
    createdBy: z.string().nullable(),
    version: Version,
  })
  .meta({ id: 'QcGroup' });
export type QcGroup = z.infer<typeof QcGroup>;

export const QcGroupListQuery = listQuery(['name', 'createdAt']).extend({
  departmentId: Id.optional(),
  includeDisabled: QueryFlag,
});
export type QcGroupListQuery = z.input<typeof QcGroupListQuery>;
export const QcGroupList = page(QcGroup).meta({ id: 'QcGroupList' });
export type QcGroupList = z.infer<typeof QcGroupList>;

const QcTargetInput = z.object({
  testId: Id,
  targetMean: z.number().finite(),
  targetSd: z.number().gt(0, 'qcTargetSdPositive').finite(),
  unit: Text({ max: 20, min: 0 }),
});

/** add-new-qc: a group, its device and the tests it controls. */
export const CreateQcGroup = z.object({
  name: Name(100),
  departmentId: Id,
  level: QcLevel,
  deviceId: Id,
  lotNumber: Text({ max: 60, min: 0 }).nullable(),
  tests: z.array(QcTargetInput).min(1, 'qcGroupNeedsTest').max(100),
});
export type CreateQcGroup = z.input<typeof CreateQcGroup>;

/** edit-qc-details; remove-qc-details is `enabled: false` (its runs stay, as the records they are). */
export const UpdateQcGroup = CreateQcGroup.extend({ enabled: z.boolean(), version: Version });
export type UpdateQcGroup = z.input<typeof UpdateQcGroup>;

/** POST /qc/groups/{id}/runs: the values of one run; a test left out was not run. */
export const RecordQcRun = z.object({
  measuredAt: Timestamp,
  values: z
    .array(z.object({ testId: Id, value: z.number().finite() }))
    .min(1, 'qcRunEmpty')
    .max(100),
  comment: Text({ max: 500, min: 0, multiline: true }).nullable(),
});
export type RecordQcRun = z.input<typeof RecordQcRun>;

/** A QC record (spec 001 §3 'QC record: index, value, unit, date') with its judgement. */
export const QcRecord = z.object({
  id: z.number().int(),
  /** Its place in the control's series, 1 the first. */
  index: z.number().int(),
  testId: z.number().int(),
  value: z.number(),
  unit: z.string(),
  date: Timestamp,
  zScore: z.number(),
  status: QcRunStatus,
  violations: z.array(WestgardRule),
  /** spec 001 §10 'QC of {value}{unit} on MMM DD, YYYY, h:mm A', in the lab's time zone. */
  note: z.string(),
});
export type QcRecord = z.infer<typeof QcRecord>;

/** The answer of a run: its records judged, and the holds it opened with how many reports each holds. */
export const QcRunRecorded = z
  .object({
    runId: z.number().int(),
    status: QcRunStatus,
    records: z.array(QcRecord),
    holds: z.array(z.object({ holdId: z.number().int(), testId: z.number().int(), reports: z.number().int() })),
    messageKey: z.enum(['qcRunSaved', 'qcRunRejected']),
    messageParams: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .meta({ id: 'QcRunRecorded' });
export type QcRunRecorded = z.infer<typeof QcRunRecorded>;

/**
 * GET /qc/groups/{id}/chart?testId&from&to: one control's Levey-Jennings chart, its records
 * oldest first with the rules each broke; `from`/`to` are instants, the last 60 days by default.
 */
export const QcChartQuery = z.object({ testId: Id, from: Timestamp.optional(), to: Timestamp.optional() });
export type QcChartQuery = z.input<typeof QcChartQuery>;
export const QcChart = z
  .object({
    group: Named,
    test: Named,
    device: Named,
    target: z.object({ mean: z.number(), sd: z.number(), unit: z.string() }),
    records: z.array(QcRecord),
  })
  .meta({ id: 'QcChart' });
export type QcChart = z.infer<typeof QcChart>;

/** A report a hold holds, as the holds list shows it. */
export const QcHeldReport = z.object({
  reportId: z.number().int(),
  billId: z.number().int(),
  patientName: z.string(),
  testName: z.string(),
  enteredAt: Timestamp.nullable(),
  isSigned: z.boolean(),
});
export type QcHeldReport = z.infer<typeof QcHeldReport>;

/** A QC hold: the rejected record, its device and test, the reports held, and how it was resolved. */
export const QcHold = z
  .object({
    id: z.number().int(),
    group: Named,
    test: Named,
    device: Named,
    record: QcRecord,
    openedAt: Timestamp,
    resolvedAt: Timestamp.nullable(),
    resolvedBy: z.string().nullable(),
    resolutionComment: z.string().nullable(),
    reports: z.array(QcHeldReport),
    version: Version,
  })
  .meta({ id: 'QcHold' });
export type QcHold = z.infer<typeof QcHold>;

export const QcHoldListQuery = listQuery(['openedAt']).extend({
  state: z.enum(['open', 'resolved']).default('open'),
  groupId: Id.optional(),
});
export type QcHoldListQuery = z.input<typeof QcHoldListQuery>;
export const QcHoldList = page(QcHold).meta({ id: 'QcHoldList' });
export type QcHoldList = z.infer<typeof QcHoldList>;

/** POST /qc/holds/{id}/resolve: 'resolved with a comment', audited. */
export const ResolveQcHold = z.object({ comment: Text({ max: 1000, multiline: true }), version: Version });
export type ResolveQcHold = z.infer<typeof ResolveQcHold>;
export const QcHoldResolved = z
  .object({ hold: QcHold, messageKey: z.literal('qcHoldResolved'), messageParams: z.object({ count: z.number() }) })
  .meta({ id: 'QcHoldResolved' });
export type QcHoldResolved = z.infer<typeof QcHoldResolved>;

/**
 * POST /qc/unresolved-reports (spec 001 §7 '/api-v3/interfacing/device/unresolved-reports with
 * report_ids, only when qualityControl is on'): which of these reports an unresolved hold holds.
 */
export const UnresolvedReportsRequest = z.object({ reportIds: z.array(Id).max(500) });
export type UnresolvedReportsRequest = z.infer<typeof UnresolvedReportsRequest>;
export const UnresolvedReports = z
  .object({
    items: z.array(
      z.object({
        reportId: z.number().int(),
        holdId: z.number().int(),
        groupName: z.string(),
        deviceName: z.string(),
        violations: z.array(WestgardRule),
        note: z.string(),
      }),
    ),
  })
  .meta({ id: 'UnresolvedReports' });
export type UnresolvedReports = z.infer<typeof UnresolvedReports>;

/** GET /qc/options: what the group form chooses from: departments, devices with the tests each runs. */
export const QcOptions = z
  .object({
    departments: z.array(Named),
    devices: z.array(
      Named.extend({ departmentId: z.number().int(), tests: z.array(Named.extend({ unit: z.string().nullable() })) }),
    ),
  })
  .meta({ id: 'QcOptions' });
export type QcOptions = z.infer<typeof QcOptions>;
