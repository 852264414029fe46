import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allChecked,
  anyStatusChosen,
  chooseEstimatedRange,
  estimatedRangeDisabled,
  initialStatusChoice,
  keptByStatusChoice,
  tatExceededDisabled,
  toggleAll,
  toggleStatus,
  toggleTatExceeded,
  type WorklistStatusChoice,
  worklistStatuses,
  worklistStatusOf,
} from './worklist-statuses.js';

const noneChecked = toggleAll(initialStatusChoice, false);

describe("spec 002 §4 'All toggles the five statuses and TAT exceeded (TAT unaffected if its checkbox is disabled)'", () => {
  it('All off clears the five statuses and TAT exceeded; All on checks them again', () => {
    expect(noneChecked.statuses).toEqual({
      unprocessed: false,
      processing: false,
      processed: false,
      approved: false,
      dispatched: false,
    });
    expect(noneChecked.tatExceeded).toBe(false);
    expect(allChecked(toggleAll(noneChecked, true))).toBe(true);
    expect(toggleAll(noneChecked, true).tatExceeded).toBe(true);
  });

  it('leaves TAT exceeded alone while an estimated TAT range disables it', () => {
    const ranged = chooseEstimatedRange(initialStatusChoice, true);
    expect(toggleAll(ranged, true).tatExceeded).toBe(false);
    expect(toggleAll(toggleAll(ranged, false), true).tatExceeded).toBe(false);
  });
});

describe("spec 002 §4 'Choosing an estimated TAT range turns TAT exceeded off and disables it; checking TAT exceeded disables the TAT date range'", () => {
  it('a chosen range unchecks and disables TAT exceeded, which cannot be checked until the range is cleared', () => {
    const ranged = chooseEstimatedRange(initialStatusChoice, true);
    expect(ranged.tatExceeded).toBe(false);
    expect(tatExceededDisabled(ranged)).toBe(true);
    expect(toggleTatExceeded(ranged, true).tatExceeded).toBe(false);
    const cleared = chooseEstimatedRange(ranged, false);
    expect(tatExceededDisabled(cleared)).toBe(false);
    expect(toggleTatExceeded(cleared, true).tatExceeded).toBe(true);
  });

  it('TAT exceeded checked disables the range; unchecked enables it', () => {
    expect(estimatedRangeDisabled(initialStatusChoice)).toBe(true);
    expect(estimatedRangeDisabled(toggleTatExceeded(initialStatusChoice, false))).toBe(false);
  });
});

describe("spec 002 §4 'All is considered true only when all five statuses (and TAT exceeded if enabled) are checked'", () => {
  it('one status unchecked, or TAT exceeded unchecked while enabled, is not All', () => {
    expect(allChecked(initialStatusChoice)).toBe(true);
    expect(allChecked(toggleStatus(initialStatusChoice, 'approved', false))).toBe(false);
    expect(allChecked(toggleTatExceeded(initialStatusChoice, false))).toBe(false);
  });

  it('with TAT exceeded disabled, the five statuses alone are All', () => {
    expect(allChecked(chooseEstimatedRange(initialStatusChoice, true))).toBe(true);
  });

  it('holds for any sequence of clicks', () => {
    const action = fc.oneof(
      fc.record({ kind: fc.constant('all' as const), checked: fc.boolean() }),
      fc.record({
        kind: fc.constant('status' as const),
        status: fc.constantFrom(...worklistStatuses),
        checked: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('tat' as const), checked: fc.boolean() }),
      fc.record({ kind: fc.constant('range' as const), checked: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let choice: WorklistStatusChoice = initialStatusChoice;
        for (const step of actions) {
          if (step.kind === 'all') choice = toggleAll(choice, step.checked);
          if (step.kind === 'status') choice = toggleStatus(choice, step.status, step.checked);
          if (step.kind === 'tat') choice = toggleTatExceeded(choice, step.checked);
          if (step.kind === 'range') choice = chooseEstimatedRange(choice, step.checked);
          // A range and TAT exceeded are never chosen together.
          expect(choice.estimatedRangeChosen && choice.tatExceeded).toBe(false);
        }
        const five = worklistStatuses.every((status) => choice.statuses[status]);
        expect(allChecked(choice)).toBe(five && (choice.estimatedRangeChosen || choice.tatExceeded));
      }),
    );
  });
});

describe("spec 002 §5 'Work list: at least one parameter must be chosen'", () => {
  it('nothing checked is no parameter; a status or TAT exceeded is one', () => {
    expect(anyStatusChosen(noneChecked)).toBe(false);
    expect(anyStatusChosen(toggleStatus(noneChecked, 'dispatched', true))).toBe(true);
    expect(anyStatusChosen(toggleTatExceeded(noneChecked, true))).toBe(true);
  });
});

describe("spec 002 §4 'Alternate PDF wording: Unprocessed, Processing (completed but partially filled), Processed, Approved, Dispatched'", () => {
  const flags = { completedTests: false, isPartialFill: false, isSigned: false, isApproved: false, isSynced: false };
  it.each([
    [{}, 'unprocessed'],
    [{ completedTests: true, isPartialFill: true }, 'processing'],
    [{ completedTests: true }, 'processed'],
    [{ completedTests: true, isSigned: true }, 'approved'],
    [{ completedTests: true, isApproved: true }, 'approved'],
    [{ completedTests: true, isSigned: true, isSynced: true }, 'dispatched'],
  ] as const)('%o is %s', (changes, status) => {
    expect(worklistStatusOf({ ...flags, ...changes })).toBe(status);
  });

  it('keeps a report by its checked status, or by TAT exceeded when that is checked', () => {
    const onlyProcessed = toggleStatus(noneChecked, 'processed', true);
    const processed = { ...flags, completedTests: true, tatExceeded: false };
    const lateUnprocessed = { ...flags, tatExceeded: true };
    expect(keptByStatusChoice(onlyProcessed, processed)).toBe(true);
    expect(keptByStatusChoice(onlyProcessed, lateUnprocessed)).toBe(false);
    expect(keptByStatusChoice(toggleTatExceeded(onlyProcessed, true), lateUnprocessed)).toBe(true);
  });
});
