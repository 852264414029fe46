import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueLetters } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/** One parameter of the format as the admin types it into its card. */
interface TypedParameter {
  name: string;
  unit: string;
  calculation?: string;
  male: [string, string];
  female: [string, string];
}

/**
 * The test catalogue's main path (issue 'Test catalogue, report formats and billing'): an admin
 * adds a test through the Tests tab, gives it a report format of two measured parameters and one
 * calculated from them, tries it in the live preview, reorders it, and the test can be billed.
 * The test makes its own admin, department and sample type through the API.
 */
describe('Catalogue: add a test and its report format, then bill it', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  /** A searchable select inside `scope`: typed, then the option of that name picked. */
  async function choose(page: Page, scope: Locator, label: string, option: string) {
    await scope.getByRole('textbox', { name: label, exact: true }).fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Fills the card of parameter #`index` (the editor's cards are named by index and name). */
  async function fillParameter(page: Page, index: number, parameter: TypedParameter) {
    const card = page.getByRole('group', { name: new RegExp(`^Parameter #${index}:`) });
    await card.getByRole('textbox', { name: 'Name', exact: true }).fill(parameter.name);
    await card.getByRole('textbox', { name: 'Unit', exact: true }).fill(parameter.unit);
    if (parameter.calculation) {
      await card.getByRole('textbox', { name: 'Calculation', exact: true }).fill(parameter.calculation);
    }
    const bounds: Array<[string, string]> = [
      ['Male low', parameter.male[0]],
      ['Male high', parameter.male[1]],
      ['Female low', parameter.female[0]],
      ['Female high', parameter.female[1]],
    ];
    for (const [label, value] of bounds) await card.getByRole('textbox', { name: label, exact: true }).fill(value);
    return card;
  }

  it('Given a department and a sample type, When the admin adds a test and a format of two measured parameters and one calculated from them, tries it in the preview, fixes a calculation naming a missing parameter and reorders it, Then the format is kept in the new order and the test is billable', async () => {
    const tag = uniqueLetters();
    const code = `MCH-${tag}`.toUpperCase();
    const testName = `Red cell indices ${tag}`;
    const department = await lab.createDepartment(`Haematology ${tag}`);
    const sampleType = await lab.createSampleType({
      name: `EDTA blood ${tag}`,
      containerType: 'EDTA tube',
      containerColor: '#a855f7',
    });
    const admin = await lab.createLabUser({ flags: { admin: true } });
    const { page, context } = await openSignedIn(fixture.browser, fixture.server.baseUrl, admin, '/settings/catalogue');

    // The catalogue opens on its Tests tab; the test is added through its form.
    await page.getByRole('link', { name: 'Tests', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    await page.getByRole('button', { name: 'Add test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add test' });
    await dialog.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(testName);
    await choose(page, dialog, 'Department', department.name);
    await choose(page, dialog, 'Sample type', sampleType.name);
    await dialog.getByRole('textbox', { name: 'Price', exact: true }).fill('350');
    await dialog.getByRole('textbox', { name: 'Target turnaround time', exact: true }).fill('120');
    await dialog.getByText('= 2 h').waitFor();
    await dialog.getByRole('button', { name: 'Add test' }).click();

    // The new test's page opens, with its details and no format yet.
    await page.getByRole('heading', { name: `${code} · ${testName}` }).waitFor();
    const testId = Number(/\/tests\/(\d+)$/.exec(page.url())?.[1]);
    await page.getByText('₹350').first().waitFor();
    await page.getByText('No report format yet').waitFor();
    await page.getByRole('link', { name: 'Add report format' }).click();

    await page.getByRole('heading', { name: 'New report format' }).waitFor();
    await fillParameter(page, 1, { name: 'Haemoglobin', unit: 'g/dL', male: ['13', '17'], female: ['12', '15.5'] });
    await page.getByRole('button', { name: 'Add parameter' }).first().click();
    await fillParameter(page, 2, { name: 'RBC count', unit: '10^6/µL', male: ['4.5', '5.9'], female: ['4.1', '5.1'] });
    await page.getByRole('button', { name: 'Add parameter' }).first().click();
    // A slip: #4 is not a parameter of this format.
    const mch = await fillParameter(page, 3, {
      name: 'MCH',
      unit: 'pg',
      calculation: '#1 * 10 / #4',
      male: ['27', '33'],
      female: ['27', '33'],
    });
    const unknownParameter = 'The calculation of MCH refers to #4, which is not a parameter of this format.';
    await mch.getByText(unknownParameter).waitFor();
    await page.getByRole('button', { name: 'Save format' }).click();
    await page.getByText('Correct the problems marked in red first.').waitFor();
    expect(page.url()).toMatch(/\/formats\/new$/);
    await screenshot(page, 'catalogue-format-refused');

    await mch.getByRole('textbox', { name: 'Calculation', exact: true }).fill('#1 * 10 / #2');
    await mch.getByText('Reads Haemoglobin, RBC count').waitFor();
    await mch.getByText(unknownParameter).waitFor({ state: 'detached' });

    // The preview: each row's range for the sex chosen, and the calculated value from the typed ones.
    const preview = page.getByRole('region', { name: 'Preview of the entry rows' });
    const ranges = () => preview.getByTestId('preview-range').allTextContents();
    await expect.poll(ranges).toEqual(['13 - 17', '4.5 - 5.9', '27 - 33']);
    await preview.getByRole('textbox', { name: 'Haemoglobin' }).fill('15');
    await preview.getByRole('textbox', { name: 'RBC count' }).fill('5');
    await expect.poll(() => preview.getByRole('textbox', { name: 'MCH' }).inputValue()).toBe('30');
    await preview.getByText('Female', { exact: true }).click();
    await expect.poll(ranges).toEqual(['12 - 15.5', '4.1 - 5.1', '27 - 33']);
    // A full-page picture taken scrolled down would draw the fixed header halfway down it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'catalogue-format-preview');

    await page.getByRole('button', { name: 'Save format' }).click();
    await page.getByText('Report format added').waitFor();
    await page.waitForURL(/\/formats\/\d+$/);
    await page.getByRole('heading', { name: 'Report format', exact: true }).waitFor();
    const formatId = Number(/\/formats\/(\d+)$/.exec(page.url())?.[1]);

    // The red cell count first: moved up, and saved again.
    await page.getByRole('button', { name: 'Move RBC count up' }).click();
    await expect.poll(ranges).toEqual(['4.5 - 5.9', '13 - 17', '27 - 33']);
    await page.getByRole('button', { name: 'Save format' }).click();
    await page.getByText('Updated successfully').waitFor();

    const format = await lab.getReportFormat(formatId);
    const stored = [...format.parameters].sort((a, b) => a.order - b.order);
    expect(stored.map((parameter) => [parameter.index, parameter.name])).toEqual([
      [2, 'RBC count'],
      [1, 'Haemoglobin'],
      [3, 'MCH'],
    ]);
    expect(stored[2]).toMatchObject({
      calculationString: '#1 * 10 / #2',
      lowerBoundMale: 27,
      upperBoundMale: 33,
    });
    expect(stored[1]).toMatchObject({ lowerBoundFemale: 12, upperBoundFemale: 15.5 });
    // Created at version 0, changed once since.
    expect(format).toMatchObject({ version: 1, isDefault: true, test: { id: testId } });

    const test = await lab.getTest(testId);
    expect(test).toMatchObject({
      code,
      name: testName,
      department: { id: department.id },
      sampleType: { id: sampleType.id },
      price: 35_000,
      targetTatMinutes: 120,
      formats: [{ id: formatId, isDefault: true }],
    });
    const { items } = await lab.searchBillables(code);
    expect(items).toEqual([expect.objectContaining({ kind: 'test', id: testId, code, price: 35_000 })]);
    await context.close();
  });
});
