import { describe, expect, it } from 'vitest';
import { messages } from '../errors/messages.js';
import {
  batchDecisionRefusal,
  batchReferenceNumber,
  batchReferencePattern,
  batchSampleRefusal,
  batchStatusAfter,
  batchStatusValues,
} from './batches.js';
import { sampleStatusValues } from './sample-status.js';

describe("a sample logistics batch (spec 002 §3 'Sample logistics batch', §4 'Batches and accession')", () => {
  it("is created and sent, then received or rejected ('Batch states: created and sent, then received or rejected.')", () => {
    expect(batchStatusValues).toEqual(['sent', 'received', 'rejected']);
    expect(batchStatusAfter).toEqual({ receive: 'received', reject: 'rejected' });
  });

  it('is decided once: only a sent batch may be received or rejected', () => {
    expect(batchDecisionRefusal('sent')).toBeNull();
    expect(batchDecisionRefusal('received')).toBe('batchAlreadyDecided');
    expect(batchDecisionRefusal('rejected')).toBe('batchAlreadyDecided');
  });

  it("refuses a sample already in another batch with the spec's code 2 text ('a sample already in another batch is refused')", () => {
    const refusal = batchSampleRefusal({ status: 'collected', batchId: 7 });
    expect(refusal).toBe('sampleInAnotherBatch');
    expect(refusal && messages[refusal]).toBe('Sample is already added on another batch.');
  });

  it('takes only a collected sample in no batch: not one to be drawn, received, rejected or withdrawn', () => {
    const batchable = sampleStatusValues.filter((status) => batchSampleRefusal({ status, batchId: null }) === null);
    expect(batchable).toEqual(['collected']);
    expect(batchSampleRefusal({ status: 'received', batchId: null })).toBe('sampleNotBatchable');
  });

  it("has the spec's texts for the other batch refusals (§8 'Batch create: 3 ..., 0 ...')", () => {
    expect(messages.batchReferenceExists).toBe('Batch reference number already exists.');
    expect(messages.selectMappedSamplesForBatch).toBe('Please select mapped samples for batch.');
    expect(messages.batchCreated).toBe('Batch Created Successfully.');
    expect(messages.batchReceived).toBe('Batch Received Successfully.');
  });

  it('proposes BT, the lab day and a four-digit counter at least (§7 generateBatchRefNumber)', () => {
    expect(batchReferenceNumber('2026-11-24', 7)).toBe('BT-20261124-0007');
    expect(batchReferenceNumber('2026-11-24', 12345)).toBe('BT-20261124-12345');
    expect(batchReferencePattern.test(batchReferenceNumber('2026-11-24', 7))).toBe(true);
  });

  it('accepts typed references of letters, digits and - / _ . up to 40 characters', () => {
    expect(batchReferencePattern.test('CC/2026/11-A_1.b')).toBe(true);
    expect(batchReferencePattern.test('-leading')).toBe(false);
    expect(batchReferencePattern.test('with space')).toBe(false);
    expect(batchReferencePattern.test('A'.repeat(40))).toBe(true);
    expect(batchReferencePattern.test('A'.repeat(41))).toBe(false);
  });
});
