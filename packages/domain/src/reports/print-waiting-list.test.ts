import { describe, expect, it } from 'vitest';
import {
  allReportsReady,
  defaultPrintListDays,
  keptByPrintFilters,
  type PrintableReport,
  type PrintFilters,
  printCardCounts,
  printCardGroups,
  printDayHeadingFormat,
  printListCounts,
} from './print-waiting-list.js';

const signed: PrintableReport = {
  live: true,
  signed: true,
  dispatched: false,
  printDone: false,
  seen: false,
  outsourced: false,
  archived: false,
  billDue: false,
};
const everything: PrintFilters = { tab: 'all', statusCase: 1, paidCase: 1, hideSeen: false, hideOutsourced: false };

describe('keptByPrintFilters (spec 001 §4 Print waiting list)', () => {
  it("'Only signed reports appear': an unsigned or cancelled report is never listed", () => {
    expect(keptByPrintFilters(signed, everything)).toBe(true);
    expect(keptByPrintFilters({ ...signed, signed: false }, everything)).toBe(false);
    expect(keptByPrintFilters({ ...signed, live: false }, everything)).toBe(false);
  });

  it("'The Pending tab also hides reports already printed (printDone)'", () => {
    expect(keptByPrintFilters({ ...signed, printDone: true }, everything)).toBe(true);
    expect(keptByPrintFilters({ ...signed, printDone: true }, { ...everything, tab: 'pending' })).toBe(false);
    expect(keptByPrintFilters(signed, { ...everything, tab: 'pending' })).toBe(true);
  });

  it("the dispatched tab keeps submitted reports; 'Archiving a report removes it from the archive list'", () => {
    const dispatched = { ...signed, dispatched: true };
    expect(keptByPrintFilters(signed, { ...everything, tab: 'dispatched' })).toBe(false);
    expect(keptByPrintFilters(dispatched, { ...everything, tab: 'dispatched' })).toBe(true);
    expect(keptByPrintFilters(dispatched, { ...everything, tab: 'archives' })).toBe(true);
    expect(keptByPrintFilters({ ...dispatched, archived: true }, { ...everything, tab: 'archives' })).toBe(false);
    expect(keptByPrintFilters({ ...dispatched, archived: true }, { ...everything, tab: 'dispatched' })).toBe(true);
  });

  it("'report status case (1 all, 2 synced only, 3 unsynced only)'", () => {
    const dispatched = { ...signed, dispatched: true };
    for (const report of [signed, dispatched]) expect(keptByPrintFilters(report, everything)).toBe(true);
    expect(keptByPrintFilters(signed, { ...everything, statusCase: 2 })).toBe(false);
    expect(keptByPrintFilters(dispatched, { ...everything, statusCase: 2 })).toBe(true);
    expect(keptByPrintFilters(signed, { ...everything, statusCase: 3 })).toBe(true);
    expect(keptByPrintFilters(dispatched, { ...everything, statusCase: 3 })).toBe(false);
  });

  it("'paid status case (1, or 2 which requires the bill complete)'", () => {
    expect(keptByPrintFilters({ ...signed, billDue: true }, everything)).toBe(true);
    expect(keptByPrintFilters({ ...signed, billDue: true }, { ...everything, paidCase: 2 })).toBe(false);
    expect(keptByPrintFilters(signed, { ...everything, paidCase: 2 })).toBe(true);
  });

  it("'hide seen; hide outsourced'", () => {
    expect(keptByPrintFilters({ ...signed, seen: true }, { ...everything, hideSeen: true })).toBe(false);
    expect(keptByPrintFilters({ ...signed, seen: true }, everything)).toBe(true);
    expect(keptByPrintFilters({ ...signed, outsourced: true }, { ...everything, hideOutsourced: true })).toBe(false);
    expect(keptByPrintFilters({ ...signed, outsourced: true }, everything)).toBe(true);
  });
});

describe('counts (spec 001 §2 patient card, §4 "Counts of signed and dispatched reports are kept")', () => {
  it('counts ready, printed and pending prints of a card', () => {
    expect(printCardCounts([{ printDone: true }, { printDone: false }, { printDone: false }])).toEqual({
      readyReports: 3,
      printedReports: 1,
      pendingPrints: 2,
    });
    expect(printCardCounts([])).toEqual({ readyReports: 0, printedReports: 0, pendingPrints: 0 });
  });

  it('counts signed and dispatched reports of the list', () => {
    expect(printListCounts([{ dispatched: true }, { dispatched: false }, { dispatched: false }])).toEqual({
      signed: 2,
      dispatched: 1,
    });
  });

  it("'All Reports Ready' only when every live report of the bills is signed; a cancelled one does not count", () => {
    expect(allReportsReady([{ live: true, signed: true }])).toBe(true);
    expect(
      allReportsReady([
        { live: true, signed: true },
        { live: true, signed: false },
      ]),
    ).toBe(false);
    expect(
      allReportsReady([
        { live: true, signed: true },
        { live: false, signed: false },
      ]),
    ).toBe(true);
  });
});

describe('printCardGroups (spec 001 §4 Grouping)', () => {
  const card = (id: number, day: string, emergency = false) => ({ id, day, emergency });
  const cards = [card(1, '2026-11-22'), card(2, '2026-11-24', true), card(3, '2026-11-24'), card(4, '2026-11-23')];
  const ids = (groups: ReturnType<typeof printCardGroups<ReturnType<typeof card>>>) =>
    groups.map((group) => [group.kind === 'day' ? group.day : group.kind, group.cards.map((c) => c.id)]);

  it("puts emergency patients first under 'Emergency Report', then days newest first (showLatestOnTop)", () => {
    expect(ids(printCardGroups(cards, { flatWaitingList: false, showLatestOnTop: true }))).toEqual([
      ['emergency', [2]],
      ['2026-11-24', [3]],
      ['2026-11-23', [4]],
      ['2026-11-22', [1]],
    ]);
  });

  it('orders the days oldest first when showLatestOnTop is off', () => {
    expect(ids(printCardGroups(cards, { flatWaitingList: false, showLatestOnTop: false }))).toEqual([
      ['emergency', [2]],
      ['2026-11-22', [1]],
      ['2026-11-23', [4]],
      ['2026-11-24', [3]],
    ]);
  });

  it("puts the rest under one 'Other Report' group when flatWaitingList is on, in the order given", () => {
    expect(ids(printCardGroups(cards, { flatWaitingList: true, showLatestOnTop: true }))).toEqual([
      ['emergency', [2]],
      ['other', [1, 3, 4]],
    ]);
    expect(printCardGroups([], { flatWaitingList: true, showLatestOnTop: true })).toEqual([]);
  });

  it("uses the spec's heading format 'dddd, Do MMMM YYYY'", () => {
    expect(printDayHeadingFormat).toBe('dddd, Do MMMM YYYY');
  });
});

describe('defaultPrintListDays (spec 001 §9 "Default report window is 4 days back")', () => {
  it("gives the lab's today and four days before it, in the lab's zone", () => {
    // 20:00 UTC on the 24th is already the 25th in Kolkata (UTC+5:30).
    const now = new Date('2026-11-24T20:00:00Z');
    expect(defaultPrintListDays(now, 'Asia/Kolkata')).toEqual({ from: '2026-11-21', to: '2026-11-25' });
    expect(defaultPrintListDays(now, 'UTC')).toEqual({ from: '2026-11-20', to: '2026-11-24' });
    expect(defaultPrintListDays(new Date('2026-03-02T10:00:00Z'), 'UTC')).toEqual({
      from: '2026-02-26',
      to: '2026-03-02',
    });
  });
});
