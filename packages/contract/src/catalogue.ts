import { z } from 'zod';
import { Id, Timestamp, Version } from './common.js';
import { listQuery, page, QueryFlag } from './lists.js';
import { Name, Text } from './text.js';

const Optional = (max: number) => Text({ max, min: 0 }).nullish();
/** Money in minor units of the lab's currency (paise for INR): never a float (DESIGN.md Data). */
export const Money = z.number().int().min(0).max(1_000_000_000_00);
/** A colour as CSS hex, '#7c3aed'. */
const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'invalidRequest');
/** LOINC codes are digits, a dash and a check digit: '718-7'. */
export const LoincCode = z.string().regex(/^\d{1,7}-\d$/, 'invalidRequest');

/** The list query every catalogue list takes: search by name (and code), enabled unless asked. */
const catalogueListQuery = <const SortKey extends string>(sortKeys: readonly [SortKey, ...SortKey[]]) =>
  listQuery(sortKeys).extend({ includeDisabled: QueryFlag });

/** An update names at least one field beside its version. */
const changesSomething = (value: object) =>
  Object.entries(value).some(([key, field]) => key !== 'version' && field !== undefined);

const Audited = { enabled: z.boolean(), version: Version, createdAt: Timestamp, updatedAt: Timestamp };
/** A change of any catalogue record: the fields changed (`enabled` disables or enables), with its version. */
const updateOf = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z
    .object(shape)
    .partial()
    .extend({ enabled: z.boolean().optional(), version: Version })
    .refine(changesSomething, { error: 'nothingToUpdate' });

// Sample types (spec 002 §3 'Other lookups': id, name, containerType, containerColor)
const SampleTypeFields = {
  name: Name(80),
  containerType: Optional(80),
  containerColor: Colour.nullish(),
  /** Shown to whoever draws the sample (spec 002 §2 'instructions panels'): patient preparation, volume, handling. */
  collectionInstructions: Text({ max: 1000, min: 0, multiline: true }).nullish(),
};
export const SampleType = z
  .object({
    id: z.number().int(),
    name: z.string(),
    containerType: z.string().nullable(),
    containerColor: z.string().nullable(),
    collectionInstructions: z.string().nullable(),
    ...Audited,
  })
  .meta({ id: 'SampleType' });
export type SampleType = z.infer<typeof SampleType>;
export const SampleTypeListQuery = catalogueListQuery(['name', 'createdAt']);
export type SampleTypeListQuery = z.infer<typeof SampleTypeListQuery>;
export const SampleTypeList = page(SampleType);
export type SampleTypeList = z.infer<typeof SampleTypeList>;
export const CreateSampleType = z.object(SampleTypeFields);
export type CreateSampleType = z.infer<typeof CreateSampleType>;
export const UpdateSampleType = updateOf(SampleTypeFields);
export type UpdateSampleType = z.infer<typeof UpdateSampleType>;

// Outsource centres (spec 002 §3: outsourceId, outsourceName)
const OutsourceCentreFields = {
  name: Name(120),
  contactPerson: Optional(120),
  phone: Text({ max: 20, min: 0 }).nullish(),
  email: Optional(254),
  address: Text({ max: 300, min: 0, multiline: true }).nullish(),
};
export const OutsourceCentre = z
  .object({
    id: z.number().int(),
    name: z.string(),
    contactPerson: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    ...Audited,
  })
  .meta({ id: 'OutsourceCentre' });
export type OutsourceCentre = z.infer<typeof OutsourceCentre>;
export const OutsourceCentreListQuery = catalogueListQuery(['name', 'createdAt']);
export type OutsourceCentreListQuery = z.infer<typeof OutsourceCentreListQuery>;
export const OutsourceCentreList = page(OutsourceCentre);
export type OutsourceCentreList = z.infer<typeof OutsourceCentreList>;
export const CreateOutsourceCentre = z.object(OutsourceCentreFields);
export type CreateOutsourceCentre = z.infer<typeof CreateOutsourceCentre>;
export const UpdateOutsourceCentre = updateOf(OutsourceCentreFields);
export type UpdateOutsourceCentre = z.infer<typeof UpdateOutsourceCentre>;

// Test categories
const TestCategoryFields = { name: Name(80) };
export const TestCategory = z
  .object({ id: z.number().int(), name: z.string(), ...Audited })
  .meta({ id: 'TestCategory' });
export type TestCategory = z.infer<typeof TestCategory>;
export const TestCategoryListQuery = catalogueListQuery(['name', 'createdAt']);
export type TestCategoryListQuery = z.infer<typeof TestCategoryListQuery>;
export const TestCategoryList = page(TestCategory);
export type TestCategoryList = z.infer<typeof TestCategoryList>;
export const CreateTestCategory = z.object(TestCategoryFields);
export type CreateTestCategory = z.infer<typeof CreateTestCategory>;
export const UpdateTestCategory = updateOf(TestCategoryFields);
export type UpdateTestCategory = z.infer<typeof UpdateTestCategory>;

