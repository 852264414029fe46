import { describe, expect, it } from 'vitest';
import {
  outsourcedOnlyRefusal,
  outsourcedReportFlagOf,
  outsourceEligible,
  outsourceRefusal,
  outsourcingStatuses,
} from './outsourcing.js';

describe('outsourcedReportFlagOf (spec 001 §3, 002 §3: outsourcedReportFlag "2 means outsourced")', () => {
  it('is 2 while the report is out at a centre, 0 otherwise', () => {
    expect(outsourcedReportFlagOf('sent')).toBe(2);
    expect(outsourcedReportFlagOf('returned')).toBe(0);
    expect(outsourcedReportFlagOf('done')).toBe(0);
    expect(outsourcedReportFlagOf(null)).toBe(0);
  });
});

describe("outsourceEligible (spec 001 §2 badges: 'Outsource Eligible')", () => {
  const report = { isOutsourceTest: true, billedCentreId: null, outsourcingStatus: null, live: true };

  it('is a live report of an outsource test, or one billed to a centre', () => {
    expect(outsourceEligible(report)).toBe(true);
    expect(outsourceEligible({ ...report, isOutsourceTest: false, billedCentreId: 7 })).toBe(true);
    expect(outsourceEligible({ ...report, isOutsourceTest: false })).toBe(false);
  });

  it('is not a cancelled or dismissed report, nor one out now or done by a centre; one put back may go again', () => {
    expect(outsourceEligible({ ...report, live: false })).toBe(false);
    expect(outsourceEligible({ ...report, outsourcingStatus: outsourcingStatuses.sent })).toBe(false);
    expect(outsourceEligible({ ...report, outsourcingStatus: outsourcingStatuses.done })).toBe(false);
    expect(outsourceEligible({ ...report, outsourcingStatus: outsourcingStatuses.returned })).toBe(true);
  });
});

describe('outsourceRefusal (spec 002 §7 test_wise_outsource_api)', () => {
  it('refuses a report that is not live, then one already out; a live report not out may go', () => {
    expect(outsourceRefusal({ live: false, outsourcingStatus: 'sent' })).toBe('reportNotOutsourceable');
    expect(outsourceRefusal({ live: true, outsourcingStatus: 'sent' })).toBe('reportAlreadyOutsourced');
    expect(outsourceRefusal({ live: true, outsourcingStatus: 'done' })).toBe('reportAlreadyOutsourced');
    expect(outsourceRefusal({ live: true, outsourcingStatus: 'returned' })).toBeNull();
    expect(outsourceRefusal({ live: true, outsourcingStatus: null })).toBeNull();
  });
});

describe('outsourcedOnlyRefusal (spec 002 §7 putBackReport, put_back_mark_as_done, convertReportToFileOrNormal)', () => {
  it('lets only a report out now be put back or converted', () => {
    expect(outsourcedOnlyRefusal('sent')).toBeNull();
    expect(outsourcedOnlyRefusal('returned')).toBe('reportNotOutsourced');
    expect(outsourcedOnlyRefusal('done')).toBe('reportNotOutsourced');
    expect(outsourcedOnlyRefusal(null)).toBe('reportNotOutsourced');
  });
});
