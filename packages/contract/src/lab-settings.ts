import {
  auditAreas,
  businessAccountPlans,
  emailSwitches,
  highLightPreferences,
  reportFontFamilies,
  reportFontSizes,
  reportPaperMargins,
  sampleOrBillIdChoices,
  smsSwitches,
  sortingFlags,
  whatsAppVariants,
  whatsappSwitches,
} from '@lims/domain';
import { z } from 'zod';
import { CatalogueRef } from './catalogue.js';
import { Id, Timestamp, Version } from './common.js';
import { listQuery, page, SortDirection } from './lists.js';
import { CalendarDate } from './patients.js';

const switches = <Key extends string>(keys: readonly Key[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, z.boolean()])) as Record<Key, z.ZodBoolean>);

const oneOf = <Value extends number>(choices: Record<string, Value>) =>
  z.union(Object.values(choices).map((value) => z.literal(value)) as [z.ZodLiteral<Value>, ...z.ZodLiteral<Value>[]]);

/** spec 000 §3 'Communication settings' (§7 get-/update-lab-communication-settings). */
const CommunicationFields = {
  sms: switches(smsSwitches),
  whatsapp: switches(whatsappSwitches),
  email: switches(emailSwitches),
  /** Default [1] (spec 000 §9); at least one known variant, each once. */
  whatsAppVariantTriggerList: z
    .array(oneOf(Object.fromEntries(whatsAppVariants.map((variant) => [variant, variant])) as Record<string, number>))
    .min(1)
    .max(whatsAppVariants.length)
    .refine((list) => new Set(list).size === list.length, 'invalidRequest'),
  /** Default standard_plan (spec 000 §9). */
  businessAccountPlan: z.enum(businessAccountPlans),
};

/** The lab's communication settings; `version` is the lab settings' version (docs/decisions/0012). */
export const CommunicationSettings = z
  .object({ ...CommunicationFields, version: Version })
  .meta({ id: 'CommunicationSettings' });
export type CommunicationSettings = z.infer<typeof CommunicationSettings>;

/** The whole section, as the page shows it, with the version it was read at. */
export const UpdateCommunicationSettings = z.strictObject({ ...CommunicationFields, version: Version });
export type UpdateCommunicationSettings = z.infer<typeof UpdateCommunicationSettings>;

/** spec 001 §3 'Operation settings', each with the kind the spec uses it as. */
const OperationFields = {
  cacheSignatureFlag: z.boolean(),
  /** A signing doctor of this lab, or null. */
  defaultSignDoc: Id.nullable(),
  fixDefaultSignDocFlag: z.boolean(),
  forceCalculationFlag: z.boolean(),
  /** 0 check on each change, 1 on blur, 2 no highlighting (spec 001 §5). */
  highLightPreference: oneOf(highLightPreferences),
  /** 0 last updated, 1 accession date, 2 bill time (spec 001 §3). */
  sortingFlag: oneOf(sortingFlags),
  showLatestOnTop: z.boolean(),
  flatWaitingList: z.boolean(),
  /** 0 the sample ID, 1 the bill ID. */
  showSampleOrBillID: oneOf(sampleOrBillIdChoices),
  mandatoryFieldsFlag: z.boolean(),
  storeValuesToDocumentDb: z.boolean(),
  testEntryByDoctor: z.boolean(),
  /** 1 to 4 signatures before dispatch, and at most (spec 001 §3, §9); the minimum not above the maximum. */
  minApprovals: z.number().int().min(1).max(4),
  maxApprovals: z.number().int().min(1).max(4),
};

export const OperationSettings = z
  .object({
    ...OperationFields,
    version: Version,
    /** The lab's enabled signing doctors: what `defaultSignDoc` may be. */
    signingDoctors: z.array(CatalogueRef),
  })
  .meta({ id: 'OperationSettings' });
export type OperationSettings = z.infer<typeof OperationSettings>;

export const UpdateOperationSettings = z.strictObject({ ...OperationFields, version: Version });
export type UpdateOperationSettings = z.infer<typeof UpdateOperationSettings>;

/** How the lab's reports print (spec 002 §3 print defaults; packages/domain settings/print-settings.ts). */
const PrintFields = {
  fontSize: z.number().int().min(reportFontSizes.min).max(reportFontSizes.max),
  fontFamily: z.enum(reportFontFamilies),
  pageNumbers: z.boolean(),
  paperMargin: z.number().int().min(reportPaperMargins.min).max(reportPaperMargins.max),
  /** PHP-style tokens (d, j, D, l, m, n, M, F, y, Y, H, G, h, g, i, s, a, A); other characters print as they are. */
  dateFormat: z.string().trim().min(1).max(40),
  withLetterhead: z.boolean(),
  hideAmountDueReport: z.boolean(),
  showDueReportAlert: z.boolean(),
};

/** Every lab user reads them (the viewer and the print list follow them); the admin changes them. */
export const PrintSettings = z.object({ ...PrintFields, version: Version }).meta({ id: 'PrintSettings' });
export type PrintSettings = z.infer<typeof PrintSettings>;
export const UpdatePrintSettings = z.strictObject({ ...PrintFields, version: Version });
export type UpdatePrintSettings = z.infer<typeof UpdatePrintSettings>;
export const printSettingsPath = '/api/v1/settings/print';

export const communicationSettingsPath = '/api/v1/settings/communication';
export const operationSettingsPath = '/api/v1/settings/operation';

// The audit trail (issue 8: every settings change audited with before and after, visible to an
// admin, filtered by user, area and date).

export const AuditArea = z.enum(auditAreas);
export type AuditArea = z.infer<typeof AuditArea>;

/** Who made a change: a lab's account, a support user, or the system (no account: `name` null). */
export const AuditActor = z.object({
  accountId: z.number().int().nullable(),
  kind: z.string(),
  name: z.string().nullable(),
});
export type AuditActor = z.infer<typeof AuditActor>;

export const AuditEntry = z
  .object({
    id: z.number().int(),
    at: Timestamp,
    actor: AuditActor,
    area: AuditArea,
    action: z.string(),
    entityType: z.string(),
    entityId: z.string(),
    /** The changed keys only, as they were and as they became (null: nothing on that side). */
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

/** Newest first; `from` and `to` are the lab's calendar days, both included. */
export const AuditListQuery = listQuery(['at']).extend({
  direction: SortDirection.default('desc'),
  accountId: Id.optional(),
  area: AuditArea.optional(),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuery>;

export const AuditPage = page(AuditEntry).meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPage>;

/** Everyone who appears in the lab's audit trail: the user filter's choices. */
export const AuditActors = z.object({ items: z.array(AuditActor) }).meta({ id: 'AuditActors' });
export type AuditActors = z.infer<typeof AuditActors>;
