import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionableStatuses,
  entryListTabs,
  entryStageOf,
  patientReportsStatusOf,
  progressStepOf,
  type ReportFlags,
  type ReportStatus,
  reportActionOf,
  reportStatuses,
  reportStatusOf,
  stagesOfTab,
  worksheetLetterOf,
} from './report-status.js';

const anyFlags: fc.Arbitrary<ReportFlags> = fc.record({
  dismissed: fc.boolean(),
  markedAsDone: fc.boolean(),
  redrawFlag: fc.constantFrom(0 as const, 1 as const, 2 as const),
  isSynced: fc.boolean(),
  isApproved: fc.boolean(),
  isSigned: fc.boolean(),
  partialSigned: fc.boolean(),
  isPartialFill: fc.boolean(),
  completedTests: fc.boolean(),
  sample: fc.constantFrom('notCollected' as const, 'collected' as const, 'received' as const, 'rejected' as const),
});
/** A report still to be done: not dismissed, not redrawn or redone. */
const liveFlags = anyFlags.map((flags) => ({ ...flags, dismissed: false, redrawFlag: 0 as const }));

const rank = (status: ReportStatus) => reportStatuses.indexOf(status);

/**
 * spec 002 §4 'Report status (priority order)': 'Mark As Done (dismissed and marked done),
 * Dismissed, Sample Redrawn (flag 1), Report Redone (flag 2), Dispatched (synced), Approved,
 * Signed, Partially Signed, Partially Completed, Completed, Not Collected (not collected and
 * not arrived), Not Received (arrived but not collected), Incomplete otherwise.' Each flag, and
 * the first status in that order whose condition reads it.
 */
const firstStatusReading: Record<Exclude<keyof ReportFlags, 'redrawFlag' | 'sample'>, ReportStatus> = {
  dismissed: 'markAsDone',
  markedAsDone: 'markAsDone',
  isSynced: 'dispatched',
  isApproved: 'approved',
  isSigned: 'signed',
  partialSigned: 'partiallySigned',
  isPartialFill: 'partiallyCompleted',
  completedTests: 'partiallyCompleted',
};

describe('reportStatusOf (spec 002 §4 Report status, priority order)', () => {
  it('gives exactly one of the spec\u2019s thirteen statuses for every combination of flags', () => {
    fc.assert(
      fc.property(anyFlags, (flags) => {
        const status = reportStatusOf(flags);
        expect(reportStatuses.filter((candidate) => candidate === status)).toHaveLength(1);
        expect(reportStatusOf({ ...flags })).toBe(status);
      }),
    );
  });

  it('reads the highest status whose condition holds: dismissed and marked done is Mark As Done, synced beats signed', () => {
    const base: ReportFlags = {
      dismissed: false,
      markedAsDone: false,
      redrawFlag: 0,
      isSynced: false,
      isApproved: false,
      isSigned: false,
      partialSigned: false,
      isPartialFill: false,
      completedTests: false,
      sample: 'received',
    };
    expect(reportStatusOf({ ...base, dismissed: true, markedAsDone: true })).toBe('markAsDone');
    expect(reportStatusOf({ ...base, dismissed: true, isSynced: true })).toBe('dismissed');
    expect(reportStatusOf({ ...base, redrawFlag: 1, isSigned: true })).toBe('sampleRedrawn');
    expect(reportStatusOf({ ...base, redrawFlag: 2, isSynced: true })).toBe('reportRedone');
    expect(reportStatusOf({ ...base, isSynced: true, isSigned: true, isApproved: true })).toBe('dispatched');
    expect(reportStatusOf({ ...base, isApproved: true, isSigned: true })).toBe('approved');
    expect(reportStatusOf({ ...base, isSigned: true, partialSigned: true })).toBe('signed');
    expect(reportStatusOf({ ...base, partialSigned: true, completedTests: true })).toBe('partiallySigned');
    expect(reportStatusOf({ ...base, isPartialFill: true, completedTests: true })).toBe('partiallyCompleted');
    expect(reportStatusOf({ ...base, completedTests: true, sample: 'notCollected' })).toBe('completed');
    expect(reportStatusOf({ ...base, sample: 'notCollected' })).toBe('notCollected');
    expect(reportStatusOf({ ...base, sample: 'collected' })).toBe('notReceived');
    expect(reportStatusOf(base)).toBe('incomplete');
  });

  it('never lets a later flag override an earlier status: flipping a flag read only further down changes nothing', () => {
    fc.assert(
      fc.property(
        anyFlags,
        fc.constantFrom(...(Object.keys(firstStatusReading) as (keyof typeof firstStatusReading)[])),
        (flags, flag) => {
          const status = reportStatusOf(flags);
          fc.pre(rank(firstStatusReading[flag]) > rank(status));
          expect(reportStatusOf({ ...flags, [flag]: !flags[flag] })).toBe(status);
        },
      ),
    );
  });

  it('leaves the sample out once the report\u2019s own flags decide (statuses above Not Collected)', () => {
    fc.assert(
      fc.property(
        anyFlags,
        fc.constantFrom('notCollected' as const, 'collected' as const, 'received' as const),
        (flags, sample) => {
          const status = reportStatusOf(flags);
          fc.pre(rank(status) < rank('notCollected'));
          expect(reportStatusOf({ ...flags, sample })).toBe(status);
        },
      ),
    );
  });

  it('lists as actionable every status but Mark As Done, Dismissed and Dispatched (spec 002 §4 Actionable statuses)', () => {
    expect(reportStatuses.filter((status) => !actionableStatuses.has(status))).toEqual([
      'markAsDone',
      'dismissed',
      'dispatched',
    ]);
  });
});

