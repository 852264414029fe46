import type { Page } from 'playwright-core';
import { beforeAll, describe, it } from 'vitest';
import { DataTablePage } from './pages/data-table.js';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueLetters, uniqueName } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/**
 * Branches (spec 001 §6): the admin turns branch management on, adds two branches and puts a
 * user in one; that user's new bill carries their branch and shows in their list, not in the
 * list of a user of the other branch. The test makes its own users, catalogue and patient
 * through the API; the server is this file's own, so the switch changes no other test's lab.
 */
describe('Branches: management on, two branches, a user in each, each sees their own bills', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  /** A test billable at once: a department, a sample type, the test and its report format. */
  async function billableTest(tag: string) {
    const departmentId = (await lab.createDepartment()).id;
    const serum = await lab.createSampleType({ name: `Serum ${tag}`, containerType: null, containerColor: null });
    return lab.createBillableTest({
      code: `GLU-${tag}`.toUpperCase(),
      name: `Glucose ${tag}`,
      departmentId,
      sampleTypeId: serum.id,
      price: 15_000,
      parameter: 'Glucose',
    });
  }

  /** Adds a branch through the page's dialog. */
  async function addBranch(page: Page, name: string, code: string) {
    await page.getByRole('button', { name: 'Add branch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a branch' });
    await dialog.getByLabel('Branch name').fill(name);
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByRole('button', { name: 'Add branch' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** Puts the user in the branch through Settings > Lab users. */
  async function assignBranch(page: Page, fullName: string, branch: string) {
    await page.goto('/settings/lab-users');
    // The search box is drawn again when the first page arrives: search once the rows are in.
    await page.getByRole('row').nth(1).waitFor();
    const users = new DataTablePage(page, 'Search by name, username or email');
    await users.search(fullName);
    await users.waitForFirstColumn([fullName]);
    await users.rowAction(fullName, 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit lab user' });
    await dialog.getByRole('textbox', { name: 'Branch' }).click();
    await page.getByRole('option', { name: branch }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('Given two branches with a user each, When the East user bills, Then the bill is in East, listed for them with its branch, and not for the West user', async ({
    expect,
  }) => {
    const tag = uniqueLetters();
    const east = uniqueName('East');
    const west = uniqueName('West');
    const admin = await lab.createLabUser({ flags: { admin: true } });
    const eastUser = await lab.createLabUser({ fullName: uniqueName('East desk') });
    const westUser = await lab.createLabUser({ fullName: uniqueName('West desk') });
    const { page, context } = await openSignedIn(fixture.browser, fixture.server.baseUrl, admin, '/settings/branches');

    // Branch management on: asked first, then said; the demo lab gets its first branch if it has none.
    const toggle = page.getByRole('switch', { name: 'Branch management' });
    await expect(toggle.isChecked()).resolves.toBe(false);
    await toggle.click({ force: true });
    await page
      .getByRole('dialog', { name: 'Turn branch management on?' })
      .getByRole('button', { name: 'Turn on' })
      .click();
    await page.getByText('Branch management is on').waitFor();
    await expect(toggle.isChecked()).resolves.toBe(true);

    await addBranch(page, east, `E${tag}`.slice(0, 6));
    await addBranch(page, west, `W${tag}`.slice(0, 6));
    const branches = new DataTablePage(page, 'Search branches by name or code');
    await branches.search(east);
    await branches.waitForFirstColumn([east]);
    await screenshot(page, 'branches-page');

    await assignBranch(page, eastUser.fullName, east);
    await assignBranch(page, westUser.fullName, west);
    await context.close();

    // The East user bills through the API as themselves: their session works in East.
    const test = await billableTest(tag);
    const patient = await lab.registerPatient({
      designation: 'Ms.',
      firstName: 'Meera',
      lastName: `Branch${tag}`,
      gender: 'Female',
      age: 34,
      ageUnit: 'Years',
      isPrimaryContact: true,
    });
    const eastApi = await LabApi.signIn(fixture.server.baseUrl, eastUser);
    const bill = await eastApi.createBill({ patientId: patient.id, lines: [{ kind: 'test', id: test.id }] });
    expect(bill.branch?.name).toBe(east);

    const eastPage = await openSignedIn(fixture.browser, fixture.server.baseUrl, eastUser, '/bills');
    const eastRow = eastPage.page
      .getByRole('row')
      .filter({ has: eastPage.page.getByRole('link', { name: bill.labBillId }) });
    await eastRow.waitFor();
    await eastRow.getByText(east).waitFor();
    await eastPage.page.getByRole('columnheader', { name: 'Branch' }).waitFor();
    await screenshot(eastPage.page, 'branches-bill-list-east');
    await eastPage.context.close();

    const westPage = await openSignedIn(fixture.browser, fixture.server.baseUrl, westUser, '/bills');
    // West has billed nothing yet: the list is empty, the East bill not in it.
    await westPage.page.getByText('Data Not Found').waitFor();
    await expect(westPage.page.getByRole('link', { name: bill.labBillId }).count()).resolves.toBe(0);
    await screenshot(westPage.page, 'branches-bill-list-west');
    await westPage.context.close();
  });
});
