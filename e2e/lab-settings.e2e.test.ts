import { beforeAll, describe, it } from 'vitest';
import { DataTablePage } from './pages/data-table.js';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueName } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/**
 * Issue 8: an administrator changes a communication switch (spec 000 §3) and an operation
 * setting (spec 001 §3), and finds both changes in the audit trail, filtered by user and area.
 * The administrator is made for this test through the API.
 */
describe('Settings > Communication, Operation settings and Audit trail', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  it('Given a new admin, When they change a switch and a sorting, Then the audit trail shows both, with before and after, filtered by user and area', async ({
    expect,
  }) => {
    const fullName = uniqueName('Kavya Menon');
    const admin = await lab.createLabUser({ fullName, flags: { admin: true } });
    const { page, context } = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      admin,
      '/settings/communication',
    );

    // Communication: flip the SMS 'Payment due' switch and save.
    await page.getByRole('heading', { name: 'Communication' }).waitFor();
    const paymentDue = page.getByRole('switch', { name: /Payment due/ });
    const wasOn = await paymentDue.isChecked();
    await paymentDue.setChecked(!wasOn, { force: true });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Updated successfully').first().waitFor();

    // Operation settings: sort the waiting lists by another key and save.
    await page.goto('/settings/operation');
    await page.getByRole('heading', { name: 'Operation settings' }).waitFor();
    const billTime = page.getByRole('radio', { name: 'Bill time' });
    const target = (await billTime.isChecked()) ? page.getByRole('radio', { name: 'Accession date' }) : billTime;
    await target.check({ force: true });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Updated successfully').first().waitFor();

    // The audit trail, narrowed to this admin and to centre settings.
    await page.goto('/settings/audit');
    const table = new DataTablePage(page, 'Search by action or record');
    await page.getByRole('textbox', { name: 'User' }).click();
    await page.getByRole('option', { name: fullName }).click();
    await page.getByRole('textbox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'Centre settings' }).click();
    await table.row('settings.operation.update').waitFor();
    await table.row('settings.communication.update').waitFor();
    await expect.poll(() => table.rows.count()).toBe(2);
    await expect(table.row(fullName).count()).resolves.toBe(2);

    const communicationRow = table.row('settings.communication.update');
    await communicationRow.getByRole('button', { name: /Show changes/ }).click();
    const change = communicationRow.locator('[data-field="communication.sms.paymentDueSms"]');
    await change.waitFor();
    await expect(change.textContent()).resolves.toBe(`communication.sms.paymentDueSmsBefore: ${wasOn}After: ${!wasOn}`);
    await screenshot(page, 'audit-trail-filtered');

    // Another area leaves both out.
    await page.getByRole('textbox', { name: 'Area' }).click();
    await page.getByRole('option', { name: 'Billing' }).click();
    await table.row('settings.communication.update').waitFor({ state: 'detached' });
    await context.close();
  });
});
