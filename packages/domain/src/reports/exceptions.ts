/**
 * Report exceptions (spec 001 §3 'Consult update', §4 'Exceptions'; spec 002 §4): In Question,
 * On Hold, Not Performed and Resolved, with comments and resolution comments.
 */
export const reportExceptions = ['inQuestion', 'onHold', 'notPerformed', 'resolved'] as const;
export type ReportException = (typeof reportExceptions)[number];

/** spec 001 §3: 'Issue-resolution statuses: Resolved (1), In Question (2), On Hold (3), Not Performed (4).' */
export const reportExceptionCodes: Record<ReportException, 1 | 2 | 3 | 4> = {
  resolved: 1,
  inQuestion: 2,
  onHold: 3,
  notPerformed: 4,
};

export interface ExceptionFlags {
  inQuestion: boolean;
  onHold: boolean;
  notPerformed: boolean;
  isResolved: boolean;
}

export const noExceptions: ExceptionFlags = {
  inQuestion: false,
  onHold: false,
  notPerformed: false,
  isResolved: false,
};

/**
 * The flags after marking an exception: one open exception at a time, and Resolved clears the
 * open one (its comment stays as the resolution's history in the audit).
 */
export function exceptionFlagsFor(exception: ReportException): ExceptionFlags {
  return {
    inQuestion: exception === 'inQuestion',
    onHold: exception === 'onHold',
    notPerformed: exception === 'notPerformed',
    isResolved: exception === 'resolved',
  };
}

export type ExceptionBadge = { kind: ReportException | 'qcHold'; colour: 'red' | 'green' } | null;

/**
 * spec 001 §4: 'Badge priority: In Question, then On Hold (shown as 'QC Hold' if an unresolved
 * QC hold exists), then Not Performed, then Resolved (green). The others are red.' `qcHold`: an
 * unresolved QC hold holds the report (issue 15), which is a hold whether or not staff put it
 * on hold themselves.
 */
export function exceptionBadgeOf(flags: ExceptionFlags & { qcHold?: boolean }): ExceptionBadge {
  if (flags.inQuestion) return { kind: 'inQuestion', colour: 'red' };
  if (flags.onHold || flags.qcHold) return { kind: flags.qcHold ? 'qcHold' : 'onHold', colour: 'red' };
  if (flags.notPerformed) return { kind: 'notPerformed', colour: 'red' };
  if (flags.isResolved) return { kind: 'resolved', colour: 'green' };
  return null;
}
