import type { MessageKey } from '../errors/messages.js';
import { type SampleStatus, sampleStatuses } from './sample-status.js';

/**
 * A sample logistics batch (spec 002 §3 'Sample logistics batch', §4 'Batch states: created and
 * sent, then received or rejected.'). createBatchAndSend makes and sends it in one step, so its
 * first status is 'sent'; the lab then receives (accepts) or rejects it once.
 */
export const batchStatuses = { sent: 'sent', received: 'received', rejected: 'rejected' } as const;
export type BatchStatus = (typeof batchStatuses)[keyof typeof batchStatuses];
export const batchStatusValues = Object.values(batchStatuses) as readonly BatchStatus[];

/** spec 002 §7 receiveAccessRejectBatch: receiving is accepting; there is no third outcome. */
export const batchDecisions = ['receive', 'reject'] as const;
export type BatchDecision = (typeof batchDecisions)[number];

export const batchStatusAfter: Record<BatchDecision, BatchStatus> = {
  receive: batchStatuses.received,
  reject: batchStatuses.rejected,
};

/** A batch is decided once: only a sent batch may be received or rejected. */
export const batchDecisionRefusal = (status: BatchStatus): MessageKey | null =>
  status === batchStatuses.sent ? null : 'batchAlreadyDecided';

/**
 * Which samples may go in a batch (spec 002 §4 'Batch creation needs mapped samples; a sample
 * already in another batch is refused'): collected at the centre and not yet received, and in
 * no batch still on its way. The refusal names the spec's message where it has one.
 */
export function batchSampleRefusal(sample: { status: SampleStatus; batchId: number | null }): MessageKey | null {
  if (sample.batchId !== null) return 'sampleInAnotherBatch';
  if (sample.status !== sampleStatuses.collected) return 'sampleNotBatchable';
  return null;
}

/**
 * The next reference number the lab proposes (spec 002 §7 generateBatchRefNumber): 'BT', the
 * day the batch is made in the lab's calendar, and the lab's batch counter, four digits at
 * least: 'BT-20261124-0007'. The user may type another; a number already used is refused.
 */
export function batchReferenceNumber(calendarDay: string, sequence: number): string {
  return `BT-${calendarDay.replaceAll('-', '')}-${String(sequence).padStart(4, '0')}`;
}

/** Typed reference numbers: letters, digits, '-', '/', '_' and '.', 1 to 40 characters. */
export const batchReferencePattern = /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,39}$/;
