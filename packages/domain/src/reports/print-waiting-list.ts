import { calendarDateIn } from '../dates/date-range.js';

/**
 * The print and dispatch waiting list (spec 001 §2 'Print and dispatch waiting list', §4 'Print
 * waiting list', §9): which signed reports each tab and print filter keeps, the counts of a
 * patient card, and the headings the cards are grouped under. The server filters with the same
 * rules in SQL (apps/server/src/modules/reports/report-prints.queries.ts); the web groups the
 * cards it is given with `printCardGroups`.
 */

/** spec 001 §9 'Report date format: 'dddd, Do MMMM YYYY' for headings'. */
export const printDayHeadingFormat = 'dddd, Do MMMM YYYY';

/** spec 001 §9 'Default report window is 4 days back': the list opens on the bills of the last four days and today. */
export const printListDefaultDays = 4;

/** The default bill days of the list, as the lab's calendar dates: four days back to today (spec 001 §9). */
export function defaultPrintListDays(now: Date, timeZone: string): { from: string; to: string } {
  const to = calendarDateIn(now, timeZone);
  const from = new Date(`${to}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - printListDefaultDays);
  return { from: from.toISOString().slice(0, 10), to };
}

/** spec 001 §4 'report status case (1 all, 2 synced only, 3 unsynced only)'. */
export const printStatusCases = { all: 1, dispatchedOnly: 2, notDispatchedOnly: 3 } as const;
export type PrintStatusCase = (typeof printStatusCases)[keyof typeof printStatusCases];

/** spec 001 §4 'paid status case (1, or 2 which requires the bill complete)'. */
export const printPaidCases = { any: 1, paidOnly: 2 } as const;
export type PrintPaidCase = (typeof printPaidCases)[keyof typeof printPaidCases];

/** What the print filters read of a report. */
export interface PrintableReport {
  /** Its bill line and bill stand (not cancelled, not dismissed). */
  live: boolean;
  /** Signed or approved, or submitted after that: the only reports the list shows (spec 001 §4). */
  signed: boolean;
  /** Submitted (spec: isSynced). */
  dispatched: boolean;
  /** Marked as printed (spec: printDone). */
  printDone: boolean;
  /** Its PDF has been opened (decision 0041 'Hide seen'). */
  seen: boolean;
  /** Its test was done by an outsource centre. */
  outsourced: boolean;
  /** Removed from the archive list (spec 001 §4 'Archiving a report (edit) removes it from the archive list'). */
  archived: boolean;
  /** Its bill has an amount due. */
  billDue: boolean;
}

export const printListTabNames = ['all', 'pending', 'dispatched', 'archives'] as const;
export type PrintListTabName = (typeof printListTabNames)[number];

export interface PrintFilters {
  tab: PrintListTabName;
  statusCase: PrintStatusCase;
  paidCase: PrintPaidCase;
  hideSeen: boolean;
  hideOutsourced: boolean;
}

/**
 * Whether a report is listed: live and signed only (spec 001 §4 'Only signed reports appear');
 * the Pending tab hides printed ones ('The Pending tab also hides reports already printed');
 * the dispatched tab and the archives show submitted reports, the archives only those not
 * archived; then the print filters of spec 001 §4.
 */
export function keptByPrintFilters(report: PrintableReport, filters: PrintFilters): boolean {
  if (!report.live || !report.signed) return false;
  if (filters.tab === 'pending' && report.printDone) return false;
  if ((filters.tab === 'dispatched' || filters.tab === 'archives') && !report.dispatched) return false;
  if (filters.tab === 'archives' && report.archived) return false;
  if (filters.statusCase === printStatusCases.dispatchedOnly && !report.dispatched) return false;
  if (filters.statusCase === printStatusCases.notDispatchedOnly && report.dispatched) return false;
  if (filters.paidCase === printPaidCases.paidOnly && report.billDue) return false;
  if (filters.hideSeen && report.seen) return false;
  if (filters.hideOutsourced && report.outsourced) return false;
  return true;
}

/**
 * The 'All Reports Ready' badge: every live report of the patient's listed bills is
 * signed (a bill with a report still in entry is not ready to hand over whole).
 */
export const allReportsReady = (reportsOfBills: readonly Pick<PrintableReport, 'live' | 'signed'>[]): boolean =>
  reportsOfBills.every((report) => !report.live || report.signed);

/**
 * A patient card's counts (spec 001 §2 'Ready Reports (count), Pending Prints (count)', 'count
 * of printed reports'): the reports listed, those marked as printed, those not yet.
 */
export function printCardCounts(listed: readonly Pick<PrintableReport, 'printDone'>[]) {
  const printedReports = listed.filter((report) => report.printDone).length;
  return { readyReports: listed.length, printedReports, pendingPrints: listed.length - printedReports };
}

/**
 * spec 001 §4 'Counts of signed and dispatched reports are kept': over every report the list
 * keeps, those signed and not yet submitted, and those submitted.
 */
export function printListCounts(listed: readonly Pick<PrintableReport, 'dispatched'>[]) {
  const dispatched = listed.filter((report) => report.dispatched).length;
  return { signed: listed.length - dispatched, dispatched };
}

/** What grouping reads of a card: whether it is an emergency, and the lab's day (YYYY-MM-DD) of its newest report. */
export interface GroupedCard {
  emergency: boolean;
  day: string;
}

export type PrintCardGroup<Card> =
  | { kind: 'emergency'; cards: Card[] }
  | { kind: 'day'; day: string; cards: Card[] }
  | { kind: 'other'; cards: Card[] };

/**
 * spec 001 §4 'Grouping': emergency patients first under 'Emergency Report'; the rest under
 * their day ('dddd, Do MMMM YYYY'), or all under 'Other Report' when flatWaitingList is on.
 * 'Date order follows showLatestOnTop': the newest day first when it is on, the oldest first
 * when off. Within a group the cards keep the order they came in (the server's).
 */
export function printCardGroups<Card extends GroupedCard>(
  cards: readonly Card[],
  { flatWaitingList, showLatestOnTop }: { flatWaitingList: boolean; showLatestOnTop: boolean },
): PrintCardGroup<Card>[] {
  const emergency = cards.filter((card) => card.emergency);
  const rest = cards.filter((card) => !card.emergency);
  const groups: PrintCardGroup<Card>[] = emergency.length > 0 ? [{ kind: 'emergency', cards: emergency }] : [];
  if (rest.length === 0) return groups;
  if (flatWaitingList) return [...groups, { kind: 'other', cards: rest }];
  const byDay = new Map<string, Card[]>();
  for (const card of rest) {
    const cardsOfDay = byDay.get(card.day);
    if (cardsOfDay) cardsOfDay.push(card);
    else byDay.set(card.day, [card]);
  }
  // Calendar dates as YYYY-MM-DD sort as text.
  const days = [...byDay.keys()].sort();
  if (showLatestOnTop) days.reverse();
  return [...groups, ...days.map((day) => ({ kind: 'day' as const, day, cards: byDay.get(day) ?? [] }))];
}
