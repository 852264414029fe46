import type { CatalogueTest, Page, Profile, ReportFormat } from '@lims/contract';
import { newReportFormatParameter, type ReportFormatParameter } from '@lims/domain';

const audited = {
  enabled: true,
  version: 1,
  createdAt: '2025-05-21T04:30:00.000Z',
  updatedAt: '2025-05-21T04:30:00.000Z',
};

/** The demo lab's complete blood count, as the catalogue API answers it. */
export const cbcTest: CatalogueTest = {
  id: 7,
  code: 'CBC',
  name: 'Complete blood count',
  department: { id: 2, name: 'Haematology' },
  sampleType: { id: 3, name: 'EDTA whole blood' },
  category: null,
  price: 35000,
  cost: 9000,
  targetTatMinutes: 240,
  isOutsourceTest: false,
  outsourceCentre: null,
  isRadiology: false,
  multiSampleTest: false,
  hasSupplementaryTest: false,
  isMultiUnit: false,
  loincCode: '58410-2',
  formats: [{ id: 11, name: 'Standard', isDefault: true }],
  ...audited,
};

export const lipidTest: CatalogueTest = {
  ...cbcTest,
  id: 8,
  code: 'LIPID',
  name: 'Lipid profile',
  department: { id: 4, name: 'Biochemistry' },
  sampleType: { id: 5, name: 'Serum' },
  price: 60000,
  loincCode: null,
  formats: [],
};

/** A parameter of a test format: `newReportFormatParameter`'s blank one with these fields. */
export const parameter = (fields: Partial<ReportFormatParameter> & { index: number }): ReportFormatParameter => ({
  ...newReportFormatParameter([]),
  order: fields.index - 1,
  ...fields,
});

export const cbcFormat: ReportFormat = {
  id: 11,
  test: { id: 7, code: 'CBC', name: 'Complete blood count' },
  name: 'Standard',
  isDefault: true,
  parameters: [
    parameter({
      index: 1,
      name: 'WBC count',
      unit: '10*3/uL',
      lowerBoundMale: 4.5,
      upperBoundMale: 11,
      lowerBoundFemale: 4,
      upperBoundFemale: 10.5,
    }),
    parameter({
      index: 2,
      name: 'Urine protein',
      isNumeric: false,
      descriptionFlag: true,
      listField: 'Negative~0#Trace~1#Positive~2',
    }),
  ],
  warnings: [],
  ...audited,
};

export const cbcProfile: Profile = {
  id: 21,
  code: 'FIT',
  name: 'Fitness panel',
  price: 80000,
  tests: [
    { id: 7, code: 'CBC', name: 'Complete blood count', price: 35000 },
    { id: 8, code: 'LIPID', name: 'Lipid profile', price: 60000 },
  ],
  ...audited,
};

export const pageOf = <Item>(items: Item[]): Page<Item> => ({ items, total: items.length, nextCursor: null });
