import {
  creditKinds,
  isValidSenderId,
  maxCreditAddition,
  type SupportLabSettingsValues as SupportValues,
  supportLabSettingFields,
} from '@lims/domain';
import { z } from 'zod';
import { Id, Timestamp, Version } from './common.js';
import { listQuery, page } from './lists.js';
import { CalendarDate } from './patients.js';
import { Text } from './text.js';

/** The support dashboard (spec 002 §2, §3, §9): labs, their settings, their credits. */

/** `GET /support/labs/:labId/...`: the lab picked on the dashboard. */
export const SupportLabParams = z.object({ labId: Id });
export type SupportLabParams = z.infer<typeof SupportLabParams>;

/** A lab in the support dashboard's picker (never the product's own tenant, lab 0). */
export const SupportLab = z
  .object({
    id: z.number().int(),
    name: z.string(),
    countryIsoCode: z.string(),
    currency: z.string(),
    timeZone: z.string(),
    enabled: z.boolean(),
    trialEndsAt: Timestamp.nullable(),
  })
  .meta({ id: 'SupportLab' });
export type SupportLab = z.infer<typeof SupportLab>;

/** Searched by the lab's name; sorted by name. */
export const SupportLabListQuery = listQuery(['name']);
export type SupportLabListQuery = z.infer<typeof SupportLabListQuery>;
export const SupportLabPage = page(SupportLab).meta({ id: 'SupportLabPage' });
export type SupportLabPage = z.infer<typeof SupportLabPage>;

const flag = z.boolean();
/** Every field of spec 002 §3 'Support lab settings' (packages/domain support/lab-settings.ts). */
export const SupportLabSettingsValues = z.object({
  SMSCredit: z.number().int(),
  senderId: Text({ max: 11, min: 0 }).refine(isValidSenderId, 'senderIdInvalid'),
  currency: z.string(),
  countryCode: z.string(),
  countryIsoCode: z.string(),
  calculateTAT: z.number().int().min(0).max(1),
  bannerText: Text({ max: 300, min: 0 }),
  billingSMSFlag: flag,
  pendingReportSubmission: flag,
  defaultFileUploadSizeFlag: flag,
  petManagement: flag,
  historyEditConfirmFlag: flag,
  allowReportStatusSync: flag,
  billTestAmountEditable: flag,
  defaultRegistrationPage: flag,
  sendIndirectMessages: flag,
  accessionAtBilling: flag,
  accessionNoInBilling: flag,
  defaultBillingPage: flag,
  billOutsourceDiscount: flag,
  deploymentFlag: flag,
  allowConcurrentLogin: flag,
  isEnterprise: flag,
  dynamicHeaderFlag: flag,
  remotelyFetchReportFlag: flag,
  docSignCollateFlag: flag,
  floatSupportFlag: flag,
  uniqueTestCodeFlag: flag,
  encrypted_report: flag,
  inventoryManagement: flag,
  qualityControl: flag,
}) satisfies z.ZodType<SupportValues>;
export type SupportLabSettingsValues = z.infer<typeof SupportLabSettingsValues>;

/** A lab's settings as the support form reads them; `version` is the lab's settings version. */
export const SupportLabSettings = z
  .object({
    lab: SupportLab.pick({ id: true, name: true, countryIsoCode: true, currency: true, timeZone: true }),
    values: SupportLabSettingsValues,
    version: Version,
  })
  .meta({ id: 'SupportLabSettings' });
export type SupportLabSettings = z.infer<typeof SupportLabSettings>;

/** The fields support may change: the lab's own columns and the SMS balance are read-only here. */
const readOnly = supportLabSettingFields
  .filter((field) => field.place === 'lab' || field.place === 'credits')
  .map((field) => field.name);
const editableShape = SupportLabSettingsValues.omit(
  Object.fromEntries(readOnly.map((name) => [name, true])) as Record<
    'SMSCredit' | 'currency' | 'countryCode' | 'countryIsoCode',
    true
  >,
);

/** `PUT /support/labs/:labId/settings`: the changed fields (any of them) and the version read. */
export const UpdateSupportLabSettings = z
  .object({
    values: editableShape.partial().strict(),
    version: Version,
  })
  .meta({ id: 'UpdateSupportLabSettings' });
export type UpdateSupportLabSettings = z.infer<typeof UpdateSupportLabSettings>;

/**
 * A lab's credits (spec 000 §3 Credits state: sms_credits, whatsapp_credits,
 * whatsapp_credit_expiry_date, idScans_credits). `whatsappExpired`: the lab's day is past the
 * expiry day, so its WhatsApp credits are not used.
 */
export const LabCredits = z
  .object({
    labId: z.number().int(),
    labName: z.string(),
    sms: z.number().int(),
    whatsapp: z.number().int(),
    whatsappExpiresOn: CalendarDate.nullable(),
    whatsappExpired: z.boolean(),
    idScans: z.number().int(),
    version: Version,
  })
  .meta({ id: 'LabCredits' });
export type LabCredits = z.infer<typeof LabCredits>;

export const CreditKind = z.enum(creditKinds);
export type CreditKind = z.infer<typeof CreditKind>;

export const CreditAdditionParams = SupportLabParams.extend({ kind: CreditKind });
export type CreditAdditionParams = z.infer<typeof CreditAdditionParams>;

/**
 * `POST /support/labs/:labId/credits/:kind` (spec 002 §9 add_credit_amount): credits added to
 * the lab's balance; WhatsApp credits with the day they lapse after (the new expiry of all of
 * the lab's WhatsApp credits).
 */
export const AddCredits = z
  .object({
    amount: z.number().int().min(1).max(maxCreditAddition),
    expiresOn: CalendarDate.nullish(),
    version: Version,
  })
  .meta({ id: 'AddCredits' });
export type AddCredits = z.infer<typeof AddCredits>;

const Consumption = z.object({ added: z.number().int(), used: z.number().int() });
/** One lab's consumption bar (spec 002 §2): per category, credits added and used. */
export const CreditConsumption = z
  .object({
    labId: z.number().int(),
    labName: z.string(),
    sms: Consumption,
    whatsapp: Consumption,
  })
  .meta({ id: 'CreditConsumption' });
export type CreditConsumption = z.infer<typeof CreditConsumption>;
export const CreditConsumptionQuery = SupportLabListQuery;
export type CreditConsumptionQuery = z.infer<typeof CreditConsumptionQuery>;
export const CreditConsumptionPage = page(CreditConsumption).meta({ id: 'CreditConsumptionPage' });
export type CreditConsumptionPage = z.infer<typeof CreditConsumptionPage>;
