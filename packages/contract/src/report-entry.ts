import { entryStages, reportExceptions, reportStatuses } from '@lims/domain';
import { z } from 'zod';
import { ReportFormatParameter } from './catalogue.js';
import { Id, Timestamp, Version } from './common.js';
import { ConsumptionLineInput } from './inventory.js';
import { SampleRedrawFlag, SampleStatus } from './sample-collection.js';
import { Text } from './text.js';

/** The domain's statuses and stages (packages/domain/src/reports/report-status.ts). */
export const ReportStatus = z.enum(reportStatuses);
export type ReportStatus = z.infer<typeof ReportStatus>;
export const EntryStage = z.enum(entryStages);
export type EntryStage = z.infer<typeof EntryStage>;
export const ReportException = z.enum(reportExceptions);
export type ReportException = z.infer<typeof ReportException>;

/** spec 001 §3 'Report value': isCritical 0 normal, 1 Abnormal, 2 Critical. */
export const CriticalLevel = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export const ReportValue = z
  .object({ index: z.number().int(), value: z.string(), highlight: z.boolean(), isCritical: CriticalLevel })
  .meta({ id: 'ReportValue' });
export type ReportValue = z.infer<typeof ReportValue>;

/** A doctor's signature on a report (spec 001 §3 'Signing doctor': docId, docFullName, signingDate). */
export const ReportSignature = z.object({
  doctorId: z.number().int(),
  doctorName: z.string(),
  position: z.number().int().min(1).max(4),
  signedAt: Timestamp,
  fromDoctorLogin: z.boolean(),
  fromCache: z.boolean(),
});
export type ReportSignature = z.infer<typeof ReportSignature>;

/** The patient's previous value of a parameter (same test, same parameter index), with its date. */
export const PreviousValue = z.object({
  index: z.number().int(),
  value: z.string(),
  reportedAt: Timestamp,
  reportId: z.number().int(),
});
export type PreviousValue = z.infer<typeof PreviousValue>;

/** The patient detail side panel (spec 001 §2 'Patient detail side panel'). */
export const ReportSidePanel = z.object({
  billDate: Timestamp,
  accessionDate: Timestamp.nullable(),
  billedBy: z.string().nullable(),
  labBillId: z.string(),
  billId: z.number().int(),
  sampleId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  organisation: z.object({ name: z.string(), contact: z.string().nullable() }).nullable(),
  referral: z.string().nullable(),
  interfacedOn: Timestamp.nullable(),
  medicalHistory: z.string().nullable(),
  allergies: z.string().nullable(),
  previousReportOn: Timestamp.nullable(),
  attachments: z.number().int(),
  /** The bill has an amount due: with the print setting hideAmountDueReport on, its reports do not print (spec 001 §6). */
  billDue: z.boolean(),
});
export type ReportSidePanel = z.infer<typeof ReportSidePanel>;

export const ReportAmendment = z.object({
  reason: z.string(),
  amendedAt: Timestamp,
  amendedBy: z.string().nullable(),
});

/**
 * `GET /api/v1/reports/{id}`: everything the report-entry panel shows (spec 001 §2
 * 'Report-entry panel', 'Signing doctor panel', 'Patient detail side panel').
 */
export const ReportEntry = z
  .object({
    id: z.number().int(),
    version: Version,
    status: ReportStatus,
    stage: EntryStage,
    test: z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      isRadiology: z.boolean(),
      department: z.object({ id: z.number().int(), name: z.string() }),
    }),
    /** The test's formats, default first (spec 001 §2 'Select the format'). */
    formats: z.array(z.object({ id: z.number().int(), name: z.string(), isDefault: z.boolean() })),
    /** The format in use; null: the test has none ('Please add format for this report and bill again.'). */
    format: z.object({ id: z.number().int(), name: z.string(), parameters: z.array(ReportFormatParameter) }).nullable(),
    values: z.array(ReportValue),
    previousValues: z.array(PreviousValue),
    patient: z.object({
      id: z.number().int(),
      labPatientId: z.string(),
      fullName: z.string(),
      designation: z.string().nullable(),
      gender: z.string().nullable(),
      age: z.number().int().nullable(),
      ageUnit: z.string().nullable(),
    }),
    sample: z
      .object({
        id: z.number().int(),
        autoSampleId: z.string(),
        accessionNo: z.string().nullable(),
        status: SampleStatus,
        redrawFlag: SampleRedrawFlag,
      })
      .nullable(),
    sidePanel: ReportSidePanel,
    targetTatMinutes: z.number().int(),
    signatures: z.array(ReportSignature),
    minApprovals: z.number().int(),
    maxApprovals: z.number().int(),
    exception: z.object({
      inQuestion: z.boolean(),
      onHold: z.boolean(),
      notPerformed: z.boolean(),
      isResolved: z.boolean(),
      /** An unresolved QC hold holds it (spec 001 §4 'shown as QC Hold'): it cannot be signed. */
      qcHold: z.boolean(),
      comments: z.string().nullable(),
      resolutionComments: z.string().nullable(),
    }),
    comments: z.string().nullable(),
    critical: z.object({
      count: z.number().int(),
      acknowledgedAt: Timestamp.nullable(),
      acknowledgedBy: z.string().nullable(),
    }),
    emergency: z.boolean(),
    markedAsDone: z.boolean(),
    isSynced: z.boolean(),
    reviewCounter: z.number().int(),
    consultingDoctor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    amendments: z.array(ReportAmendment),
    enteredAt: Timestamp.nullable(),
    enteredBy: z.string().nullable(),
    /** The device the test ran on (issue 15), and the enabled devices its test runs on to choose from. */
    device: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    devices: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** The lab's entry settings the panel follows (spec 001 §3 'Operation settings', §5). */
    settings: z.object({
      highLightPreference: z.union([z.literal(0), z.literal(1), z.literal(2)]),
      forceCalculationFlag: z.boolean(),
      mandatoryFieldsFlag: z.boolean(),
      storeValuesToDocumentDb: z.boolean(),
      cacheSignatureFlag: z.boolean(),
      inventoryManagement: z.boolean(),
      qualityControl: z.boolean(),
    }),
    /** Whether the caller may change the values now (not signed, not dispatched, allowed to enter). */
    editable: z.boolean(),
    /** Whether the caller may sign it (a signing step is open and the caller may take passkeys). */
    signable: z.boolean(),
  })
  .meta({ id: 'ReportEntry' });
