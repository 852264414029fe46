import { beforeAll, describe, it } from 'vitest';
import { DataTablePage } from './pages/data-table.js';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueName } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

const departmentsPath = '/settings/departments';

/**
 * Each test creates its own admin and its own departments through the API, so the tests can
 * run side by side and in any order.
 */
describe.concurrent('Settings > Departments: one data table, searched, sorted and paged by the server', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  /** A new administrator of the demo lab, on the departments page in a browser of their own. */
  async function adminOnDepartments(options: { width?: number; language?: string } = {}) {
    const admin = await lab.createLabUser({ flags: { admin: true } });
    const opened = await openSignedIn(fixture.browser, fixture.server.baseUrl, admin, departmentsPath, options);
    return { ...opened, table: new DataTablePage(opened.page, 'Search departments') };
  }

  it('Given three departments, When the admin searches for them, Then the server finds them by name, and a click on the header reverses them', async ({
    expect,
  }) => {
    const prefix = uniqueName('Sorted');
    for (const name of ['Beta', 'Gamma', 'Alpha']) await lab.createDepartment(`${prefix} ${name}`);
    const { page, context, table } = await adminOnDepartments();

    await table.search(prefix);
    await table.waitForFirstColumn([`${prefix} Alpha`, `${prefix} Beta`, `${prefix} Gamma`]);
    await page.getByText('1–3 of 3').waitFor();
    await expect(table.columnHeader('Name').getAttribute('aria-sort')).resolves.toBe('ascending');

    await table.sortBy('Name');
    await table.waitForFirstColumn([`${prefix} Gamma`, `${prefix} Beta`, `${prefix} Alpha`]);
    await expect(table.columnHeader('Name').getAttribute('aria-sort')).resolves.toBe('descending');
    await context.close();
  });

  it('When the admin adds a department, Then it is listed; When they add it again in other letters, Then the duplicate is refused next to the name', async () => {
    const name = uniqueName('Serology');
    const { page, context, table } = await adminOnDepartments();

    await page.getByRole('button', { name: 'Add department' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add department' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Add department' }).click();
    await dialog.waitFor({ state: 'detached' });
    await table.search(name);
    await table.waitForFirstColumn([name]);

    await page.getByRole('button', { name: 'Add department' }).click();
    await dialog.getByLabel('Name').fill(name.toLowerCase());
    await dialog.getByRole('button', { name: 'Add department' }).click();
    await dialog.getByText('A department with this name already exists.').waitFor();
    await context.close();
  });

  it("When the admin disables a department from its row menu, Then the confirmation names the action, not 'Sure', and the row says Disabled", async ({
    expect,
  }) => {
    const department = await lab.createDepartment();
    const { page, context, table } = await adminOnDepartments();
    await table.search(department.name);
    await table.waitForFirstColumn([department.name]);
    // The row's actions are behind one quiet button: no Disable button on the page itself.
    await expect(page.getByRole('button', { name: 'Disable' }).count()).resolves.toBe(0);

    await table.rowAction(department.name, 'Disable');
    const confirmation = page.getByRole('dialog', { name: 'Disable department?' });
    await confirmation.getByText(department.name, { exact: false }).waitFor();
    await expect(confirmation.getByRole('button', { name: 'Sure' }).count()).resolves.toBe(0);
    await confirmation.getByRole('button', { name: 'Disable' }).click();
    await table.row(department.name).getByText('Disabled').waitFor();

    // By the keyboard: the 'Department disabled' toast may still cover the switch.
    await page.getByRole('switch', { name: 'Show disabled' }).focus();
    await page.keyboard.press('Space');
    await page.getByText('Data Not Found').waitFor();
    await context.close();
  });

  it('When someone else renames the department while the admin edits it, Then saving says so, shows their name, and a second save goes through', async ({
    expect,
  }) => {
    const department = await lab.createDepartment();
    const { page, context, table } = await adminOnDepartments();
    await table.search(department.name);
    await table.waitForFirstColumn([department.name]);
    await table.rowAction(department.name, 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit department' });
    const nameInput = dialog.getByLabel('Name');
    await expect(nameInput.inputValue()).resolves.toBe(department.name);

    const theirs = await lab.updateDepartment(department, { name: `${department.name} theirs` });
    await nameInput.fill(`${department.name} mine`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Someone else changed this record while you were editing it.', { exact: false }).waitFor();
    await page.waitForFunction(
      (expected) => (document.querySelector('[role="dialog"] input') as HTMLInputElement | null)?.value === expected,
      theirs.name,
    );

    await nameInput.fill(`${department.name} mine`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await table.search(`${department.name} mine`);
    await table.waitForFirstColumn([`${department.name} mine`]);
    await context.close();
  });

  it('Given the page in Arabic at 1024 px, Then an English name keeps its own direction; at 390 px the rows become cards', async ({
    expect,
  }) => {
    const department = await lab.createDepartment(uniqueName('Microbiology'));
    const { page, context, table } = await adminOnDepartments({ width: 1024, language: 'ar' });
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByPlaceholder('البحث في الأقسام').fill(department.name);
    const name = table.table.getByText(department.name);
    await name.waitFor();
    await expect(name.evaluate((element) => getComputedStyle(element).direction)).resolves.toBe('ltr');
    await screenshot(page, 'departments-ar-1024');

    await page.setViewportSize({ width: 390, height: 800 });
    await table.cards.filter({ hasText: department.name }).waitFor();
    await expect(page.getByRole('table').count()).resolves.toBe(0);
    await context.close();
  });
});
