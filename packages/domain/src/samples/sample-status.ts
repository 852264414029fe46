import type { MessageKey } from '../errors/messages.js';

/**
 * Where a sample is in its life (spec 002 §4 'Sample status': "Not Collected, Collected
 * (arrived and collected but not yet received), Received. A sample can be dismissed, or
 * redrawn once received."; spec 001 §4 the same). Billing makes it Not Collected; the samples
 * area moves it on. Rejected is the lab refusing a sample it cannot test (spec 002 §7
 * getRejectedSamples, enableRejectedSamples); Cancelled and Dismissed withdraw a sample no live
 * test needs (a cancelled bill line, a dismissed bill or sample).
 *
 * This is the one place that says what each status means and what may happen to it: every
 * screen, query and service asks it.
 */
export const sampleStatuses = {
  notCollected: 'notCollected',
  collected: 'collected',
  received: 'received',
  rejected: 'rejected',
  cancelled: 'cancelled',
  dismissed: 'dismissed',
} as const;
export type SampleStatus = (typeof sampleStatuses)[keyof typeof sampleStatuses];
export const sampleStatusValues = Object.values(sampleStatuses) as readonly SampleStatus[];

export const isSampleStatus = (value: unknown): value is SampleStatus =>
  typeof value === 'string' && (sampleStatusValues as readonly string[]).includes(value);

/** The spec's names of the statuses, as the screens show them (translated by key). */
export const sampleStatusNames: Record<SampleStatus, string> = {
  notCollected: 'Not Collected',
  collected: 'Collected',
  received: 'Received',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  dismissed: 'Dismissed',
};

/** spec 002 §3 sampleRedrawFlag: 1 Sample Redrawn, 2 Report Redone. */
export const sampleRedrawFlags = { none: 0, sampleRedrawn: 1, reportRedone: 2 } as const;
export type SampleRedrawFlag = (typeof sampleRedrawFlags)[keyof typeof sampleRedrawFlags];

/** Whether a sample has been drawn from the patient: collected, received, or rejected after it. */
export const sampleCollected = (status: string): boolean =>
  status === sampleStatuses.collected || status === sampleStatuses.received || status === sampleStatuses.rejected;

/** Withdrawn: no live test needs it any more. */
export const sampleWithdrawn = (status: string): boolean =>
  status === sampleStatuses.cancelled || status === sampleStatuses.dismissed;

/** The pending-samples list (spec 002 §7 getPendingSampleList): drawn or to be drawn, not yet received. */
export const pendingSampleStatuses: readonly SampleStatus[] = [sampleStatuses.notCollected, sampleStatuses.collected];

export const sampleActions = [
  'collect',
  'uncollect',
  'receive',
  'reject',
  'reEnable',
  'dismiss',
  'redraw',
  'redo',
  'accession',
] as const;
export type SampleAction = (typeof sampleActions)[number];

/** From which statuses each action may start, and what it refuses with otherwise. */
const allowedFrom: Record<SampleAction, { from: readonly SampleStatus[]; refusal: MessageKey }> = {
  collect: { from: ['notCollected'], refusal: 'sampleNotCollectable' },
  uncollect: { from: ['collected'], refusal: 'sampleNotUncollectable' },
  receive: { from: ['collected'], refusal: 'sampleNotReceived' },
  reject: { from: ['collected', 'received'], refusal: 'sampleNotRejectable' },
  reEnable: { from: ['rejected'], refusal: 'sampleNotRejected' },
  dismiss: { from: ['notCollected', 'collected', 'received', 'rejected'], refusal: 'sampleAlreadyWithdrawn' },
  redraw: { from: ['received', 'rejected'], refusal: 'sampleNotRedrawable' },
  redo: { from: ['received'], refusal: 'sampleNotRedoable' },
  accession: { from: ['collected', 'received'], refusal: 'sampleNotAccessionable' },
};

export const canApplySampleAction = (action: SampleAction, status: string): boolean =>
  (allowedFrom[action].from as readonly string[]).includes(status);

/** The message a refused action answers with. */
export const sampleActionRefusal = (action: SampleAction): MessageKey => allowedFrom[action].refusal;

/**
 * The status an action leaves the sample in. A redraw sends it back to be drawn again (flag 1,
 * with an appointment); a redo keeps the sample received and marks its report to be done again
 * (flag 2); accession does not move the status (it numbers the sample).
 */
export function statusAfterSampleAction(action: SampleAction, status: SampleStatus): SampleStatus {
  switch (action) {
    case 'collect':
      return sampleStatuses.collected;
    case 'uncollect':
    case 'reEnable':
    case 'redraw':
      return sampleStatuses.notCollected;
    case 'receive':
      return sampleStatuses.received;
    case 'reject':
      return sampleStatuses.rejected;
    case 'dismiss':
      return sampleStatuses.dismissed;
    case 'redo':
    case 'accession':
      return status;
  }
}
