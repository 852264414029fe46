import type { Page } from 'playwright-core';

/** The one data table of every list page, driven by what a user sees and clicks. */
export class DataTablePage {
  constructor(
    private readonly page: Page,
    private readonly searchPlaceholder: string,
  ) {}

  get table() {
    return this.page.getByRole('table');
  }

  /** The body rows (the header row left out). */
  get rows() {
    return this.table.locator('tbody tr');
  }

  /** The frame around the table, which marks the edges where the table is cut. */
  get frame() {
    return this.page.getByTestId('data-table');
  }

  get cards() {
    return this.page.getByTestId('data-table-cards').getByRole('listitem');
  }

  row(text: string) {
    return this.page.getByRole('row').filter({ hasText: text });
  }

  async search(text: string) {
    await this.page.getByPlaceholder(this.searchPlaceholder).fill(text);
  }

  columnHeader(name: string) {
    return this.page.getByRole('columnheader', { name });
  }

  async sortBy(column: string) {
    await this.columnHeader(column).getByRole('button').click();
  }

  /** The first cell of each body row, in order. */
  async firstColumn(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => row.querySelector('td')?.textContent?.trim() ?? ''));
  }

  /** Opens a row's menu (the one quiet button) and picks an item. */
  async rowAction(rowName: string, item: string) {
    await this.page.getByRole('button', { name: `Actions for ${rowName}` }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  /** Waits until the rows read `expected`, in that order. */
  async waitForFirstColumn(expected: string[]) {
    await this.page.waitForFunction((names) => {
      const cells = Array.from(document.querySelectorAll('table tbody tr')).map(
        (row) => row.querySelector('td')?.textContent?.trim() ?? '',
      );
      return JSON.stringify(cells) === JSON.stringify(names);
    }, expected);
  }
}
