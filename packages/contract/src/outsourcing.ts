import { outsourcingStatusValues } from '@lims/domain';
import { z } from 'zod';
import { CatalogueRef, Money } from './catalogue.js';
import { Id, Timestamp, Version } from './common.js';
import { listQuery, page, SortDirection } from './lists.js';
import { CalendarDate } from './patients.js';
import { Text } from './text.js';

export const outsourcingPath = '/api/v1/outsourcing';

export const OutsourcingStatus = z.enum(outsourcingStatusValues as [string, ...string[]]);
export type OutsourcingStatus = z.infer<typeof OutsourcingStatus>;

/** spec 001 §3 outsourcedReportFlag: 0, or 2 'outsourced'. */
export const OutsourcedReportFlag = z.union([z.literal(0), z.literal(2)]);

/**
 * One report in the outsourcing screen: its test, bill, patient and sample, whether it is
 * eligible ('Outsource Eligible') and, when out or back, its latest outsourcing.
 */
export const OutsourcingReportItem = z
  .object({
    labReportId: z.number().int(),
    test: z.object({ id: z.number().int(), code: z.string(), name: z.string(), isOutsourceTest: z.boolean() }),
    bill: z.object({ id: z.number().int(), labBillId: z.string() }),
    patient: z.object({ id: z.number().int(), labPatientId: z.string(), fullName: z.string() }),
    sample: z.object({ id: z.number().int(), autoSampleId: z.string(), status: z.string() }).nullable(),
    /** The centre the bill line or the catalogue names for this test. */
    suggestedCentre: CatalogueRef.nullable(),
    outsourcedReportFlag: OutsourcedReportFlag,
    outsourceEligible: z.boolean(),
    outsourcing: z
      .object({
        id: z.number().int(),
        centre: CatalogueRef,
        price: Money,
        status: OutsourcingStatus,
        fileReport: z.boolean(),
        fileId: z.number().int().nullable(),
        comments: z.string().nullable(),
        outsourcedAt: Timestamp,
        outsourcedBy: z.string().nullable(),
        closedAt: Timestamp.nullable(),
        version: Version,
      })
      .nullable(),
    billedAt: Timestamp,
  })
  .meta({ id: 'OutsourcingReportItem' });
export type OutsourcingReportItem = z.infer<typeof OutsourcingReportItem>;

export const outsourcingSortKeys = ['billedAt', 'outsourcedAt'] as const;

/**
 * `GET /api/v1/outsourcing/reports`: `view` 'eligible' (the default: live reports not out whose
 * test is an outsource test or was billed to a centre), 'outsourced' (out now) or 'all' live
 * reports; `centreId` filters the outsourced by centre.
 */
export const OutsourcingReportQuery = listQuery(outsourcingSortKeys).extend({
  direction: SortDirection.default('desc'),
  view: z.enum(['eligible', 'outsourced', 'returned', 'all']).default('eligible'),
  centreId: Id.optional(),
  billId: Id.optional(),
  from: CalendarDate.optional(),
  to: CalendarDate.optional(),
});
export type OutsourcingReportQuery = z.input<typeof OutsourcingReportQuery>;

export const OutsourcingReportList = page(OutsourcingReportItem);
export type OutsourcingReportList = z.infer<typeof OutsourcingReportList>;

/**
 * `POST /api/v1/outsourcing/prices` (spec 002 §7 get_list_test_price, testInfo): what a centre
 * charges for each test; a test with no price of its own is its catalogue cost (`fromCatalogue`).
 */
export const OutsourcePriceQuery = z.object({ centreId: Id, testIds: z.array(Id).min(1).max(500) });
export const TestCentresQuery = z.object({ testId: Id });
export const OutsourcingRelationQuery = z.object({ labReportId: Id });
export type OutsourcePriceQuery = z.input<typeof OutsourcePriceQuery>;
export const OutsourcePrices = z
  .object({ prices: z.array(z.object({ testId: z.number().int(), price: Money, fromCatalogue: z.boolean() })) })
  .meta({ id: 'OutsourcePrices' });