/** A catalogue record as other records name it. */
export const CatalogueRef = z.object({ id: z.number().int(), name: z.string() });
export type CatalogueRef = z.infer<typeof CatalogueRef>;

// Devices (instruments: spec 002 §3 deviceId, deviceName) with the tests each runs
const DeviceFields = { name: Name(120), departmentId: Id, testIds: z.array(Id).max(500) };
export const Device = z
  .object({
    id: z.number().int(),
    name: z.string(),
    department: CatalogueRef,
    tests: z.array(CatalogueRef.extend({ code: z.string() })),
    ...Audited,
  })
  .meta({ id: 'Device' });
export type Device = z.infer<typeof Device>;
export const DeviceListQuery = catalogueListQuery(['name', 'createdAt']).extend({ departmentId: Id.optional() });
export type DeviceListQuery = z.infer<typeof DeviceListQuery>;
export const DeviceList = page(Device);
export type DeviceList = z.infer<typeof DeviceList>;
export const CreateDevice = z.object({ ...DeviceFields, testIds: DeviceFields.testIds.default([]) });
export type CreateDevice = z.infer<typeof CreateDevice>;
export const UpdateDevice = updateOf(DeviceFields);
export type UpdateDevice = z.infer<typeof UpdateDevice>;

// Tests (spec 001 §3 Lab report 'reportID', spec 002 §3)
const TestFields = {
  code: Name(30),
  name: Name(160),
  departmentId: Id,
  sampleTypeId: Id.nullish(),
  categoryId: Id.nullish(),
  price: Money,
  cost: Money.default(0),
  targetTatMinutes: z
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 60),
  isOutsourceTest: z.boolean().default(false),
  outsourceCentreId: Id.nullish(),
  isRadiology: z.boolean().default(false),
  multiSampleTest: z.boolean().default(false),
  hasSupplementaryTest: z.boolean().default(false),
  isMultiUnit: z.boolean().default(false),
  loincCode: LoincCode.nullish(),
};
export const CatalogueTest = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    department: CatalogueRef,
    sampleType: CatalogueRef.nullable(),
    category: CatalogueRef.nullable(),
    price: z.number().int(),
    cost: z.number().int(),
    targetTatMinutes: z.number().int(),
    isOutsourceTest: z.boolean(),
    outsourceCentre: CatalogueRef.nullable(),
    isRadiology: z.boolean(),
    multiSampleTest: z.boolean(),
    hasSupplementaryTest: z.boolean(),
    isMultiUnit: z.boolean(),
    loincCode: z.string().nullable(),
    /** The test's formats, default first (`multipleFormat` when more than one). */
    formats: z.array(CatalogueRef.extend({ isDefault: z.boolean() })),
    ...Audited,
  })
  .meta({ id: 'CatalogueTest' });
export type CatalogueTest = z.infer<typeof CatalogueTest>;
export const TestListQuery = catalogueListQuery(['name', 'code', 'price', 'createdAt']).extend({
  departmentId: Id.optional(),
  categoryId: Id.optional(),
});
export type TestListQuery = z.infer<typeof TestListQuery>;
export const TestList = page(CatalogueTest);
export type TestList = z.infer<typeof TestList>;
export const CreateTest = z.object(TestFields);
export type CreateTest = z.infer<typeof CreateTest>;
export const UpdateTest = updateOf({
  ...TestFields,
  cost: Money,
  isOutsourceTest: z.boolean(),
  isRadiology: z.boolean(),
  multiSampleTest: z.boolean(),
  hasSupplementaryTest: z.boolean(),
  isMultiUnit: z.boolean(),
});
export type UpdateTest = z.infer<typeof UpdateTest>;

// Profiles (panels)
const ProfileFields = { code: Name(30), name: Name(160), price: Money, testIds: z.array(Id).min(1).max(200) };
export const Profile = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    price: z.number().int(),
    /** Its tests in order; the sum of their prices shows what the panel saves. */
    tests: z.array(CatalogueRef.extend({ code: z.string(), price: z.number().int() })),
    ...Audited,
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;
export const ProfileListQuery = catalogueListQuery(['name', 'code', 'price', 'createdAt']);
export type ProfileListQuery = z.infer<typeof ProfileListQuery>;
export const ProfileList = page(Profile);
export type ProfileList = z.infer<typeof ProfileList>;
export const CreateProfile = z.object(ProfileFields);
export type CreateProfile = z.infer<typeof CreateProfile>;
export const UpdateProfile = updateOf(ProfileFields);
export type UpdateProfile = z.infer<typeof UpdateProfile>;