describe('entryStageOf agrees with reportStatusOf for live reports', () => {
  const stageOfStatus: Partial<Record<ReportStatus, string>> = {
    dispatched: 'dispatched',
    approved: 'approved',
    signed: 'signed',
    partiallySigned: 'partiallySigned',
    partiallyCompleted: 'partial',
    completed: 'completed',
    notCollected: 'pending',
    notReceived: 'pending',
    incomplete: 'pending',
  };
  it('is the report-side half of the status: the same answer for every live combination', () => {
    fc.assert(
      fc.property(liveFlags, (flags) => {
        expect(entryStageOf(flags)).toBe(stageOfStatus[reportStatusOf(flags)]);
      }),
    );
  });
});

describe('reportActionOf (spec 001 §4 Report action label)', () => {
  it("is 'Review' for signed or approved, 'Preview' for partially signed, partially completed or completed, otherwise none", () => {
    for (const status of reportStatuses) {
      const expected =
        status === 'signed' || status === 'approved'
          ? 'review'
          : status === 'partiallySigned' || status === 'partiallyCompleted' || status === 'completed'
            ? 'preview'
            : null;
      expect(reportActionOf(status), status).toBe(expected);
    }
  });
});

describe('progressStepOf and worksheetLetterOf (spec 002 §4 Worklist progress wording, worksheet letters)', () => {
  const collected = (flags: ReportFlags) => flags.sample === 'collected' || flags.sample === 'received';

  it("letters: '(D)ispatched if synced; else (A)pproved if signed; else (P) if completed; (U)nprocessed if collected but not completed; blank if not collected'", () => {
    fc.assert(
      fc.property(anyFlags, (flags) => {
        const signed = flags.isSigned || flags.isApproved;
        const expected = flags.isSynced ? 'D' : signed ? 'A' : flags.completedTests ? 'P' : collected(flags) ? 'U' : '';
        expect(worksheetLetterOf(flags)).toBe(expected);
      }),
    );
  });

  it('steps: Registered (not collected), Acknowledged (collected, not completed), Report Entry, Authenticated (signed), Submitted (synced), one per letter', () => {
    const letterOfStep = { submitted: 'D', authenticated: 'A', reportEntry: 'P', acknowledged: 'U', registered: '' };
    fc.assert(
      fc.property(anyFlags, (flags) => {
        expect(letterOfStep[progressStepOf(flags)]).toBe(worksheetLetterOf(flags));
      }),
    );
  });
});

describe('patientReportsStatusOf (spec 002 §4 Patient-level status)', () => {
  const anyStatuses = fc.array(fc.constantFrom(...reportStatuses), { maxLength: 8 });
  const signedStatuses: ReportStatus[] = ['signed', 'approved', 'dispatched'];

  it("'Signed if all (excluding redone) signed'", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...signedStatuses), { minLength: 1 }), fc.nat(3), (signed, redone) => {
        expect(patientReportsStatusOf([...signed, ...Array(redone).fill('reportRedone')])).toBe('signed');
      }),
    );
  });

  it('leaves redone reports out whatever the others are', () => {
    fc.assert(
      fc.property(anyStatuses, (statuses) => {
        fc.pre(statuses.some((status) => status !== 'reportRedone'));
        expect(patientReportsStatusOf([...statuses, 'reportRedone'])).toBe(patientReportsStatusOf(statuses));
      }),
    );
  });

  it("'Completed if all completed' (not all signed); 'Partially Signed if some signed'; 'Partially Completed if some complete'", () => {
    expect(patientReportsStatusOf(['completed', 'signed'])).toBe('completed');
    expect(patientReportsStatusOf(['completed', 'completed'])).toBe('completed');
    expect(patientReportsStatusOf(['signed', 'incomplete'])).toBe('partiallySigned');
    expect(patientReportsStatusOf(['partiallySigned', 'notCollected'])).toBe('partiallySigned');
    expect(patientReportsStatusOf(['completed', 'notReceived'])).toBe('partiallyCompleted');
    expect(patientReportsStatusOf(['partiallyCompleted', 'incomplete'])).toBe('partiallyCompleted');
    expect(patientReportsStatusOf(['incomplete', 'notCollected'])).toBe('pending');
  });

  it('reads Signed only when every counted report is signed, and never Pending when one is signed', () => {
    fc.assert(
      fc.property(anyStatuses, (statuses) => {
        const counted = statuses.filter((status) => status !== 'reportRedone');
        const status = patientReportsStatusOf(statuses);
        if (status === 'signed') expect(counted.every((one) => signedStatuses.includes(one))).toBe(true);
        if (counted.some((one) => signedStatuses.includes(one))) expect(status).not.toBe('pending');
      }),
    );
  });
});

describe('stagesOfTab (spec 002 §4 Worklist tabs)', () => {
  it("never holds 'dispatched': 'Synced reports are always excluded'", () => {
    for (const tab of entryListTabs) expect(stagesOfTab[tab], tab).not.toContain('dispatched');
  });

  it("'Pending excludes redraw-flagged, signed, partially signed, completed and partial-fill reports': the pending stage alone", () => {
    expect(stagesOfTab.pending).toEqual(['pending']);
    fc.assert(
      fc.property(liveFlags, (flags) => {
        const inPending = stagesOfTab.pending.includes(entryStageOf(flags));
        // A partial fill is saved values with some empty (spec 001 §4 'Partial fill: partial fill set, completed tests set').
        const excluded =
          flags.isSigned || flags.partialSigned || flags.isApproved || flags.isSynced || flags.completedTests;
        expect(inPending).toBe(!excluded);
      }),
    );
  });
});
