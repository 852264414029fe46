import { beforeAll, describe, it } from 'vitest';
import { DataTablePage } from './pages/data-table.js';
import { SignInPage } from './pages/sign-in-page.js';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueName } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

interface TestsPage {
  items: { name: string; code: string; price: number }[];
}

/** An amount as the lab shows it: whole rupees, or with paise once the lab has decimal amounts. */
const rupees = (minor: number, decimals: boolean) =>
  `₹${(minor / 100).toLocaleString('en-IN', { minimumFractionDigits: decimals ? 2 : 0, maximumFractionDigits: decimals ? 2 : 0 })}`;

/**
 * Issue 8: a support user picks the demo lab on the support dashboard (its home after the
 * support login), turns on decimal amounts (spec 002 §3 floatSupportFlag), and the lab's own
 * user sees amounts with paise on the next load; the lab's admin finds the change in the lab's
 * audit trail under the support user's name. The lab user is made for this test through the API.
 */
describe('Support dashboard', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  it("Given the support login, When support turns on decimal amounts for a lab, Then the lab's user sees paise and the change in the audit trail", async ({
    expect,
  }) => {
    const fullName = uniqueName('Meera Iyer');
    const labAdmin = await lab.createLabUser({ fullName, flags: { admin: true } });
    const asLab = await openSignedIn(fixture.browser, fixture.server.baseUrl, labAdmin, '/settings/catalogue/tests');
    const tests = (await (await asLab.context.request.get('/api/v1/catalogue/tests?limit=5')).json()) as TestsPage;
    const test = tests.items.find((item) => item.price > 0 && item.price % 100 === 0);
    if (!test) throw new Error('The demo lab has no test with a whole-rupee price');
    const catalogue = new DataTablePage(asLab.page, 'Search tests by name or code');
    await catalogue.search(test.code);
    await expect.poll(() => catalogue.row(test.name).first().textContent()).toContain(rupees(test.price, false));
    expect(await catalogue.row(test.name).first().textContent()).not.toContain(rupees(test.price, true));
    const labName = (await (await asLab.context.request.get('/api/v1/session')).json()).session.labName as string;

    // Support signs in on its own page and lands on the lab picker.
    const context = await fixture.browser.newContext({
      baseURL: fixture.server.baseUrl,
      viewport: { width: 1366, height: 800 },
    });
    const page = await context.newPage();
    const signIn = new SignInPage(page);
    await signIn.open(fixture.server.baseUrl, '/support/login');
    await signIn.signIn('support', demoPassword);
    await page.getByRole('heading', { name: 'Support dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/support/labs');
    const labs = new DataTablePage(page, 'Search labs by name');
    await labs.search(labName.slice(0, 8));
    await labs.row(labName).getByRole('link', { name: labName }).click();

    await page.getByRole('heading', { name: labName }).waitFor();
    const decimals = page.getByRole('switch', { name: 'Decimal amounts' });
    expect(await decimals.isChecked()).toBe(false);
    await decimals.setChecked(true, { force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Updated successfully').first().waitFor();
    await screenshot(page, 'support-lab-settings-saved');

    // The lab sees it: its next load carries the setting, and amounts show paise.
    await asLab.page.reload();
    await catalogue.search(test.code);
    await expect.poll(() => catalogue.row(test.name).first().textContent()).toContain(rupees(test.price, true));

    // Its admin finds who changed it, and what, in the lab's audit trail.
    await asLab.page.goto('/settings/audit');
    const audit = new DataTablePage(asLab.page, 'Search by action or record');
    await audit.row('settings.support.update').first().waitFor();
    expect(await audit.row('settings.support.update').first().textContent()).toContain('Product Support');

    // Put the lab back as it was for whoever reads it after this test.
    await page.reload();
    await page.getByRole('switch', { name: 'Decimal amounts' }).setChecked(false, { force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Updated successfully').first().waitFor();
    await context.close();
    await asLab.context.close();
  });
});
