import { beforeAll, describe, it } from 'vitest';
import { DataTablePage } from './pages/data-table.js';
import { SignInPage } from './pages/sign-in-page.js';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueName } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

const labUsersPath = '/settings/lab-users';

/**
 * Each test creates its own admin and its own users through the API, so the tests can run
 * side by side and in any order.
 */
describe.concurrent('Settings > Lab users: the list on the server, the form that says what it does', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  /** A new administrator of the demo lab, on the lab users page in a browser of their own. */
  async function adminOnLabUsers(options: { width?: number; language?: string } = {}) {
    const admin = await lab.createLabUser({ flags: { admin: true } });
    const opened = await openSignedIn(fixture.browser, fixture.server.baseUrl, admin, labUsersPath, options);
    return { ...opened, table: new DataTablePage(opened.page, 'Search by name, username or email') };
  }

  it("Given the add-user form, Then it says no flag makes a 'Receptionist', follows the flags, shows a weak password by its checklist, and the new user can sign in", async ({
    expect,
  }) => {
    const fullName = uniqueName('Neha Joshi');
    const username = `neha.${Date.now().toString(36)}`;
    const { page, context, table } = await adminOnLabUsers();

    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add lab user' });
    const preview = dialog.getByTestId('dashboard-label-preview');
    await preview.getByText('Dashboard label: Receptionist').waitFor();
    await preview.getByText('No access is chosen', { exact: false }).waitFor();

    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Full name').fill(fullName);
    await dialog.getByLabel(/^Password/).fill('short');
    await dialog.getByRole('switch', { name: /Sample access/ }).setChecked(true, { force: true });
    await preview.getByText('Dashboard label: Technician').waitFor();
    await dialog.getByRole('button', { name: 'Add user' }).click();
    // The checklist under the password is the error; no sentence repeats it.
    await expect.poll(() => dialog.getByLabel(/^Password/).getAttribute('aria-invalid')).toBe('true');
    await expect(dialog.getByText('Password must be at least 8 characters', { exact: false }).count()).resolves.toBe(0);
    await screenshot(page, 'lab-user-form-refused');

    await dialog.getByLabel(/^Password/).fill('Lab@12345');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await dialog.waitFor({ state: 'detached' });
    await table.search(fullName);
    await table.row(fullName).getByText('Technician').waitFor();
    await context.close();

    const theirs = await fixture.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const theirPage = await theirs.newPage();
    const signIn = new SignInPage(theirPage);
    await signIn.open(fixture.server.baseUrl);
    await signIn.signIn(username, 'Lab@12345');
    await theirPage.getByText(`Welcome, ${fullName}`).waitFor();
    await theirs.close();
  });

  it("When the admin disables a user from the row menu, Then the confirmation names the action, not 'Sure', and the user can no longer sign in", async ({
    expect,
  }) => {
    const user = await lab.createLabUser();
    const { page, context, table } = await adminOnLabUsers();
    await table.search(user.fullName);
    await table.row(user.fullName).waitFor();

    await table.rowAction(user.fullName, 'Disable');
    const confirmation = page.getByRole('dialog', { name: 'Disable lab user?' });
    await expect(confirmation.getByRole('button', { name: 'Sure' }).count()).resolves.toBe(0);
    await confirmation.getByRole('button', { name: 'Disable' }).click();
    await table.row(user.fullName).getByText('Disabled').waitFor();
    await expect(LabApi.signIn(fixture.server.baseUrl, user)).rejects.toThrow(/failed/);
    await context.close();
  });

  it('When someone else renames the user while the admin edits them, Then saving says so and the form shows their change', async ({
    expect,
  }) => {
    const user = await lab.createLabUser();
    const { page, context, table } = await adminOnLabUsers();
    await table.search(user.fullName);
    await table.row(user.fullName).waitFor();
    await table.rowAction(user.fullName, 'Edit');
    const dialog = page.getByRole('dialog', { name: 'Edit lab user' });
    const fullName = dialog.getByLabel('Full name');
    await expect.poll(() => fullName.inputValue()).toBe(user.fullName);

    const theirs = await lab.updateLabUser(user.id, { fullName: `${user.fullName} theirs` });
    await fullName.fill(`${user.fullName} mine`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Someone else changed this record while you were editing it.', { exact: false }).waitFor();
    await expect.poll(() => fullName.inputValue()).toBe(theirs.fullName);
    await context.close();
  });

  it('Given users with different access, When the admin filters by access and status, Then the server narrows the list', async () => {
    const prefix = uniqueName('Filtered');
    await lab.createLabUser({ fullName: `${prefix} Finance`, flags: { financeManager: true } });
    await lab.createLabUser({ fullName: `${prefix} Reception` });
    const { page, context, table } = await adminOnLabUsers();
    await table.search(prefix);
    await page.getByText('1–2 of 2').waitFor();

    await page.getByRole('textbox', { name: 'Access' }).click();
    await page.getByRole('option', { name: 'Finance manager' }).click();
    await page.getByText('1–1 of 1').waitFor();
    await table.row(`${prefix} Finance`).waitFor();

    await page.getByRole('textbox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Disabled' }).click();
    await page.getByText('Data Not Found').waitFor();
    await context.close();
  });

  it('Given 1024 px, Then the table shows that it scrolls and keeps the row menu in view; at 390 px the rows become cards', async ({
    expect,
  }) => {
    const user = await lab.createLabUser({ fullName: uniqueName('Narrow Screen') });
    const { page, context, table } = await adminOnLabUsers({ width: 1024 });
    await table.search(user.fullName);
    await table.row(user.fullName).waitFor();
    await expect.poll(() => table.frame.getAttribute('data-cut-end')).not.toBeNull();
    const actions = page.getByRole('button', { name: `Actions for ${user.fullName}` });
    const box = await actions.boundingBox();
    expect(box && box.x + box.width <= 1024).toBe(true);
    await screenshot(page, 'lab-users-1024');

    await page.setViewportSize({ width: 390, height: 800 });
    await table.cards.filter({ hasText: user.fullName }).waitFor();
    await expect(page.getByRole('table').count()).resolves.toBe(0);
    await context.close();
  });
});
