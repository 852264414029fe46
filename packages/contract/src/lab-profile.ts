import {
  isBankAccountNumber,
  isKnownTimeZone,
  isPostalCode,
  isUpiId,
  isWebAddress,
  type MessageKey,
  weekdays,
  weeklyTimingIssues,
} from '@lims/domain';
import { z } from 'zod';
import { Version } from './common.js';
import { StoredFile } from './files.js';
import { Name, Text } from './text.js';

/** An optional text: '' (an input left empty) is kept as null; a non-empty one passes `test`. */
const OptionalText = (
  max: number,
  check?: { test: (value: string) => boolean; message: MessageKey },
  multiline = false,
) =>
  Text({ max, min: 0, multiline })
    .refine((value) => value === '' || !check || check.test(value), check?.message)
    .transform((value) => (value === '' ? null : value))
    .nullable();

const isEmail = (value: string) => z.email().safeParse(value).success;
const OptionalEmail = OptionalText(254, { test: isEmail, message: 'invalidEmail' });
/** spec 000 §5 Phone: digits only, 7 to 13 (the server checks the number for the lab's dial code too). */
const OptionalContact = OptionalText(20, { test: (value) => /^\d{7,13}$/.test(value), message: 'invalidNumber' });
const CalendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidRequest');

/** spec 000 §3 labTimings: one weekday, open with its hours ('HH:mm') or closed. */
export const DayTimings = z.object({
  day: z.enum(weekdays),
  open: z.boolean(),
  opensAt: z.string().max(5).nullable(),
  closesAt: z.string().max(5).nullable(),
});
export type DayTimings = z.infer<typeof DayTimings>;

const pathOf = (path: string) =>
  path === '' ? [] : path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** The week, Monday first, checked by the domain's rule; a closed day keeps no hours. */
export const WeeklyTimings = z
  .array(DayTimings)
  .max(weekdays.length)
  .superRefine((days, context) => {
    for (const issue of weeklyTimingIssues(days)) {
      context.addIssue({ code: 'custom', message: issue.messageKey, path: pathOf(issue.path) });
    }
  })
  .transform((days) => days.map((day) => (day.open ? day : { ...day, opensAt: null, closesAt: null })));

/** The centre details kept with the centre (spec 000 §3), each optional; the name and time zone are the lab's. */
export const centreDetailFields = [
  'accountManagerName',
  'reportSharingId',
  'abbreviation',
  'liveDate',
  'address',
  'city',
  'area',
  'pincode',
  'email',
  'contact',
  'website',
  'location',
  'registrationNumber',
  'intro',
  'employeeCount',
  'defaultPaymentGateway',
  'successNotificationEmail',
  'failureNotificationEmail',
] as const;
export type CentreDetailField = (typeof centreDetailFields)[number];

/**
 * spec 000 §3 Centre details: the lab's name and time zone (kept on the lab), its country and
 * currency (read only here), and the centre's own details and weekly timings.
 */
export const CentreDetails = z
  .object({
    labId: z.number().int(),
    name: z.string(),
    countryIsoCode: z.string(),
    dialCode: z.string(),
    currency: z.string(),
    timeZone: z.string(),
    accountManagerName: z.string().nullable(),
    reportSharingId: z.string().nullable(),
    abbreviation: z.string().nullable(),
    liveDate: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    area: z.string().nullable(),
    pincode: z.string().nullable(),
    email: z.string().nullable(),
    contact: z.string().nullable(),
    website: z.string().nullable(),
    location: z.string().nullable(),
    registrationNumber: z.string().nullable(),
    intro: z.string().nullable(),
    employeeCount: z.number().int().nullable(),
    defaultPaymentGateway: z.string().nullable(),
    successNotificationEmail: z.string().nullable(),
    failureNotificationEmail: z.string().nullable(),
    weeklyTimings: z.array(DayTimings),
    version: Version,
  })
  .meta({ id: 'CentreDetails' });
export type CentreDetails = z.infer<typeof CentreDetails>;

/** Every editable centre detail at once, from the version it was read at (spec 000 §7 update-lab-details). */
export const UpdateCentreDetails = z.object({
  version: Version,
  name: Text({ max: 150 }),
  timeZone: Text({ max: 64 }).refine(isKnownTimeZone, 'timeZoneNotValid'),
  accountManagerName: OptionalText(150),
  reportSharingId: OptionalText(64),
  abbreviation: OptionalText(20),
  liveDate: CalendarDay.nullable(),
  address: OptionalText(500, undefined, true),
  city: OptionalText(100),
  area: OptionalText(100),
  pincode: OptionalText(10, { test: isPostalCode, message: 'pincodeNotValid' }),
  email: OptionalEmail,
  contact: OptionalContact,
  /** spec 000 §5: "A URL check requires http or https." */
  website: OptionalText(300, { test: isWebAddress, message: 'websiteNotValid' }),
  location: OptionalText(300),
  registrationNumber: OptionalText(64),
  /** spec 000 §9: "Textarea maximum 2000." */
  intro: OptionalText(2000, undefined, true),
  employeeCount: z
    .number({ error: 'invalidNumber' })
    .int('invalidNumber')
    .min(0, 'invalidNumber')
    .max(1_000_000, 'invalidNumber')
    .nullable(),
  defaultPaymentGateway: OptionalText(60),
  successNotificationEmail: OptionalEmail,
  failureNotificationEmail: OptionalEmail,
});
export type UpdateCentreDetails = z.input<typeof UpdateCentreDetails>;
export type UpdateCentreDetailsParsed = z.output<typeof UpdateCentreDetails>;

