/**
 * The one place a report's status is worked out from its flags (spec 002 §4 'Report status
 * (priority order)', spec 001 §4 'Report statuses', 'Filters by flags', 'Report action label',
 * 'Worklist progress wording'). The server lists and filters with it, the web shows it: both
 * read the same answer for the same flags.
 */

/** spec 002 §3 sampleRedrawFlag: 0 none, 1 Sample Redrawn, 2 Report Redone. */
export type RedrawFlag = 0 | 1 | 2;

/** The sample behind a report, as the samples area keeps it (packages/domain samples/sample-status.ts). */
export type ReportSampleState = 'notCollected' | 'collected' | 'received' | 'rejected';

/** Every flag the status depends on (spec 002 §3 'Lab report (fields used by work lists, samples and signing)'). */
export interface ReportFlags {
  dismissed: boolean;
  /** spec 002 §3 makrAsDone. */
  markedAsDone: boolean;
  redrawFlag: RedrawFlag;
  /** Submitted, dispatched (spec isSynced). */
  isSynced: boolean;
  isApproved: boolean;
  isSigned: boolean;
  partialSigned: boolean;
  /** Values saved with some mandatory ones still empty (spec isPartialFill). */
  isPartialFill: boolean;
  /** Values saved (spec completedTests). */
  completedTests: boolean;
  sample: ReportSampleState;
}

/** spec 002 §4, highest priority first. */
export const reportStatuses = [
  'markAsDone',
  'dismissed',
  'sampleRedrawn',
  'reportRedone',
  'dispatched',
  'approved',
  'signed',
  'partiallySigned',
  'partiallyCompleted',
  'completed',
  'notCollected',
  'notReceived',
  'incomplete',
] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** spec 002 §4: 'Actionable statuses: Sample Redrawn, Report Redone, Signed, Approved, ...'. */
export const actionableStatuses: ReadonlySet<ReportStatus> = new Set([
  'sampleRedrawn',
  'reportRedone',
  'signed',
  'approved',
  'partiallySigned',
  'partiallyCompleted',
  'completed',
  'notCollected',
  'notReceived',
  'incomplete',
]);

/**
 * spec 002 §4, in its priority order: the first that holds is the status. 'Not Collected (not
 * collected and not arrived), Not Received (arrived but not collected)': in this product a
 * sample collected at a centre has arrived for the patient but not reached the lab, so it reads
 * Not Received until the lab receives it; a received sample with no values is Incomplete. A
 * rejected sample is back to be collected again (samples area): Not Collected.
 */
export function reportStatusOf(flags: ReportFlags): ReportStatus {
  if (flags.dismissed && flags.markedAsDone) return 'markAsDone';
  if (flags.dismissed) return 'dismissed';
  if (flags.redrawFlag === 1) return 'sampleRedrawn';
  if (flags.redrawFlag === 2) return 'reportRedone';
  if (flags.isSynced) return 'dispatched';
  if (flags.isApproved) return 'approved';
  if (flags.isSigned) return 'signed';
  if (flags.partialSigned) return 'partiallySigned';
  if (flags.isPartialFill && flags.completedTests) return 'partiallyCompleted';
  if (flags.completedTests) return 'completed';
  if (flags.sample === 'notCollected' || flags.sample === 'rejected') return 'notCollected';
  if (flags.sample === 'collected') return 'notReceived';
  return 'incomplete';
}

/** spec 001 §4 'Report action label': Review for signed or approved, Preview for partly signed or completed. */
export type ReportAction = 'review' | 'preview' | null;

export function reportActionOf(status: ReportStatus): ReportAction {
  if (status === 'signed' || status === 'approved') return 'review';
  if (status === 'partiallySigned' || status === 'partiallyCompleted' || status === 'completed') return 'preview';
  return null;
}

/**
 * spec 001 §4 / 002 §4 'Worklist progress wording': Registered (sample not collected),
 * Acknowledged (collected, tests not completed), Report Entry (tests completed), Authenticated
 * (signed), Submitted (synced).
 */
export type ProgressStep = 'registered' | 'acknowledged' | 'reportEntry' | 'authenticated' | 'submitted';

export function progressStepOf(flags: ReportFlags): ProgressStep {
  if (flags.isSynced) return 'submitted';
  if (flags.isSigned || flags.isApproved) return 'authenticated';
  if (flags.completedTests) return 'reportEntry';
  if (flags.sample === 'notCollected' || flags.sample === 'rejected') return 'registered';
  return 'acknowledged';
}

/**
 * spec 002 §4 worksheet letters: (D)ispatched if synced; else (A)pproved if signed; else
 * (P)rocessed if completed and not partial; (P)rocessing if completed and partial; (U)nprocessed
 * if collected but not completed; blank if not collected.
 */
