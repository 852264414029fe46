/**
 * The Work List dialog's status checkboxes (spec 002 §4 'Work list status checkboxes'): 'All
 * toggles the five statuses and TAT exceeded (TAT unaffected if its checkbox is disabled).
 * Choosing an estimated TAT range turns TAT exceeded off and disables it; checking TAT exceeded
 * disables the TAT date range. All is considered true only when all five statuses (and TAT
 * exceeded if enabled) are checked.' The web's checkboxes and the server's request read the same
 * state through these functions.
 */
export const worklistStatuses = ['unprocessed', 'processing', 'processed', 'approved', 'dispatched'] as const;
export type WorklistStatus = (typeof worklistStatuses)[number];

export interface WorklistStatusChoice {
  statuses: Record<WorklistStatus, boolean>;
  tatExceeded: boolean;
  /** An estimated TAT range is chosen: TAT exceeded is off and disabled. */
  estimatedRangeChosen: boolean;
}

export const initialStatusChoice: WorklistStatusChoice = {
  statuses: { unprocessed: true, processing: true, processed: true, approved: true, dispatched: true },
  tatExceeded: true,
  estimatedRangeChosen: false,
};

/** TAT exceeded's checkbox is disabled while an estimated TAT range is chosen. */
export const tatExceededDisabled = (choice: WorklistStatusChoice): boolean => choice.estimatedRangeChosen;

/** The estimated TAT range is disabled while TAT exceeded is checked. */
export const estimatedRangeDisabled = (choice: WorklistStatusChoice): boolean => choice.tatExceeded;

/** All is checked only when the five statuses are, and TAT exceeded too unless it is disabled. */
export function allChecked(choice: WorklistStatusChoice): boolean {
  const statuses = worklistStatuses.every((status) => choice.statuses[status]);
  return statuses && (tatExceededDisabled(choice) || choice.tatExceeded);
}

/** All sets the five statuses and TAT exceeded to its value, leaving TAT exceeded alone when it is disabled. */
export function toggleAll(choice: WorklistStatusChoice, checked: boolean): WorklistStatusChoice {
  const statuses = Object.fromEntries(worklistStatuses.map((status) => [status, checked])) as Record<
    WorklistStatus,
    boolean
  >;
  return { ...choice, statuses, tatExceeded: tatExceededDisabled(choice) ? choice.tatExceeded : checked };
}

export function toggleStatus(choice: WorklistStatusChoice, status: WorklistStatus, checked: boolean) {
  return { ...choice, statuses: { ...choice.statuses, [status]: checked } };
}

/** Checking TAT exceeded is refused while it is disabled. */
export function toggleTatExceeded(choice: WorklistStatusChoice, checked: boolean): WorklistStatusChoice {
  if (tatExceededDisabled(choice)) return choice;
  return { ...choice, tatExceeded: checked };
}

/** Choosing an estimated TAT range turns TAT exceeded off; clearing it enables TAT exceeded again, unchecked. */
export function chooseEstimatedRange(choice: WorklistStatusChoice, chosen: boolean): WorklistStatusChoice {
  return { ...choice, estimatedRangeChosen: chosen, tatExceeded: chosen ? false : choice.tatExceeded };
}

/** spec 002 §5 'Work list: at least one parameter must be chosen': a status or TAT exceeded. */
export const anyStatusChosen = (choice: Pick<WorklistStatusChoice, 'statuses' | 'tatExceeded'>): boolean =>
  choice.tatExceeded || worklistStatuses.some((status) => choice.statuses[status]);

/** The flags a report's work-list status is worked out from (spec 002 §4 'Alternate PDF wording'). */
export interface WorklistStatusFlags {
  completedTests: boolean;
  isPartialFill: boolean;
  isSigned: boolean;
  isApproved: boolean;
  isSynced: boolean;
}

/**
 * spec 002 §4 'Alternate PDF wording: Unprocessed, Processing (completed but partially filled),
 * Processed, Approved, Dispatched', the same order as the worksheet letters.
 */
export function worklistStatusOf(flags: WorklistStatusFlags): WorklistStatus {
  if (flags.isSynced) return 'dispatched';
  if (flags.isSigned || flags.isApproved) return 'approved';
  if (flags.completedTests && flags.isPartialFill) return 'processing';
  if (flags.completedTests) return 'processed';
  return 'unprocessed';
}

/** Whether a report is kept by the checked statuses: its status is checked, or it is past its TAT and TAT exceeded is. */
export function keptByStatusChoice(
  choice: Pick<WorklistStatusChoice, 'statuses' | 'tatExceeded'>,
  report: WorklistStatusFlags & { tatExceeded: boolean },
): boolean {
  return choice.statuses[worklistStatusOf(report)] || (choice.tatExceeded && report.tatExceeded);
}
