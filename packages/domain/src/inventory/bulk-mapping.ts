/**
 * The inventory bulk mapping upload's row checks (spec 002 §5 'Bulk mapping row valid only if
 * test, inventory with brand, and instrument (if given) resolve by case-insensitive name;
 * instrument must be active; quantity greater than 0; the combination must not duplicate an
 * already verified one.'; §9 'Bulk mapping status 0, 1, 2'). The upload shows every row with its
 * status before anything is saved, and only the valid rows are saved.
 */
export const bulkMappingStatuses = { valid: 0, invalid: 1, duplicate: 2 } as const;
export type BulkMappingStatus = (typeof bulkMappingStatuses)[keyof typeof bulkMappingStatuses];

/** One row of the file: the columns testName, inventoryName, brandName, quantity, instrumentName. */
export interface BulkMappingRow {
  testName: string;
  inventoryName: string;
  brandName: string;
  /** As read from the cell: a number, or text that may not be one. */
  quantity: unknown;
  instrumentName?: string | null;
}

/** What the names resolve against: the lab's tests, items with their brands, instruments, and the mappings already verified. */
export interface BulkMappingCatalogue {
  tests: ReadonlyArray<{ id: number; name: string }>;
  items: ReadonlyArray<{ id: number; name: string; brands: ReadonlyArray<{ id: number; name: string }> }>;
  instruments: ReadonlyArray<{ id: number; name: string; active: boolean }>;
  verified: ReadonlyArray<BulkMappingKey>;
}

/** What makes a mapping the same mapping: the test, the item and brand, and the instrument (none for any). */
export interface BulkMappingKey {
  testId: number;
  inventoryId: number;
  brandId: number;
  instrumentId: number | null;
}

export const bulkRowProblems = [
  'testNotFound',
  'inventoryNotFound',
  'brandNotFound',
  'instrumentNotFound',
  'instrumentInactive',
  'quantityNotPositive',
] as const;
export type BulkRowProblem = (typeof bulkRowProblems)[number];

export interface CheckedBulkRow {
  row: BulkMappingRow;
  status: BulkMappingStatus;
  /** Why an invalid row is invalid; empty for a valid or duplicate row. */
  problems: BulkRowProblem[];
  /** The ids the names resolved to, for a valid or duplicate row. */
  mapping: (BulkMappingKey & { quantity: number }) | null;
}

/** Names match whatever their case and spacing: 'Glucose  reagent' is 'glucose reagent'. */
export const mappingNameKey = (name: string | null | undefined): string =>
  (name ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

const byName = <Entry extends { name: string }>(entries: ReadonlyArray<Entry>) =>
  new Map(entries.map((entry) => [mappingNameKey(entry.name), entry]));

const keyText = (key: BulkMappingKey) => `${key.testId}:${key.inventoryId}:${key.brandId}:${key.instrumentId ?? '-'}`;

/** A quantity is a finite number above 0, given as a number or as text that is one. */
function quantityOf(value: unknown): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : null;
}

/**
 * Every row with its status, in the file's order: 1 when a name does not resolve, the instrument
 * is inactive or the quantity is not above 0 (all the reasons given); 2 when it is the same
 * mapping as one already verified, or as a valid row above it in the file; 0 otherwise.
 */
export function checkBulkMappingRows(
  rows: ReadonlyArray<BulkMappingRow>,
  catalogue: BulkMappingCatalogue,
): CheckedBulkRow[] {
  const tests = byName(catalogue.tests);
  const items = byName(catalogue.items);
  const instruments = byName(catalogue.instruments);
  const seen = new Set(catalogue.verified.map(keyText));
  return rows.map((row) => {
    const problems: BulkRowProblem[] = [];
    const test = tests.get(mappingNameKey(row.testName));
    if (!test) problems.push('testNotFound');
    const item = items.get(mappingNameKey(row.inventoryName));
    if (!item) problems.push('inventoryNotFound');
    const brand = item?.brands.find((candidate) => mappingNameKey(candidate.name) === mappingNameKey(row.brandName));
    if (item && !brand) problems.push('brandNotFound');
    const instrumentGiven = mappingNameKey(row.instrumentName) !== '';
    const instrument = instrumentGiven ? instruments.get(mappingNameKey(row.instrumentName)) : undefined;
    if (instrumentGiven && !instrument) problems.push('instrumentNotFound');
    if (instrument && !instrument.active) problems.push('instrumentInactive');
    const quantity = quantityOf(row.quantity);
    if (quantity === null) problems.push('quantityNotPositive');
    if (problems.length > 0 || !test || !item || !brand || quantity === null) {
      return { row, status: bulkMappingStatuses.invalid, problems, mapping: null };
    }
    const mapping = {
      testId: test.id,
      inventoryId: item.id,
      brandId: brand.id,
      instrumentId: instrument?.id ?? null,
      quantity,
    };
    const key = keyText(mapping);
    if (seen.has(key)) return { row, status: bulkMappingStatuses.duplicate, problems: [], mapping };
    seen.add(key);
    return { row, status: bulkMappingStatuses.valid, problems: [], mapping };
  });
}
