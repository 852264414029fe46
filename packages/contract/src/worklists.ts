import {
  worklistFormats,
  worklistKinds,
  worklistSortOrders,
  worklistStatuses,
  worklistTemplateFlags,
} from '@lims/domain';
import { z } from 'zod';
import { Id, Timestamp, Version } from './common.js';
import { CalendarDate } from './patients.js';
import { ReportException } from './report-entry.js';
import { Name, Text } from './text.js';

export const WorklistKind = z.enum(worklistKinds);
export type WorklistKind = z.infer<typeof WorklistKind>;
export const WorklistFormat = z.enum(worklistFormats);
export type WorklistFormat = z.infer<typeof WorklistFormat>;
export const WorklistSortOrder = z.enum(worklistSortOrders);

/** spec 002 §3 'Work list template' reportJSON: the 13 options, each on or off. */
export const WorklistTemplateFlags = z.object(
  Object.fromEntries(worklistTemplateFlags.map((flag) => [flag, z.boolean()])) as Record<
    (typeof worklistTemplateFlags)[number],
    z.ZodBoolean
  >,
);
export type WorklistTemplateFlags = z.infer<typeof WorklistTemplateFlags>;

/**
 * A work list template (spec 002 §3; §7 getWorklistReportConfigurationSettings). `categoryId`
 * null is the default category, 'Default WorkList' (30); `categoryName` is what the list shows.
 */
export const WorklistTemplate = z
  .object({
    id: z.number().int(),
    name: z.string(),
    categoryId: z.number().int().nullable(),
    categoryName: z.string().nullable(),
    format: WorklistFormat,
    flags: WorklistTemplateFlags,
    version: Version,
    updatedAt: Timestamp,
  })
  .meta({ id: 'WorklistTemplate' });
export type WorklistTemplate = z.infer<typeof WorklistTemplate>;

export const WorklistTemplateList = z.object({ items: z.array(WorklistTemplate) }).meta({ id: 'WorklistTemplateList' });
export type WorklistTemplateList = z.infer<typeof WorklistTemplateList>;

/** spec 002 §7 saveReportConfiguration: a new template (Save Settings on New Configuration). */
export const CreateWorklistTemplate = z.object({
  name: Name(100),
  categoryId: Id.nullable(),
  format: WorklistFormat,
  flags: WorklistTemplateFlags,
});
export type CreateWorklistTemplate = z.input<typeof CreateWorklistTemplate>;
/** The same call with the template's id: an edited template, at the version it was read. */
export const UpdateWorklistTemplate = CreateWorklistTemplate.extend({ version: Version });
export type UpdateWorklistTemplate = z.input<typeof UpdateWorklistTemplate>;

/**
 * What the Work List dialog and the modals choose from (spec 002 §2): the caller's departments,
 * the lab's test categories, enabled tests and devices (Select Device shows only when there are
 * some), signing doctors, and the templates. Referrals, organisations and patients are
 * type-aheads of their own areas.
 */
export const WorklistOptions = z
  .object({
    departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
    categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    tests: z.array(
      z.object({ id: z.number().int(), code: z.string(), name: z.string(), departmentId: z.number().int() }),
    ),
    devices: z.array(z.object({ id: z.number().int(), name: z.string(), departmentId: z.number().int().nullable() })),
    signingDoctors: z.array(z.object({ id: z.number().int(), fullName: z.string() })),
    templates: z.array(WorklistTemplate),
  })
  .meta({ id: 'WorklistOptions' });
export type WorklistOptions = z.infer<typeof WorklistOptions>;

const Day = CalendarDate.nullish();
const OptionalId = Id.nullish();

/** The status checkboxes (spec 002 §3 'Work list request': unprocessed .. dispatched, TATexceeded). */
export const WorklistStatusChoice = z.object({
  statuses: z.object(
    Object.fromEntries(worklistStatuses.map((status) => [status, z.boolean()])) as Record<
      (typeof worklistStatuses)[number],
      z.ZodBoolean
    >,
  ),
  tatExceeded: z.boolean(),
});

