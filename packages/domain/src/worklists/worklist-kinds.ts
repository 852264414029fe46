/**
 * What work lists there are (spec 002 §2 'Work list menu'): the menu's items and the dialog's
 * two buttons, each one kind of document. The spec numbers six kinds (1 test wise, 2 department
 * wise, 3 and 4 simple, 5 with a template, 6 accession number); the other modals of its §2
 * ('Other work list modals') make the rest.
 */
export const worklistKinds = [
  /** kind 1: one test's reports (Test Wise WorkList). */
  'testWise',
  /** kind 2: the pending reports of each department (Department Wise WorkList). */
  'departmentWise',
  /** kind 3: one line per report in accession order (Simple Work List). */
  'simple',
  /** kind 4: the samples in the lab being processed, accessed (A) or pending (P) (Processing Sample's WorkList). */
  'processingSamples',
  /** kind 5: the Work List dialog's Generate Work List, with its filters and template. */
  'workList',
  /** kind 5: the Work List dialog's Generate Work Sheet: each report's parameters with a blank result column. */
  'workSheet',
  /** kind 6: the accessioned samples in accession-number order with their tests (the menu's Work List). */
  'accession',
  /** Patient Wise WorkList: one patient's, or every patient's, tests. */
  'patientWise',
  /** Clinical History: patients with their clinical history and tests. */
  'clinicalHistory',
  /** Sample Type Work List: the samples of each sample type. */
  'sampleType',
  /** Referral Doctor Work List (New): the reports of one referral doctor's patients. */
  'referralDoctor',
  /** Signing Doctor Work List (New): the reports one signing doctor signs or is to sign. */
  'signingDoctor',
] as const;
export type WorklistKind = (typeof worklistKinds)[number];

/** spec 002 §2: 'Work list kinds are numbered 1 to 6'; the modals' kinds have no number. */
export const worklistKindNumbers: Partial<Record<WorklistKind, 1 | 2 | 3 | 4 | 5 | 6>> = {
  testWise: 1,
  departmentWise: 2,
  simple: 3,
  processingSamples: 4,
  workList: 5,
  workSheet: 5,
  accession: 6,
};

/** The menu's items in the spec's order (spec 002 §2 'Work list menu'); `isNew` is the 'New' flag. */
export const worklistMenuItems: ReadonlyArray<{ kind: WorklistKind; isNew: boolean }> = [
  { kind: 'testWise', isNew: false },
  { kind: 'patientWise', isNew: false },
  { kind: 'simple', isNew: false },
  { kind: 'processingSamples', isNew: false },
  { kind: 'departmentWise', isNew: false },
  { kind: 'clinicalHistory', isNew: false },
  { kind: 'sampleType', isNew: false },
  { kind: 'accession', isNew: false },
  { kind: 'referralDoctor', isNew: true },
  { kind: 'signingDoctor', isNew: true },
];

/** spec 002 §9: 'Sort 0 descending, 1 ascending.' */
export const worklistSortOrders = ['descending', 'ascending'] as const;
export type WorklistSortOrder = (typeof worklistSortOrders)[number];
export const worklistSortOrderCodes: Record<WorklistSortOrder, 0 | 1> = { descending: 0, ascending: 1 };

/** The file a work list is: a PDF, or an Excel workbook when its template says so (spec 002 §3 reportType '1'). */
export const worklistFormats = ['pdf', 'excel'] as const;
export type WorklistFormat = (typeof worklistFormats)[number];

/**
 * spec 002 §9 'Export files named with a Unix timestamp': the seconds since 1970 of when it was
 * made, and the extension of its format.
 */
export const worklistFileName = (format: WorklistFormat, madeAt: Date): string =>
  `${Math.floor(madeAt.getTime() / 1000)}.${format === 'excel' ? 'xlsx' : 'pdf'}`;