export type OutsourcePrices = z.infer<typeof OutsourcePrices>;

/** `GET /api/v1/outsource-centres/{id}/prices` (admin): every enabled test, its catalogue cost and the centre's price, if any. */
export const OutsourceCentrePriceList = z
  .object({
    centre: CatalogueRef,
    items: z.array(
      z.object({
        test: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
        cost: Money,
        price: Money.nullable(),
      }),
    ),
  })
  .meta({ id: 'OutsourceCentrePriceList' });
export type OutsourceCentrePriceList = z.infer<typeof OutsourceCentrePriceList>;

/** `PUT /api/v1/outsource-centres/{id}/prices` (admin): the centre's price list, whole; a test left out has none. */
export const UpdateOutsourcePrices = z.object({
  prices: z.array(z.object({ testId: Id, price: Money })).max(5000),
});
export type UpdateOutsourcePrices = z.input<typeof UpdateOutsourcePrices>;

/** `GET /api/v1/outsourcing/test-centres?testId` (spec 002 §7 get_test_outsource_center_info_v4). */
export const TestOutsourceCentres = z
  .object({
    centres: z.array(
      z.object({ centre: CatalogueRef, price: Money, fromCatalogue: z.boolean(), suggested: z.boolean() }),
    ),
  })
  .meta({ id: 'TestOutsourceCentres' });
export type TestOutsourceCentres = z.infer<typeof TestOutsourceCentres>;

/**
 * `POST /api/v1/outsourcing` (spec 002 §7 test_wise_outsource_api, finalJSON): each report to a
 * centre, all or none. No report answers 400 'Please select mapped tests for outsource.'.
 */
export const OutsourceReports = z.object({
  reports: z
    .array(z.object({ labReportId: Id, centreId: Id }))
    .min(1, 'selectMappedTestsForOutsource')
    .max(500),
  comments: Text({ max: 1000, min: 0, multiline: true }).nullish(),
});
export type OutsourceReports = z.input<typeof OutsourceReports>;

export const OutsourcingChanged = z
  .object({ reports: z.array(OutsourcingReportItem) })
  .meta({ id: 'OutsourcingChanged' });
export type OutsourcingChanged = z.infer<typeof OutsourcingChanged>;

/** `POST /api/v1/outsourcing/{id}/put-back` (putBackReport) and `/put-back-done` (put_back_mark_as_done). */
export const PutBackOutsourcing = z.object({ version: Version });
export type PutBackOutsourcing = z.input<typeof PutBackOutsourcing>;

/**
 * `POST /api/v1/outsourcing/{id}/file-report?version` (convertReportToFileOrNormal): the centre's
 * report uploaded (multipart part 'file', kind 'outsourcedReport') makes it a file report;
 * `DELETE` with the same query makes it a normal report again.
 */
export const OutsourcingVersionQuery = z.object({ version: z.coerce.number().pipe(Version) });
export type OutsourcingVersionQuery = z.input<typeof OutsourcingVersionQuery>;

/** `GET /api/v1/outsourcing/relation?labReportId` (getLabReportRelation): the report's outsourcing history, newest first. */
export const OutsourcingRelation = z
  .object({ labReportId: z.number().int(), outsourcings: z.array(OutsourcingReportItem.shape.outsourcing.unwrap()) })
  .meta({ id: 'OutsourcingRelation' });
export type OutsourcingRelation = z.infer<typeof OutsourcingRelation>;

/** Sent on 'outsourcing' to the lab after a write commits. */
export const OutsourcingPayload = z.object({
  kind: z.enum(['outsourced', 'putBack', 'markedDone', 'converted']),
  labReportIds: z.array(z.number().int()),
});
export type OutsourcingPayload = z.infer<typeof OutsourcingPayload>;