export type ReportEntry = z.infer<typeof ReportEntry>;

/** One value typed: the server checks it, computes the calculated ones and sets the flags itself. */
export const EnteredValue = z.object({ index: z.number().int().min(0).max(999), value: z.string().max(200_000) });
export type EnteredValue = z.infer<typeof EnteredValue>;

/** A doctor's passkey for signing (spec 001 §3 signingDoctor.., passKey..); `cached` uses a remembered signature. */
export const SignatureRequest = z.object({
  doctorId: Id,
  passkey: z.string().max(200).optional(),
  cached: z.boolean().default(false),
});
export type SignatureRequest = z.input<typeof SignatureRequest>;

const Comments = Text({ max: 2000, min: 0, multiline: true });

/**
 * `PUT /api/v1/reports/{id}/values` (spec 001 §7 'Save values': testValues, saveFlag, formatId,
 * reportMeta). saveFlag 0 saves; 1 saves and signs with `signatures`. Changing a value of a
 * signed report removes its signatures: the client must say it knows (`removeSignatures`). A
 * dispatched report is changed only with an `amendmentReason`.
 */
export const SaveReportValues = z.object({
  version: Version,
  formatId: Id,
  values: z.array(EnteredValue).max(500),
  comments: Comments.nullable().optional(),
  saveFlag: z.union([z.literal(0), z.literal(1)]).default(0),
  signatures: z.array(SignatureRequest).max(4).default([]),
  submit: z.boolean().default(false),
  removeSignatures: z.boolean().default(false),
  amendmentReason: Text({ max: 1000, min: 0, multiline: true }).optional(),
  /**
   * The device the test ran on (issue 15); omitted, the report keeps its device, or takes its
   * test's only device.
   */
  deviceId: Id.nullable().optional(),
  /**
   * spec 001 §7 inventoryValue: the stock the first save consumes (stockTestId, inventoryId,
   * brandId, quantityConsumed), as the inventory-used panel shows it; omitted, the mapped
   * quantities. Ignored once the report has consumed (once per report).
   */
  inventoryValue: z.array(ConsumptionLineInput).max(100).optional(),
});
export type SaveReportValues = z.input<typeof SaveReportValues>;

/** The answer of a save: the report as it now is, and the message to show. */
export const ReportSaved = z.object({
  report: ReportEntry,
  signaturesRemoved: z.number().int(),
  messageKey: z.string(),
});
export type ReportSaved = z.infer<typeof ReportSaved>;

/** `PUT /api/v1/reports/{id}/format` (spec 001 §4 'Report format change'): values of matching parameters stay. */
export const ChangeReportFormat = z.object({ version: Version, formatId: Id });
export type ChangeReportFormat = z.infer<typeof ChangeReportFormat>;

/** Any action on one report made from the `version` read. */
export const ReportVersion = z.object({ version: Version });
export type ReportVersion = z.infer<typeof ReportVersion>;

export const ReportIdParams = z.object({ id: Id });

/** A parameter of a report that takes a file (spec 001 §4 'File upload in report entry'). */
export const ReportFileParams = z.object({ id: Id, index: z.coerce.number().int().min(0) });
/** The report's version the upload was chosen on, as a query parameter beside the multipart body. */
export const ReportFileQuery = z.object({ version: z.coerce.number().int().min(0) });

/**
 * Sent on 'waiting-list' to the whole lab when reports change (spec 001 §7 'Real-time channels:
 * waiting list'), so open lists and entry panels reload them. 'critical' is a report saved with
 * a critical value: every lab user sees it until someone acknowledges it ('criticalAcknowledged').
 */
export const reportEventKinds = [
  'saved',
  'signed',
  'unsigned',
  'submitted',
  'critical',
  'criticalAcknowledged',
  'exception',
  'markedDone',
  'commented',
  /** Marked as printed, archived or returned from the archives (the print and dispatch waiting list). */
  'printed',
  'archived',
  'unarchived',
] as const;
export const ReportsPayload = z.object({
  kind: z.enum(reportEventKinds),
  reportIds: z.array(z.number().int()),
  /** For 'critical': what the notification says. */
  critical: z
    .object({ reportId: z.number().int(), testName: z.string(), patientName: z.string(), count: z.number().int() })
    .optional(),
});
export type ReportsPayload = z.infer<typeof ReportsPayload>;
