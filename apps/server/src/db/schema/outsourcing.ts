import { sql } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { outsourceCentres, tests } from './catalogue.js';
import { createdAt, identityId, labIdColumn, refId, updatedAt } from './columns.js';
import { files } from './files.js';
import { labs } from './labs.js';
import { labReports } from './reports.js';

/**
 * What an outsource centre charges the lab for a test (spec 002 §7 get_list_test_price). A test
 * with no price here is outsourced at its catalogue cost.
 */
export const outsourceTestPrices = pgTable(
  'outsource_test_prices',
  {
    labId: labIdColumn().references(() => labs.id),
    outsourceCentreId: refId('outsource_centre_id').notNull(),
    testId: refId('test_id').notNull(),
    /** Minor units of the lab's currency. */
    price: bigint('price', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.outsourceCentreId, table.testId] }),
    foreignKey({
      columns: [table.labId, table.outsourceCentreId],
      foreignColumns: [outsourceCentres.labId, outsourceCentres.id],
    }),
    foreignKey({ columns: [table.labId, table.testId], foreignColumns: [tests.labId, tests.id] }),
  ],
);

/**
 * One sending of a report's test to an outsource centre (spec 002 §7 test_wise_outsource_api).
 * While its status is 'sent' the report is outsourced (spec outsourcedReportFlag 2); put back it
 * is 'returned' (the lab does the test) or 'done' (the centre's result is the report). A report
 * may be sent again after it came back, so the rows are its outsourcing history.
 */
export const reportOutsourcings = pgTable(
  'report_outsourcings',
  {
    labId: labIdColumn().references(() => labs.id),
    id: identityId(),
    labReportId: refId('lab_report_id').notNull(),
    outsourceCentreId: refId('outsource_centre_id').notNull(),
    /** What the centre charges, in minor units, as it was when sent. */
    price: bigint('price', { mode: 'number' }).notNull(),
    /** The domain's OutsourcingStatus: 'sent', 'returned' or 'done'. */
    status: text('status').notNull().default('sent'),
    /** The centre's own report, when the outsourced report was converted to a file report. */
    fileId: refId('file_id'),
    comments: text('comments'),
    createdBy: refId('created_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: refId('closed_by'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId, table.id] }),
    foreignKey({ columns: [table.labId, table.labReportId], foreignColumns: [labReports.labId, labReports.id] }),
    foreignKey({
      columns: [table.labId, table.outsourceCentreId],
      foreignColumns: [outsourceCentres.labId, outsourceCentres.id],
    }),
    foreignKey({ columns: [table.labId, table.fileId], foreignColumns: [files.labId, files.id] }),
    // A report is out at one centre at a time: two users outsourcing it at once, one wins.
    uniqueIndex('report_outsourcings_open').on(table.labId, table.labReportId).where(sql`${table.status} = 'sent'`),
    index('report_outsourcings_report').on(table.labId, table.labReportId),
    index('report_outsourcings_created_at').on(table.labId, table.createdAt),
  ],
);
