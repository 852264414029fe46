import { approvalLimitsOf } from '../reports/signing.js';
/**
 * spec 001 §3 'Operation settings': how result entry, signing and the waiting lists behave in
 * this lab. Each value has the kind the spec uses it as.
 */

/** spec 001 §5: 'The check is on blur when highLightPreference is 1, otherwise on each change. Highlighting is skipped when highLightPreference is 2.' */
export const highLightPreferences = { onChange: 0, onBlur: 1, off: 2 } as const;
export type HighLightPreference = (typeof highLightPreferences)[keyof typeof highLightPreferences];

/** spec 001 §3: 'sortingFlag: 0 last updated, 1 accession date, 2 bill time.' */
export const sortingFlags = { lastUpdated: 0, accessionDate: 1, billTime: 2 } as const;
export type SortingFlag = (typeof sortingFlags)[keyof typeof sortingFlags];

/**
 * spec 001 §3 names showSampleOrBillID without its values: which number the waiting lists show
 * for a sample, its sample ID (0) or its bill ID (1).
 */
export const sampleOrBillIdChoices = { sampleId: 0, billId: 1 } as const;
export type SampleOrBillIdChoice = (typeof sampleOrBillIdChoices)[keyof typeof sampleOrBillIdChoices];

export interface OperationSettings {
  /** Remember a signing doctor's verified signature for the next reports (spec 001 §3 'Cached signature rows are masked'). */
  cacheSignatureFlag: boolean;
  /** The signing doctor proposed on every report: a signing doctor of the lab, or none. */
  defaultSignDoc: number | null;
  /** The default signing doctor cannot be changed on a report. */
  fixDefaultSignDocFlag: boolean;
  /** spec 001 §5: 'A value is editable only if forceCalculationFlag is off or the parameter has no calculation.' */
  forceCalculationFlag: boolean;
  highLightPreference: HighLightPreference;
  sortingFlag: SortingFlag;
  /** spec 001 §4: 'Date order follows showLatestOnTop.' */
  showLatestOnTop: boolean;
  /** spec 001 §4: reports not grouped by date but under 'Other Report'. */
  flatWaitingList: boolean;
  showSampleOrBillID: SampleOrBillIdChoice;
  /** spec 001 §5 'the session flag for mandatory fields': a save with an empty mandatory value is refused. */
  mandatoryFieldsFlag: boolean;
  /** spec 001 §3 store_values_to_document_db: long values are kept whole, so the 10000-character cap is off. */
  storeValuesToDocumentDb: boolean;
  /** spec 001 §7 testEntryByDoctor: a doctor may enter values in their own login. */
  testEntryByDoctor: boolean;
  /** spec 001 §3 'Per report setting: minApprovals, maxApprovals' (1 to 4; defaults 1 and 4). */
  minApprovals: number;
  maxApprovals: number;
}

/** A lab that never saved its operation settings: the spec's first value of each kind, newest on top. */
export const defaultOperationSettings: OperationSettings = {
  cacheSignatureFlag: false,
  defaultSignDoc: null,
  fixDefaultSignDocFlag: false,
  forceCalculationFlag: false,
  highLightPreference: highLightPreferences.onChange,
  sortingFlag: sortingFlags.lastUpdated,
  showLatestOnTop: true,
  flatWaitingList: false,
  showSampleOrBillID: sampleOrBillIdChoices.sampleId,
  mandatoryFieldsFlag: false,
  storeValuesToDocumentDb: false,
  testEntryByDoctor: false,
  minApprovals: 1,
  maxApprovals: 4,
};

const booleanKeys = [
  'cacheSignatureFlag',
  'fixDefaultSignDocFlag',
  'forceCalculationFlag',
  'showLatestOnTop',
  'flatWaitingList',
  'mandatoryFieldsFlag',
  'storeValuesToDocumentDb',
  'testEntryByDoctor',
] as const;

const oneOf = <Value extends number>(choices: Record<string, Value>, value: unknown, fallback: Value): Value =>
  (Object.values(choices) as unknown[]).includes(value) ? (value as Value) : fallback;

/** What a lab works with: what it stored, each missing or unreadable value taken from the defaults. */
export function operationSettingsOf(stored: Record<string, unknown> | undefined): OperationSettings {
  const defaults = defaultOperationSettings;
  const flags = Object.fromEntries(
    booleanKeys.map((key) => [key, typeof stored?.[key] === 'boolean' ? stored[key] : defaults[key]]),
  ) as Pick<OperationSettings, (typeof booleanKeys)[number]>;
  const doctor = stored?.defaultSignDoc;
  return {
    ...flags,
    defaultSignDoc: typeof doctor === 'number' && Number.isInteger(doctor) && doctor > 0 ? doctor : null,
    highLightPreference: oneOf(highLightPreferences, stored?.highLightPreference, defaults.highLightPreference),
    sortingFlag: oneOf(sortingFlags, stored?.sortingFlag, defaults.sortingFlag),
    showSampleOrBillID: oneOf(sampleOrBillIdChoices, stored?.showSampleOrBillID, defaults.showSampleOrBillID),
    ...approvalLimitsOf(stored),
  };
}

/**
 * Fixing the default signing doctor needs one: a fixed 'none' would leave reports with no
 * doctor who may sign them. A minimum of approvals above the maximum could never be reached
 * (spec 001 §3 minApprovals, maxApprovals). Answers the field at fault, or null.
 */
export function operationSettingsProblem(settings: OperationSettings): 'defaultSignDoc' | 'minApprovals' | null {
  if (settings.fixDefaultSignDocFlag && settings.defaultSignDoc === null) return 'defaultSignDoc';
  if (settings.minApprovals > settings.maxApprovals) return 'minApprovals';
  return null;
}
