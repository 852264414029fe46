import { date, foreignKey, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { labIdColumn, refId, updatedAt } from './columns.js';
import { files } from './files.js';
import { labs } from './labs.js';

/**
 * What a lab shows of itself (spec 000 §3 lab details: labLogo): its logo and letterhead images,
 * centre details. One row per lab, made on its first change. Each image is a file of the same
 * lab (composite key).
 */
export const labProfiles = pgTable(
  'lab_profiles',
  {
    labId: labIdColumn().references(() => labs.id),
    logoFileId: refId('logo_file_id'),
    /** The banners printed at the top and bottom of the lab's documents (spec 002 §9). */
    letterheadHeaderFileId: refId('letterhead_header_file_id'),
    letterheadFooterFileId: refId('letterhead_footer_file_id'),
    /** spec 000 §3 Centre details; the lab's name, country and time zone live on `labs`. */
    accountManagerName: text('account_manager_name'),
    reportSharingId: text('report_sharing_id'),
    abbreviation: text('abbreviation'),
    liveDate: date('live_date', { mode: 'string' }),
    address: text('address'),
    city: text('city'),
    area: text('area'),
    pincode: text('pincode'),
    email: text('email'),
    contact: text('contact'),
    website: text('website'),
    location: text('location'),
    registrationNumber: text('registration_number'),
    intro: text('intro'),
    employeeCount: integer('employee_count'),
    defaultPaymentGateway: text('default_payment_gateway'),
    successNotificationEmail: text('success_notification_email'),
    failureNotificationEmail: text('failure_notification_email'),
    /** spec 000 §3 labTimings: per weekday, open or closed, and its hours. */
    weeklyTimings: jsonb('weekly_timings'),
    /** spec 000 §3 Bank data; changed only after an OTP sent to the admin (spec 000 §4). */
    bankDetails: jsonb('bank_details'),
    /** spec 000 §6 centre roles: one lab user each. */
    adminLabUserId: refId('admin_lab_user_id'),
    operationsHeadLabUserId: refId('operations_head_lab_user_id'),
    financeHeadLabUserId: refId('finance_head_lab_user_id'),
    /** Optimistic concurrency: a change sends the version it read (docs/decisions/0012). */
    version: integer('version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.labId] }),
    foreignKey({ columns: [table.labId, table.logoFileId], foreignColumns: [files.labId, files.id] }),
    foreignKey({ columns: [table.labId, table.letterheadHeaderFileId], foreignColumns: [files.labId, files.id] }),
    foreignKey({ columns: [table.labId, table.letterheadFooterFileId], foreignColumns: [files.labId, files.id] }),
  ],
);