// Report formats (spec 001 §3 'Report format parameter')
const Bound = z.number().finite().min(-1e9).max(1e9).nullable().default(null);
const Flag = z.boolean().default(false);
const OptionalText = (max: number) => Text({ max, min: 0 }).nullable().default(null);
export const ReportFormatParameterInput = z.object({
  index: z.number().int().min(1).max(999),
  order: z.number().int().min(0).max(999),
  name: Text({ max: 160, min: 0 }),
  unit: OptionalText(40),
  dictionaryId: OptionalText(60),
  automatedValue: OptionalText(60),
  descriptionFlag: Flag,
  listField: OptionalText(2000),
  fileInput: Flag,
  styleFlag: Flag,
  optionalField: Flag,
  highlightFlag: Flag,
  isInterpretation: Flag,
  method: OptionalText(160),
  defaultDescription: Text({ max: 4000, min: 0, multiline: true }).nullable().default(null),
  calculationString: OptionalText(500),
  isNumeric: Flag,
  lowerBoundMale: Bound,
  upperBoundMale: Bound,
  lowerBoundFemale: Bound,
  upperBoundFemale: Bound,
  criticalLowerMale: Bound,
  criticalUpperMale: Bound,
  criticalLowerFemale: Bound,
  criticalUpperFemale: Bound,
  otherFlag: Flag,
  otherMale: Text({ max: 500, min: 0, multiline: true }).nullable().default(null),
  otherFemale: Text({ max: 500, min: 0, multiline: true }).nullable().default(null),
  loincCode: LoincCode.nullable().default(null),
  /** The change from the patient's previous value that is flagged, in the parameter's unit (decision 0039). */
  deltaLimit: z.number().positive().max(1_000_000_000).nullable().default(null),
  /** The second unit a printed report may show, the value times the factor (decision 0041). */
  secondaryUnit: OptionalText(40),
  secondaryFactor: z.number().positive().max(1_000_000_000).nullable().default(null),
});
export type ReportFormatParameterInput = z.input<typeof ReportFormatParameterInput>;
export const ReportFormatParameter = ReportFormatParameterInput.extend({
  name: z.string(),
  unit: z.string().nullable(),
}).meta({ id: 'ReportFormatParameter' });
export type ReportFormatParameterShape = z.infer<typeof ReportFormatParameter>;

/** A warning the format was kept with (a unit UCUM does not know): shown, never a refusal. */
export const FormatWarning = z.object({
  /** The parameter's position in `parameters` (as a refusal's field `parameters.{position}.unit`). */
  index: z.number().int(),
  messageKey: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type FormatWarning = z.infer<typeof FormatWarning>;

export const ReportFormat = z
  .object({
    id: z.number().int(),
    test: CatalogueRef.extend({ code: z.string() }),
    name: z.string(),
    isDefault: z.boolean(),
    parameters: z.array(ReportFormatParameter),
    warnings: z.array(FormatWarning),
    ...Audited,
  })
  .meta({ id: 'ReportFormat' });
export type ReportFormat = z.infer<typeof ReportFormat>;
export const ReportFormatListQuery = catalogueListQuery(['name', 'createdAt']).extend({ testId: Id.optional() });
export type ReportFormatListQuery = z.infer<typeof ReportFormatListQuery>;
export const ReportFormatSummary = ReportFormat.omit({ parameters: true, warnings: true }).extend({
  parameterCount: z.number().int(),
});
export const ReportFormatList = page(ReportFormatSummary);
export type ReportFormatList = z.infer<typeof ReportFormatList>;
const ReportFormatFields = {
  testId: Id,
  name: Name(120),
  isDefault: z.boolean().default(false),
  parameters: z.array(ReportFormatParameterInput).min(1).max(200),
};
export const CreateReportFormat = z.object(ReportFormatFields);
export type CreateReportFormat = z.input<typeof CreateReportFormat>;
export const UpdateReportFormat = z
  .object({
    name: Name(120).optional(),
    isDefault: z.boolean().optional(),
    parameters: ReportFormatFields.parameters.optional(),
    enabled: z.boolean().optional(),
    version: Version,
  })
  .refine(changesSomething, { error: 'nothingToUpdate' });
export type UpdateReportFormat = z.input<typeof UpdateReportFormat>;

/** Copying a test, profile or format: the copy's new name (and code), everything else as the original. */
export const CopyCatalogueRecord = z.object({ name: Name(160), code: Name(30).optional() });
export type CopyCatalogueRecord = z.infer<typeof CopyCatalogueRecord>;
/** Copying a report format: the copy's name, onto the same test or the test given. */
export const CopyReportFormat = z.object({ name: Name(120), testId: Id.optional() });
export type CopyReportFormat = z.infer<typeof CopyReportFormat>;

/** The billing desk's search over tests and profiles by name or code. */
export const BillableSearchQuery = z.object({
  q: Text({ max: 60, min: 1 }),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const BillableItem = z
  .object({
    kind: z.enum(['test', 'profile']),
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    price: z.number().int(),
    cost: z.number().int(),
    sampleType: CatalogueRef.nullable(),
    isOutsourceTest: z.boolean(),
    outsourceCentre: CatalogueRef.nullable(),
    /** A profile's tests by name; empty for a test. */
    testNames: z.array(z.string()),
  })
  .meta({ id: 'BillableItem' });
export type BillableItem = z.infer<typeof BillableItem>;
export const BillableSearchResult = z.object({ items: z.array(BillableItem) });
export type BillableSearchResult = z.infer<typeof BillableSearchResult>;
