import { describe, expect, it } from 'vitest';
import { exceptionBadgeOf, exceptionFlagsFor, noExceptions, reportExceptionCodes } from './exceptions.js';

describe("exceptionBadgeOf (spec 001 §4: 'Badge priority: In Question, then On Hold (shown as 'QC Hold' if an unresolved QC hold exists), then Not Performed, then Resolved (green). The others are red.')", () => {
  const all = { inQuestion: true, onHold: true, notPerformed: true, isResolved: true };

  it('shows no badge without an exception', () => {
    expect(exceptionBadgeOf(noExceptions)).toBeNull();
  });

  it('shows the highest exception in the priority order', () => {
    expect(exceptionBadgeOf(all)).toEqual({ kind: 'inQuestion', colour: 'red' });
    expect(exceptionBadgeOf({ ...all, inQuestion: false })).toEqual({ kind: 'onHold', colour: 'red' });
    expect(exceptionBadgeOf({ ...noExceptions, notPerformed: true, isResolved: true })).toEqual({
      kind: 'notPerformed',
      colour: 'red',
    });
    expect(exceptionBadgeOf({ ...noExceptions, isResolved: true })).toEqual({ kind: 'resolved', colour: 'green' });
  });

  it("calls a hold 'QC Hold' while an unresolved QC hold exists, in the place of On Hold", () => {
    expect(exceptionBadgeOf({ ...noExceptions, onHold: true, qcHold: true })).toEqual({
      kind: 'qcHold',
      colour: 'red',
    });
    expect(exceptionBadgeOf({ ...noExceptions, qcHold: true })).toEqual({ kind: 'qcHold', colour: 'red' });
    expect(exceptionBadgeOf({ ...noExceptions, inQuestion: true, qcHold: true })).toEqual({
      kind: 'inQuestion',
      colour: 'red',
    });
    expect(exceptionBadgeOf({ ...noExceptions, notPerformed: true, qcHold: true })).toEqual({
      kind: 'qcHold',
      colour: 'red',
    });
    expect(exceptionBadgeOf({ ...noExceptions, onHold: true, qcHold: false })).toEqual({
      kind: 'onHold',
      colour: 'red',
    });
  });
});

describe('exceptionFlagsFor (spec 001 §3 Consult update)', () => {
  it('keeps one open exception at a time', () => {
    expect(exceptionFlagsFor('onHold')).toEqual({ ...noExceptions, onHold: true });
    expect(exceptionFlagsFor('inQuestion')).toEqual({ ...noExceptions, inQuestion: true });
    expect(exceptionFlagsFor('notPerformed')).toEqual({ ...noExceptions, notPerformed: true });
  });

  it('clears the open exception when resolved', () => {
    expect(exceptionFlagsFor('resolved')).toEqual({ ...noExceptions, isResolved: true });
  });

  it("numbers them as the spec does: 'Resolved (1), In Question (2), On Hold (3), Not Performed (4)'", () => {
    expect(reportExceptionCodes).toEqual({ resolved: 1, inQuestion: 2, onHold: 3, notPerformed: 4 });
  });
});