/**
 * The Work List dialog's filters (spec 002 §3 'Work list request', §7 getDataForDemoWorkList,
 * getReportFormatForNewWorkSheet). `from`/`to` are the lab's days of the bill; `estimatedFrom`/
 * `estimatedTo` the days a report is due (accession plus target TAT).
 */
export const WorklistFilters = z.object({
  from: Day,
  to: Day,
  departmentId: OptionalId,
  referralDoctorId: OptionalId,
  organisationId: OptionalId,
  categoryId: OptionalId,
  testIds: z.array(Id).max(500).default([]),
  deviceId: OptionalId,
  reportTag: ReportException.nullish(),
  estimatedFrom: Day,
  estimatedTo: Day,
  sortOrder: WorklistSortOrder.default('descending'),
  choice: WorklistStatusChoice,
  templateId: OptionalId,
  /** 'configuration is not applicable when compressed': the template is ignored. */
  compressed: z.boolean().default(false),
});

/** The header's days and department, for the kinds the menu starts at once. */
const HeaderRange = { from: Day, to: Day, departmentId: OptionalId };

/**
 * `POST /api/v1/worklists/runs`: one work list of a kind. The checks of spec 002 §5 are the
 * service's (the domain's worklist-validation), so that the refusal carries the spec's message.
 */
export const WorklistRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('workList'), ...WorklistFilters.shape }),
  z.object({ kind: z.literal('workSheet'), ...WorklistFilters.shape }),
  z.object({ kind: z.literal('testWise'), testId: OptionalId, ...HeaderRange }),
  z.object({ kind: z.literal('departmentWise'), ...HeaderRange }),
  z.object({ kind: z.literal('simple'), ...HeaderRange }),
  z.object({ kind: z.literal('processingSamples'), ...HeaderRange }),
  z.object({ kind: z.literal('accession'), ...HeaderRange }),
  z.object({ kind: z.literal('patientWise'), patientId: OptionalId, all: z.boolean().default(false), ...HeaderRange }),
  z.object({ kind: z.literal('sampleType'), from: Day, to: Day, sortOrder: WorklistSortOrder.default('descending') }),
  z.object({
    kind: z.literal('clinicalHistory'),
    patientName: Text({ max: 200, min: 0 }).nullish(),
    /** Reg No./IGID as typed: 'Patient Id must number' is the service's answer, not a 400 of shape. */
    patientId: Text({ max: 30, min: 0 }).nullish(),
    departmentId: OptionalId,
    referralDoctorId: OptionalId,
    fromLab: Text({ max: 30, min: 0 }).nullish(),
    toLab: Text({ max: 30, min: 0 }).nullish(),
    from: Day,
    to: Day,
  }),
  z.object({ kind: z.literal('referralDoctor'), doctorId: OptionalId, from: Day, to: Day }),
  z.object({ kind: z.literal('signingDoctor'), doctorId: OptionalId, from: Day, to: Day }),
]);
export type WorklistRequest = z.input<typeof WorklistRequest>;
export type WorklistRequestOf<Kind extends WorklistKind> = Extract<z.output<typeof WorklistRequest>, { kind: Kind }>;

export const WorklistRunState = z.enum(['queued', 'running', 'done', 'failed']);
export type WorklistRunState = z.infer<typeof WorklistRunState>;

/** A work list being made by a job (the issue: 'Large lists generate as a job with progress'). */
export const WorklistRun = z
  .object({
    id: z.number().int(),
    kind: WorklistKind,
    format: WorklistFormat,
    state: WorklistRunState,
    /** Lines gathered so far, of `total`. */
    done: z.number().int(),
    total: z.number().int(),
    /** A message key when it failed. */
    error: z.string().nullable(),
    /** spec 002 §9 'Export files named with a Unix timestamp'; null until it is done. */
    fileName: z.string().nullable(),
    createdAt: Timestamp,
    finishedAt: Timestamp.nullable(),
  })
  .meta({ id: 'WorklistRun' });
export type WorklistRun = z.infer<typeof WorklistRun>;
