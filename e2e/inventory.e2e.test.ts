import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueLetters } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/**
 * Inventory (issue 15; spec 002 §1 'Inventory mapping screens', spec 001 §2 'inventory-used
 * panel', §3 'Inventory consumption line'): the lab admin maps a stock item to a test on Stock
 * mapping, the bench saves the test's result with the quantity it used, and the item's stock
 * falls by that much on the Inventory page. The demo lab keeps stock (inventoryManagement on).
 */
describe('Inventory: an item mapped to a test is consumed when its result is saved', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  it('maps an item on Stock mapping, consumes the edited quantity on the report’s save, and shows the stock fall', async () => {
    const tag = uniqueLetters();
    const department = await lab.createDepartment(`Stock bench ${tag}`);
    const serum = await lab.createSampleType({ name: `Serum ${tag}`, containerType: 'Vacutainer' });
    const test = await lab.createBillableTest({
      code: `INV-${tag}`.toUpperCase(),
      name: `Glucose ${tag}`,
      departmentId: department.id,
      sampleTypeId: serum.id,
      parameter: 'Fasting glucose',
    });
    const item = await lab.createInventoryItem({
      name: `Glucose reagent ${tag}`,
      materialCode: null,
      inventoryType: 'reagent',
      category: null,
      purchaseUnit: 'box',
      inventoryUnit: 'mL',
      unitsPerPurchase: 100,
      reorderLevel: 0,
      brandName: `Acme ${tag}`,
    });
    const [brand] = item.brands;
    if (!brand) throw new Error('The item has no brand');
    await lab.receiveStock({
      inventoryId: item.id,
      brandId: brand.id,
      departmentId: department.id,
      lotNumber: `LOT-${tag}`.toUpperCase(),
      expiresOn: null,
      quantity: 50,
      unit: 'inventory',
    });

    const { page } = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      { username: 'admin', password: demoPassword },
      '/inventory-mapping',
    );

    // Stock mapping, Test-wise: the test, then Map item with its brand and 2 mL a test.
    await page.getByRole('heading', { name: 'Stock mapping' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search tests' }).fill(test.name);
    await page.getByRole('button', { name: new RegExp(test.name) }).click();
    await page.getByText('Nothing is mapped yet.').waitFor();
    await page.getByRole('button', { name: 'Map item' }).click();
    const dialog = page.getByRole('dialog', { name: `Map item to ${test.name}` });
    await dialog.getByRole('textbox', { name: 'Item and brand' }).click();
    await page.getByRole('option', { name: `${item.name} — ${brand.name}` }).click();
    await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await dialog.getByRole('button', { name: 'Map item' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page
      .getByRole('cell', { name: new RegExp(`^${item.name}`) })
      .first()
      .waitFor();
    await page.getByText('Default Group').waitFor();
    await screenshot(page, 'inventory-mapping-test');

    // The bill, its sample collected and received, and the report in result entry.
    const patient = await lab.registerPatient({
      designation: 'Ms.',
      firstName: 'Meera',
      lastName: `Stock${tag}`,
      gender: 'Female',
      age: 42,
      ageUnit: 'Years',
    });
    const bill = await lab.createBill({ patientId: patient.id, lines: [{ kind: 'test', id: test.id }] });
    await lab.collectAndReceive(bill.id);
    const [report] = bill.reports;
    if (!report) throw new Error('The bill has no report');
    await page.goto(`/reports/${report.id}`);

    // Inventory used: Show plans 2 mL of the item; the bench used 3.
    const panel = page.getByRole('region', { name: 'Inventory used' });
    await panel.getByRole('button', { name: 'Show' }).click();
    const quantity = panel.getByRole('textbox', { name: `Quantity of ${item.name}` });
    await quantity.waitFor();
    expect(await quantity.inputValue()).toBe('2');
    await quantity.fill('3');
    await page.getByRole('textbox', { name: 'Fasting glucose' }).fill('92');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await lab.stockOf(item.id)).items[0]?.remaining).toBe(47);

    // Inventory, Stock: the item's row shows what is left.
    await page.goto('/inventory');
    await page.getByRole('searchbox', { name: 'Search items' }).fill(item.name);
    await page.getByText('47 mL').first().waitFor();
    await screenshot(page, 'inventory-stock-after-consumption');
  });
});
