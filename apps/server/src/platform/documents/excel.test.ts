import { describe, expect, it } from 'vitest';
import { readWorkbook } from './document-reading.js';
import { renderWorkbook, type SheetDocument } from './excel.js';

interface Person {
  name: string;
  tests: number;
}

const sheet = (overrides: Partial<SheetDocument<Person>> = {}): SheetDocument<Person> => ({
  sheetName: 'Lab users',
  language: 'en',
  columns: [
    { header: 'Name', width: 30, value: (person) => person.name },
    { header: 'Tests', width: 8, value: (person) => person.tests },
  ],
  rows: [
    { name: 'Asha Verma', tests: 12 },
    { name: 'محمد العلي', tests: 3 },
    { name: '=HYPERLINK("http://example.com")', tests: 0 },
  ],
  printHeader: { start: 'Demo Lab & Co · Lab users', end: 'Printed on 21-11-2025 13:38' },
  pageOf: 'Page {{page}} of {{total}}',
  created: new Date('2025-11-21T08:08:00Z'),
  ...overrides,
});

describe('Excel workbooks (exceljs)', () => {
  it('writes a bold header row and one row per item, values keeping their type', async () => {
    const workbook = await readWorkbook(await renderWorkbook(sheet()));
    const worksheet = workbook.getWorksheet('Lab users');
    expect(worksheet?.getRow(1).values).toEqual([undefined, 'Name', 'Tests']);
    expect(worksheet?.getRow(1).font?.bold).toBe(true);
    expect(worksheet?.getRow(2).values).toEqual([undefined, 'Asha Verma', 12]);
    expect(worksheet?.getRow(3).values).toEqual([undefined, 'محمد العلي', 3]);
    expect(worksheet?.rowCount).toBe(4);
  });

  it('keeps a text that looks like a formula a text', async () => {
    const worksheet = (await readWorkbook(await renderWorkbook(sheet()))).getWorksheet(1);
    expect(worksheet?.getCell('A4').value).toBe('=HYPERLINK("http://example.com")');
    expect(worksheet?.getCell('A4').formula).toBeUndefined();
  });

  it('sets the column widths, a frozen filtered header and the printed header and footer', async () => {
    const worksheet = (await readWorkbook(await renderWorkbook(sheet()))).getWorksheet(1);
    expect(worksheet?.columns.map((column) => column.width)).toEqual([30, 8]);
    expect(worksheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, rightToLeft: false });
    expect(worksheet?.autoFilter).toBe('A1:B1');
    // '&' starts a code in Excel's header syntax; a lab's own '&' is doubled.
    expect(worksheet?.headerFooter.oddHeader).toBe('&LDemo Lab && Co · Lab users&RPrinted on 21-11-2025 13:38');
    expect(worksheet?.headerFooter.oddFooter).toBe('&CPage &P of &N');
  });

  it('turns the sheet right to left for Arabic', async () => {
    const worksheet = (await readWorkbook(await renderWorkbook(sheet({ language: 'ar' })))).getWorksheet(1);
    expect(worksheet?.views[0]?.rightToLeft).toBe(true);
  });

  it('makes a sheet name Excel accepts: 31 characters, none of : \\ / ? * [ ]', async () => {
    const workbook = await readWorkbook(
      await renderWorkbook(sheet({ sheetName: 'Users: [all] / everyone? * and more and more' })),
    );
    expect(workbook.worksheets[0]?.name).toBe('Users   all    everyone    and');
  });
});
