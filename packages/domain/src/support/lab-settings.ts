/**
 * The support dashboard's lab-settings form (spec 002 §3 'Support lab settings', §2 'Support
 * dashboard lab-settings form'): every field by its spec name, its kind, where the lab keeps it,
 * and its default. The server validates and stores through this list; the web draws the form
 * from it, grouped as the form shows them.
 */

/** flag: on or off; integer and text: typed values. */
export type SupportFieldKind = 'flag' | 'integer' | 'text';

/**
 * Where a field lives. `labSettings`: a field every lab screen already reads at the top level of
 * the lab's settings (the session's floatSupportFlag, the concurrent-login rule, test codes), so
 * that a change there is the change the lab sees. `support`: the lab's `settings.support`.
 * `encryptedReport`: `settings.encryptedReport`. `lab`: a column of the lab itself (currency,
 * dial code, country), shown and not changed here (docs/decisions: currency re-denominates every
 * amount in minor units). `credits`: the lab's SMS credit balance, changed only by adding credits.
 */
export type SupportFieldPlace = 'labSettings' | 'support' | 'encryptedReport' | 'lab' | 'credits';

export type SupportFieldGroup = 'messaging' | 'region' | 'registration' | 'billing' | 'reports' | 'system';
export const supportFieldGroups: readonly SupportFieldGroup[] = [
  'messaging',
  'region',
  'registration',
  'billing',
  'reports',
  'system',
];

/** Every value the form holds, by its spec name. */
export interface SupportLabSettingsValues {
  SMSCredit: number;
  senderId: string;
  currency: string;
  countryCode: string;
  countryIsoCode: string;
  calculateTAT: number;
  bannerText: string;
  billingSMSFlag: boolean;
  pendingReportSubmission: boolean;
  defaultFileUploadSizeFlag: boolean;
  petManagement: boolean;
  historyEditConfirmFlag: boolean;
  allowReportStatusSync: boolean;
  billTestAmountEditable: boolean;
  defaultRegistrationPage: boolean;
  sendIndirectMessages: boolean;
  accessionAtBilling: boolean;
  accessionNoInBilling: boolean;
  defaultBillingPage: boolean;
  billOutsourceDiscount: boolean;
  deploymentFlag: boolean;
  allowConcurrentLogin: boolean;
  isEnterprise: boolean;
  dynamicHeaderFlag: boolean;
  remotelyFetchReportFlag: boolean;
  docSignCollateFlag: boolean;
  floatSupportFlag: boolean;
  uniqueTestCodeFlag: boolean;
  encrypted_report: boolean;
  /** The lab keeps stock (session inventoryManagement; issue 15): the inventory pages and the inventory-used panel. */
  inventoryManagement: boolean;
  /** The lab runs quality control (session qualityControl; issue 15): QC groups, runs and QC holds. */
  qualityControl: boolean;
}
export type SupportFieldName = keyof SupportLabSettingsValues;

export interface SupportField {
  name: SupportFieldName;
  kind: SupportFieldKind;
  group: SupportFieldGroup;
  place: SupportFieldPlace;
  /** Integers: the smallest and largest accepted; texts: the longest. */
  min?: number;
  max?: number;
}

const flag = (
  name: SupportFieldName,
  group: SupportFieldGroup,
  place: SupportFieldPlace = 'support',
): SupportField => ({
  name,
  kind: 'flag',
  group,
  place,
});

/** The form's fields in the order it shows them, group by group. */
export const supportLabSettingFields: readonly SupportField[] = [
  { name: 'SMSCredit', kind: 'integer', group: 'messaging', place: 'credits', min: 0 },
  { name: 'senderId', kind: 'text', group: 'messaging', place: 'support', max: 11 },
  flag('billingSMSFlag', 'messaging'),
  flag('sendIndirectMessages', 'messaging'),
  { name: 'currency', kind: 'text', group: 'region', place: 'lab', max: 3 },
  { name: 'countryCode', kind: 'text', group: 'region', place: 'lab', max: 4 },
  { name: 'countryIsoCode', kind: 'text', group: 'region', place: 'lab', max: 2 },
  flag('defaultRegistrationPage', 'registration'),
  flag('petManagement', 'registration'),
  flag('historyEditConfirmFlag', 'registration'),
  flag('billTestAmountEditable', 'billing'),
  flag('defaultBillingPage', 'billing'),
  flag('billOutsourceDiscount', 'billing'),
  flag('accessionAtBilling', 'billing'),
  flag('accessionNoInBilling', 'billing'),
  flag('floatSupportFlag', 'billing', 'labSettings'),
  { name: 'calculateTAT', kind: 'integer', group: 'reports', place: 'support', min: 0, max: 1 },
  flag('pendingReportSubmission', 'reports'),
  flag('allowReportStatusSync', 'reports'),
  flag('remotelyFetchReportFlag', 'reports'),
  flag('docSignCollateFlag', 'reports'),
  flag('dynamicHeaderFlag', 'reports'),
  flag('encrypted_report', 'reports', 'encryptedReport'),
  { name: 'bannerText', kind: 'text', group: 'system', place: 'support', max: 300 },
  flag('defaultFileUploadSizeFlag', 'system'),
  flag('deploymentFlag', 'system'),
  flag('allowConcurrentLogin', 'system', 'labSettings'),
  flag('isEnterprise', 'system'),
  flag('uniqueTestCodeFlag', 'system', 'labSettings'),
  flag('inventoryManagement', 'system', 'labSettings'),
  flag('qualityControl', 'system', 'labSettings'),
];