export const UpdateWeeklyTimings = z.object({ version: Version, days: WeeklyTimings });
export type UpdateWeeklyTimings = z.input<typeof UpdateWeeklyTimings>;

/** spec 000 §3 Bank data. */
export const BankDetails = z.object({
  bankName: z.string(),
  accountType: z.string(),
  accountNo: z.string(),
  ifscCode: z.string().nullable(),
  currency: z.string(),
  isoCode: z.string(),
  countryCode: z.string(),
  upiId: z.string().nullable(),
  paymentNotes: z.string().nullable(),
});
export type BankDetails = z.infer<typeof BankDetails>;

/** The lab's bank details (none before the first change) and the centre's version. */
export const CentreBank = z.object({ bank: BankDetails.nullable(), version: Version }).meta({ id: 'CentreBank' });
export type CentreBank = z.infer<typeof CentreBank>;

/** spec 000 §9: the OTP has 5 digits. */
export const BankOtp = z.string().regex(/^\d{5}$/, 'invalidOtpBank');

/**
 * A change of the bank details (spec 000 §7 update-lab-bank-details: "OTP check, then data"),
 * with the OTP just sent to the admin (spec 000 §4).
 */
export const UpdateBankDetails = z.object({
  version: Version,
  otp: BankOtp,
  bankName: Text({ max: 120 }),
  accountType: Text({ max: 40 }),
  /** Spaces people type between groups are not kept; letters are kept upper case (IBANs). */
  accountNo: Text({ max: 40 })
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .refine(isBankAccountNumber, 'accountNumberNotValid'),
  ifscCode: OptionalText(20, { test: (value) => /^[A-Za-z0-9]{4,20}$/.test(value), message: 'invalidRequest' }),
  currency: z.string().regex(/^[A-Z]{3}$/, 'invalidRequest'),
  isoCode: z.string().regex(/^[A-Z]{2}$/, 'invalidRequest'),
  countryCode: z.string().regex(/^\d{1,4}$/, 'invalidRequest'),
  upiId: OptionalText(256, { test: isUpiId, message: 'upiIdNotValid' }),
  paymentNotes: OptionalText(2000, undefined, true),
});
export type UpdateBankDetails = z.input<typeof UpdateBankDetails>;
export type UpdateBankDetailsParsed = z.output<typeof UpdateBankDetails>;

/** Where the bank OTP went, partly hidden: '••••••3210', 'a•••@example.com'. */
export const BankOtpSent = z.object({ sentTo: z.array(z.string()) });
export type BankOtpSent = z.infer<typeof BankOtpSent>;

/** spec 000 §3 currentUserRoles: the lab user holding a centre role. */
export const RoleHolder = z.object({
  labUserId: z.number().int(),
  name: z.string(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
});
export type RoleHolder = z.infer<typeof RoleHolder>;

export const CentreRoles = z
  .object({
    admin: RoleHolder.nullable(),
    operationManager: RoleHolder.nullable(),
    financeManager: RoleHolder.nullable(),
    version: Version,
  })
  .meta({ id: 'CentreRoles' });
export type CentreRoles = z.infer<typeof CentreRoles>;

/** The lab users who may hold each role (spec 000 §6). */
export const RoleCandidates = z.object({
  admin: z.array(RoleHolder),
  operationManager: z.array(RoleHolder),
  financeManager: z.array(RoleHolder),
});
export type RoleCandidates = z.infer<typeof RoleCandidates>;

const HolderId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable();
/** spec 000 §7 save-user-roles: a lab user id per role, or null for none. */
export const UpdateCentreRoles = z.object({
  version: Version,
  admin: HolderId,
  operationManager: HolderId,
  financeManager: HolderId,
});
export type UpdateCentreRoles = z.infer<typeof UpdateCentreRoles>;

/** The signed-in lab user's own details (spec 000 §7 save-lab-user-details). */
export const OwnDetails = z
  .object({
    labUserId: z.number().int(),
    fullName: z.string(),
    email: z.string().nullable(),
    contact: z.string().nullable(),
    version: Version,
  })
  .meta({ id: 'OwnDetails' });
export type OwnDetails = z.infer<typeof OwnDetails>;

export const UpdateOwnDetails = z.object({
  version: Version,
  fullName: Name(150),
  email: OptionalEmail,
  contact: OptionalContact,
});
export type UpdateOwnDetails = z.input<typeof UpdateOwnDetails>;
export type UpdateOwnDetailsParsed = z.output<typeof UpdateOwnDetails>;

export const centreDetailsPath = '/api/v1/lab-profile/details';

/** The letterhead's two banners (spec 002 §9 'header and footer images'): one route set serves both. */
export const letterheadSlots = ['header', 'footer'] as const;
export const LetterheadSlot = z.enum(letterheadSlots);
export type LetterheadSlot = z.infer<typeof LetterheadSlot>;
export const LetterheadSlotParams = z.object({ slot: LetterheadSlot });

/** The lab's letterhead images, with the profile's version a change sends back (docs/decisions/0012). */
export const Letterhead = z
  .object({ header: StoredFile.nullable(), footer: StoredFile.nullable(), version: z.number().int().min(0) })
  .meta({ id: 'Letterhead' });
export type Letterhead = z.infer<typeof Letterhead>;

export const letterheadPath = '/api/v1/lab-profile/letterhead';
/** One banner's image: GET to read it, PUT (multipart, `?version=`) to replace it, DELETE to remove it. */
export const letterheadImagePath = (slot: LetterheadSlot) => `${letterheadPath}/${slot}`;
