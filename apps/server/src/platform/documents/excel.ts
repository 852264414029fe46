import { type LanguageCode, languageDirection } from '@lims/domain';
import ExcelJS from 'exceljs';

export type SheetValue = string | number | boolean | Date | null;

export interface SheetColumn<Row> {
  header: string;
  /** In characters, as Excel measures columns. */
  width: number;
  value: (row: Row) => SheetValue;
}

export interface SheetDocument<Row> {
  /** Shown on the sheet's tab; Excel allows 31 characters and none of : \ / ? * [ ]. */
  sheetName: string;
  /** Right-to-left languages get a right-to-left sheet: column A on the right. */
  language: LanguageCode;
  columns: ReadonlyArray<SheetColumn<Row>>;
  rows: ReadonlyArray<Row>;
  /** Printed at the top of every page: what the sheet is and whose. */
  printHeader: { start: string; end: string };
  /** A translated 'Page {{page}} of {{total}}' for the printed footer. */
  pageOf: string;
  created: Date;
}

/** Excel reads `&` as the start of a code in a printed header or footer. */
const headerText = (text: string) => text.replaceAll('&', '&&');

const sheetNameOf = (name: string) =>
  name
    .replace(/[:\\/?*[\]]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

/**
 * One sheet of rows with a bold header row that stays in view and filters, the widths given,
 * and the reader's direction; values keep their type (a number stays a number). Text is never
 * read as a formula: exceljs writes a string as a string.
 */
export async function renderWorkbook<Row>(document: SheetDocument<Row>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'LIMS';
  workbook.created = document.created;
  const rightToLeft = languageDirection(document.language) === 'rtl';
  const sheet = workbook.addWorksheet(sheetNameOf(document.sheetName), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    headerFooter: {
      oddHeader: `&L${headerText(document.printHeader.start)}&R${headerText(document.printHeader.end)}`,
      oddFooter: `&C${headerText(document.pageOf).replace('{{page}}', '&P').replace('{{total}}', '&N')}`,
    },
  });
  sheet.columns = document.columns.map((column) => ({ header: column.header, width: column.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEEEEE' } };
  for (const row of document.rows) sheet.addRow(document.columns.map((column) => column.value(row)));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: document.columns.length } };
  // exceljs types its answer as an ArrayBuffer-like of its own; Buffer.from gives it Node's type.
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