export function worksheetLetterOf(flags: ReportFlags): 'D' | 'A' | 'P' | 'U' | '' {
  if (flags.isSynced) return 'D';
  if (flags.isSigned || flags.isApproved) return 'A';
  if (flags.completedTests) return 'P';
  if (flags.sample === 'notCollected' || flags.sample === 'rejected') return '';
  return 'U';
}

/** The entry list's tabs (spec 001 §2 waiting-list tab paths, spec 002 §4 'Worklist tabs'). */
export const entryListTabs = [
  'total',
  'pending',
  'partial',
  'completed',
  'signed',
  'partiallyApproved',
  'emergency',
  'tatExceeded',
  'outsourced',
  'critical',
  'assigned',
] as const;
export type EntryListTab = (typeof entryListTabs)[number];

/**
 * Where a report's entry stands, kept on the report by the reports service on every write so the
 * lists filter on one indexed column. It is the report-side half of the status: the sample's
 * half (collected, received, redrawn) is the samples area's.
 */
export const entryStages = [
  'pending',
  'partial',
  'completed',
  'partiallySigned',
  'signed',
  'approved',
  'dispatched',
] as const;
export type EntryStage = (typeof entryStages)[number];

export function entryStageOf(
  flags: Pick<
    ReportFlags,
    'isSynced' | 'isApproved' | 'isSigned' | 'partialSigned' | 'isPartialFill' | 'completedTests'
  >,
): EntryStage {
  if (flags.isSynced) return 'dispatched';
  if (flags.isApproved) return 'approved';
  if (flags.isSigned) return 'signed';
  if (flags.partialSigned) return 'partiallySigned';
  if (flags.isPartialFill && flags.completedTests) return 'partial';
  if (flags.completedTests) return 'completed';
  return 'pending';
}

/**
 * The stages each status tab holds (spec 002 §4 'Worklist tabs': Pending excludes redraw-flagged,
 * signed, partially signed, completed and partial-fill reports; synced reports are always
 * excluded). The overlay tabs (emergency, TAT exceeded, outsourced, critical, assigned) hold every
 * stage but dispatched and are narrowed by their own condition. Redrawn reports show only in Total.
 */
export const stagesOfTab: Record<EntryListTab, readonly EntryStage[]> = {
  total: ['pending', 'partial', 'completed', 'partiallySigned', 'signed', 'approved'],
  pending: ['pending'],
  partial: ['partial'],
  completed: ['completed'],
  signed: ['signed', 'approved'],
  partiallyApproved: ['partiallySigned'],
  emergency: ['pending', 'partial', 'completed', 'partiallySigned', 'signed', 'approved'],
  tatExceeded: ['pending', 'partial', 'completed', 'partiallySigned'],
  outsourced: ['pending', 'partial', 'completed', 'partiallySigned', 'signed', 'approved'],
  critical: ['pending', 'partial', 'completed', 'partiallySigned', 'signed', 'approved'],
  assigned: ['pending', 'partial', 'completed', 'partiallySigned', 'signed', 'approved'],
};

/** spec 002 §4 'Patient-level status', from the statuses of a patient's reports (redone ones left out). */
export type PatientReportsStatus = 'signed' | 'completed' | 'partiallySigned' | 'partiallyCompleted' | 'pending';

export function patientReportsStatusOf(statuses: readonly ReportStatus[]): PatientReportsStatus {
  const counted = statuses.filter((status) => status !== 'reportRedone');
  if (counted.length === 0) return 'pending';
  const isSigned = (status: ReportStatus) => status === 'signed' || status === 'approved' || status === 'dispatched';
  const isCompleted = (status: ReportStatus) =>
    isSigned(status) || status === 'completed' || status === 'partiallySigned';
  if (counted.every(isSigned)) return 'signed';
  if (counted.every(isCompleted)) return 'completed';
  if (counted.some((status) => isSigned(status) || status === 'partiallySigned')) return 'partiallySigned';
  if (counted.some((status) => isCompleted(status) || status === 'partiallyCompleted')) return 'partiallyCompleted';
  return 'pending';
}

/**
 * spec 001 §4 'Doctor-login read-only': completed, partially approved, approved, signed and one
 * more status the spec does not show: dispatched (a submitted report is never changed by a
 * doctor). A doctor opens these to read and sign; values are entered only where the lab allows.
 */
export const doctorReadOnlyStatuses: ReadonlySet<ReportStatus> = new Set([
  'completed',
  'partiallySigned',
  'approved',
  'signed',
  'dispatched',
]);
