import { describe, expect, it } from 'vitest';
import {
  type BulkMappingCatalogue,
  type BulkMappingRow,
  checkBulkMappingRows,
  mappingNameKey,
} from './bulk-mapping.js';

const catalogue: BulkMappingCatalogue = {
  tests: [
    { id: 1, name: 'Glucose, Fasting' },
    { id: 2, name: 'Complete Blood Count' },
  ],
  items: [
    {
      id: 10,
      name: 'Glucose reagent',
      brands: [
        { id: 100, name: 'Randox' },
        { id: 101, name: 'Erba' },
      ],
    },
    { id: 11, name: 'EDTA tube', brands: [{ id: 110, name: 'BD Vacutainer' }] },
  ],
  instruments: [
    { id: 20, name: 'Cobas c311', active: true },
    { id: 21, name: 'Old analyser', active: false },
  ],
  verified: [{ testId: 2, inventoryId: 11, brandId: 110, instrumentId: null }],
};

const row = (changes: Partial<BulkMappingRow> = {}): BulkMappingRow => ({
  testName: 'Glucose, Fasting',
  inventoryName: 'Glucose reagent',
  brandName: 'Randox',
  quantity: 1,
  instrumentName: 'Cobas c311',
  ...changes,
});

describe("spec 002 §5 bulk mapping rows ('status 0 valid, 1 invalid or missing, 2 duplicate', §9)", () => {
  it('resolves names whatever their case and spacing, and an instrument left empty', () => {
    const [checked] = checkBulkMappingRows(
      [
        row({
          testName: ' glucose,  FASTING ',
          inventoryName: 'GLUCOSE REAGENT',
          brandName: 'randox',
          instrumentName: '',
        }),
      ],
      catalogue,
    );
    expect(checked).toMatchObject({
      status: 0,
      problems: [],
      mapping: { testId: 1, inventoryId: 10, brandId: 100, instrumentId: null, quantity: 1 },
    });
    expect(mappingNameKey('  A   b ')).toBe('a b');
  });

  it('gives status 1 with every reason for names that do not resolve', () => {
    const checked = checkBulkMappingRows(
      [
        row({ testName: 'Lipid Profile' }),
        row({ inventoryName: 'Unknown item' }),
        row({ brandName: 'BD Vacutainer' }),
        row({ instrumentName: 'Sysmex' }),
        row({ testName: 'x', inventoryName: 'y', instrumentName: 'z', quantity: 0 }),
      ],
      catalogue,
    );
    expect(checked.map((entry) => [entry.status, entry.problems])).toEqual([
      [1, ['testNotFound']],
      [1, ['inventoryNotFound']],
      [1, ['brandNotFound']],
      [1, ['instrumentNotFound']],
      [1, ['testNotFound', 'inventoryNotFound', 'instrumentNotFound', 'quantityNotPositive']],
    ]);
    expect(checked.every((entry) => entry.mapping === null)).toBe(true);
  });

  it("refuses an inactive instrument ('instrument must be active')", () => {
    expect(checkBulkMappingRows([row({ instrumentName: 'Old analyser' })], catalogue)[0]?.problems).toEqual([
      'instrumentInactive',
    ]);
  });

  it("refuses a quantity that is not above 0 ('quantity greater than 0')", () => {
    const quantities: unknown[] = [0, -1, '', 'two', null, Number.NaN, Number.POSITIVE_INFINITY];
    for (const quantity of quantities) {
      expect(checkBulkMappingRows([row({ quantity })], catalogue)[0]?.status).toBe(1);
    }
    expect(checkBulkMappingRows([row({ quantity: '0.5' })], catalogue)[0]?.mapping?.quantity).toBe(0.5);
  });

  it("gives status 2 to a mapping already verified, and to a repeat of a valid row above it ('must not duplicate')", () => {
    const checked = checkBulkMappingRows(
      [
        row({
          testName: 'Complete Blood Count',
          inventoryName: 'EDTA tube',
          brandName: 'BD Vacutainer',
          instrumentName: null,
        }),
        row(),
        row({ quantity: 2 }),
        row({ brandName: 'Erba' }),
        row({ instrumentName: null }),
      ],
      catalogue,
    );
    expect(checked.map((entry) => entry.status)).toEqual([2, 0, 2, 0, 0]);
  });
});