/** Fields support may change here: not the lab's own columns, not the credit balance. */
export const editableSupportFields = supportLabSettingFields.filter(
  (field) => field.place !== 'lab' && field.place !== 'credits',
);
export const isEditableSupportField = (name: SupportFieldName) =>
  editableSupportFields.some((field) => field.name === name);

/**
 * What a lab that never had a field written holds. Flags are off except those a lab works with
 * from its first day: concurrent login allowed (spec 000 §9 session default) and TAT counted
 * (calculateTAT 1: spec 002 §4 TAT from accession plus the target). The sender id is empty:
 * the SMS provider's own.
 */
export const supportLabSettingsDefaults: SupportLabSettingsValues = {
  SMSCredit: 0,
  senderId: '',
  currency: '',
  countryCode: '',
  countryIsoCode: '',
  calculateTAT: 1,
  bannerText: '',
  billingSMSFlag: false,
  pendingReportSubmission: false,
  defaultFileUploadSizeFlag: false,
  petManagement: false,
  historyEditConfirmFlag: false,
  allowReportStatusSync: false,
  billTestAmountEditable: false,
  defaultRegistrationPage: false,
  sendIndirectMessages: false,
  accessionAtBilling: false,
  accessionNoInBilling: false,
  defaultBillingPage: false,
  billOutsourceDiscount: false,
  deploymentFlag: false,
  allowConcurrentLogin: true,
  isEnterprise: false,
  dynamicHeaderFlag: false,
  remotelyFetchReportFlag: false,
  docSignCollateFlag: false,
  floatSupportFlag: false,
  uniqueTestCodeFlag: false,
  encrypted_report: false,
  inventoryManagement: false,
  qualityControl: false,
};

/**
 * An SMS sender id as operators register them: 3 to 11 letters or digits, at least one letter
 * (an all-digit id reads as a phone number), or empty for the provider's own.
 */
export const senderIdPattern = /^(?=.*[A-Za-z])[A-Za-z0-9]{3,11}$/;
export const isValidSenderId = (value: string) => value === '' || senderIdPattern.test(value);

/** The stored parts of a lab a support form is read from. */
export interface SupportSettingsSource {
  /** The lab's settings document, top level. */
  settings: {
    allowConcurrentLogin?: boolean;
    floatSupportFlag?: boolean;
    uniqueTestCodeFlag?: boolean;
    inventoryManagement?: boolean;
    qualityControl?: boolean;
  } & {
    support?: Record<string, unknown>;
    encryptedReport?: boolean;
  };
  currency: string;
  dialCode: string;
  countryIsoCode: string;
  smsCredits: number;
}

const typed = (field: SupportField, value: unknown): value is SupportLabSettingsValues[SupportFieldName] =>
  field.kind === 'flag'
    ? typeof value === 'boolean'
    : field.kind === 'integer'
      ? typeof value === 'number' && Number.isInteger(value)
      : typeof value === 'string';

/**
 * The form's values of a lab: each field read from where it lives, the default where it was
 * never written or holds a value of the wrong kind (a document older than the field).
 */
export function supportValuesOf(source: SupportSettingsSource): SupportLabSettingsValues {
  const values: Record<string, unknown> = { ...supportLabSettingsDefaults };
  const support = source.settings.support ?? {};
  for (const field of supportLabSettingFields) {
    const stored: unknown =
      field.place === 'labSettings'
        ? source.settings[
            field.name as
              | 'allowConcurrentLogin'
              | 'floatSupportFlag'
              | 'uniqueTestCodeFlag'
              | 'inventoryManagement'
              | 'qualityControl'
          ]
        : field.place === 'encryptedReport'
          ? source.settings.encryptedReport
          : field.place === 'support'
            ? support[field.name]
            : undefined;
    if (typed(field, stored)) values[field.name] = stored;
  }
  values.currency = source.currency;
  values.countryCode = source.dialCode;
  values.countryIsoCode = source.countryIsoCode;
  values.SMSCredit = source.smsCredits;
  return values as unknown as SupportLabSettingsValues;
}

/** The part of a lab's settings document a support change writes. */
export interface SupportSettingsPatch {
  allowConcurrentLogin?: boolean;
  floatSupportFlag?: boolean;
  uniqueTestCodeFlag?: boolean;
  inventoryManagement?: boolean;
  qualityControl?: boolean;
  encryptedReport?: boolean;
  support?: Record<string, unknown>;
}

/** Where each changed field goes in the lab's settings document; read-only fields are left out. */
export function supportSettingsPatch(changes: Partial<SupportLabSettingsValues>): SupportSettingsPatch {
  const patch: SupportSettingsPatch = {};
  const support: Record<string, unknown> = {};
  for (const field of editableSupportFields) {
    const value = changes[field.name];
    if (value === undefined) continue;
    if (field.place === 'labSettings') (patch as Record<string, unknown>)[field.name] = value;
    else if (field.place === 'encryptedReport') patch.encryptedReport = value as boolean;
    else support[field.name] = value;
  }
  if (Object.keys(support).length > 0) patch.support = support;
  return patch;
}
