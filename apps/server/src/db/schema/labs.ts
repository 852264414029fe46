import { boolean, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, identityId, refId, updatedAt } from './columns.js';

/** spec 000 §1: the region a regional host selects, and the endpoints the region selects. */
export const regions = pgTable('regions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  storageEndpoint: text('storage_endpoint').notNull(),
  subscriptionEndpoint: text('subscription_endpoint').notNull(),
});

export const regionHosts = pgTable('region_hosts', {
  host: text('host').primaryKey(),
  regionCode: text('region_code')
    .notNull()
    .references(() => regions.code),
});

/**
 * Per-lab settings read by the session and by later areas. Kept as one JSON document,
 * validated by the settings service, so that the support dashboard can edit them per lab
 * without a migration for each new flag.
 */
export interface LabSettingsDocument {
  allowConcurrentLogin: boolean;
  floatSupportFlag: boolean;
  reportShareViaEmail: boolean;
  inventoryManagement: boolean;
  qualityControl: boolean;
  dicomViewerUrl: string | null;
  departmentDataType: number;
  statusNotificationPosition: 1 | 2 | 3;
  registrationGeneralSettings: Record<string, unknown>;
  /** spec 002 §3 support lab settings: test codes unique within the lab. */
  uniqueTestCodeFlag?: boolean;
  /** spec 002 §9 sample-id format type of the samples billing makes (packages/domain billing). */
  sampleIdFormatType?: number;
  /** A concession above this percent of a bill needs a user with discount approval (spec 000 §6). */
  concessionLimitPercent?: number;
  /** spec 001 §6: the lab has branches (child centres); users, bills and samples carry one. */
  branchManagement?: boolean;
  /** spec 000 §3 Communication settings (sms, whatsapp, email switches and the WhatsApp plan). */
  communication?: CommunicationSettingsDocument;
  /** spec 001 operation settings and spec 002 §3 support lab settings, by their spec names. */
  operation?: Record<string, unknown>;
  support?: Record<string, unknown>;
  /** spec 000 §3 'Lab settings also include encrypted_report'. */
  encryptedReport?: boolean;
  /** The lab's accession numbering (apps/server/src/modules/samples/accession.service.ts, decision 0032). */
  accession?: Record<string, unknown>;
  /** How reports print (packages/domain settings/print-settings.ts). */
  print?: Record<string, unknown>;
  /** The Patient Trends frame's saved settings (packages/domain reports/trends-settings.ts). */
  trends?: Record<string, unknown>;
  /** spec 002 §3 'Barcode settings' and the print protocol (packages/domain samples/barcode-settings.ts). */
  barcodeLabels?: Record<string, unknown>;
}

export interface CommunicationSettingsDocument {
  sms: Record<string, boolean>;
  whatsapp: Record<string, boolean>;
  email: Record<string, boolean>;
  whatsAppVariantTriggerList: number[];
  businessAccountPlan: string;
}

/**
 * The product's own tenant (made by migration 0008): messages and jobs that belong to no lab
 * yet, such as a new owner's sign-up OTP, live here (docs/decisions/0027). Nobody signs in to
 * it and no list of labs shows it.
 */
export const platformLabId = 0;

export const labs = pgTable('labs', {
  id: identityId().primaryKey(),
  name: text('name').notNull(),
  countryIsoCode: text('country_iso_code').notNull(),
  dialCode: text('dial_code').notNull(),
  currency: text('currency').notNull(),
  timeZone: text('time_zone').notNull(),
  regionCode: text('region_code')
    .notNull()
    .references(() => regions.code),
  settings: jsonb('settings').$type<LabSettingsDocument>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /**
   * A self-served lab's trial ends here (spec 000 §1: 15 days); after it the lab reads but does
   * not write until it continues. Null: no trial (labs opened by the operator).
   */
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Per-lab overrides of the bundled interface texts (spec 000 §1, §7 locales). */
export const translationOverrides = pgTable(
  'translation_overrides',
  {
    labId: refId('lab_id')
      .notNull()
      .references(() => labs.id),
    language: text('language').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.labId, table.language, table.key] })],
);
