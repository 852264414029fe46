import type { SessionResponse } from '@lims/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueLetters } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

const admin = { username: 'admin', password: demoPassword };

/** A moment as the run's datetime-local input holds it: on the lab's clock, to the minute. */
const labInput = (at: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/** Record run on the group's page: its time (the dialog's own 'now' when not given) and one value. */
async function recordRun(page: Page, testName: string, value: string, measuredAt?: { at: Date; timeZone: string }) {
  await page.getByRole('button', { name: 'Record run' }).click();
  const dialog = page.getByRole('dialog', { name: /^Record run of/ });
  if (measuredAt) await dialog.getByLabel(/^Measured at/).fill(labInput(measuredAt.at, measuredAt.timeZone));
  await dialog.getByRole('textbox', { name: new RegExp(`^${testName}`) }).fill(value);
  await dialog.getByRole('button', { name: 'Save run' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Quality control (issue 15): the demo admin makes a QC group for a device's test in the browser,
 * records two good runs and a failing one, sees the chart mark the rule, sees the report saved
 * on that device go on QC Hold, resolves the hold with a comment, and sees the report released.
 */
describe('Quality control: a QC group, its runs on a Levey-Jennings chart, a QC hold and its resolution', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, admin);
  });

  it('holds the report of a rejected QC run until the hold is resolved with a comment', async () => {
    const tag = uniqueLetters();
    const department = await lab.createDepartment(`Chemistry ${tag}`);
    const serum = await lab.createSampleType({ name: `Serum ${tag}`, containerType: 'Vacutainer' });
    const test = await lab.createBillableTest({
      code: `QC-${tag}`.toUpperCase(),
      name: `Glucose ${tag}`,
      departmentId: department.id,
      sampleTypeId: serum.id,
      parameter: 'Fasting glucose',
    });
    const device = await lab.createDevice({ name: `Analyser ${tag}`, departmentId: department.id, testIds: [test.id] });
    const patient = await lab.registerPatient({
      designation: 'Ms.',
      firstName: 'Kavya',
      lastName: `Control${tag}`,
      gender: 'Female',
      age: 44,
      ageUnit: 'Years',
    });
    const bill = await lab.createBill({ patientId: patient.id, lines: [{ kind: 'test', id: test.id }] });
    await lab.collectAndReceive(bill.id);
    const report = bill.reports[0];
    if (!report) throw new Error('The bill has no report');

    const { context, page } = await openSignedIn(fixture.browser, fixture.server.baseUrl, admin, '/quality-control');
    try {
      // New QC group: the device's test comes as a row to give its target.
      const groupName = `Glucose control ${tag}`;
      await page.getByRole('button', { name: 'New QC group' }).click();
      const form = page.getByRole('dialog', { name: 'New QC group' });
      await form.getByRole('textbox', { name: /^Name/ }).fill(groupName);
      await form.getByRole('textbox', { name: /^Department/ }).click();
      await page.getByRole('option', { name: department.name, exact: true }).click();
      await form.getByRole('textbox', { name: /^Device/ }).click();
      await page.getByRole('option', { name: device.name, exact: true }).click();
      await form.getByRole('textbox', { name: /^Lot number/ }).fill(`LOT-${tag}`);
      await form.getByRole('textbox', { name: /^Target mean/ }).fill('100');
      await form.getByRole('textbox', { name: /^Target SD/ }).fill('5');
      await screenshot(page, 'qc-group-dialog');
      await form.getByRole('button', { name: 'Create QC group' }).click();
      await form.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: groupName }).click();
      await page.getByRole('heading', { name: groupName }).waitFor();

      // Two good runs, then the report is saved on the device, then a run 3.6 SD above the mean.
      const { session } = (await (await page.request.get('/api/v1/session')).json()) as SessionResponse;
      await recordRun(page, test.name, '101', { at: hoursAgo(2), timeZone: session.timeZone });
      await recordRun(page, test.name, '99', { at: hoursAgo(1), timeZone: session.timeZone });
      await page.getByText('QC run saved.').first().waitFor();
      await lab.saveReportValuesOnDevice(report.id, device.id, [{ index: 1, value: '96' }]);
      await recordRun(page, test.name, '118');
      await page.getByText(/^QC rejected \(.*1-3s.*\): 1 reports are on QC Hold\.$/).waitFor();

      const chart = page.getByRole('img', { name: new RegExp(`Levey-Jennings chart of ${test.name}`) });
      await expect.poll(() => chart.locator('g[data-status]').count()).toBe(3);
      const rejected = chart.locator('g[data-status="rejected"]');
      await expect.poll(() => rejected.count()).toBe(1);
      expect(await rejected.textContent()).toContain('1-3s');
      expect(await chart.locator('g[data-status="accepted"]').count()).toBe(2);
      await screenshot(page, 'qc-group-chart');

      // The report saved on the device before the failing run is on QC Hold, and says so.
      await page.goto(`/reports/${report.id}`);
      const alert = page
        .getByRole('alert')
        .filter({ hasText: 'cannot be signed until the QC of its test is resolved' });
      await alert.waitFor();
      await expect.poll(() => page.getByText('QC Hold', { exact: true }).count()).toBeGreaterThanOrEqual(2);
      await screenshot(page, 'qc-report-on-hold');

      // The hold is resolved with a comment, and the report is released.
      await alert.getByRole('link', { name: 'Open quality control' }).click();
      const hold = page.getByRole('region', { name: `QC hold of ${groupName}, ${test.name}` });
      await hold.waitFor();
      expect(await hold.getByRole('link', { name: `Kavya Control${tag}` }).getAttribute('href')).toBe(
        `/reports/${report.id}`,
      );
      await screenshot(page, 'qc-holds-open');
      await hold.getByRole('button', { name: 'Resolve' }).click();
      const resolve = page.getByRole('dialog', { name: 'Resolve QC hold' });
      await resolve
        .getByRole('textbox', { name: /^Comment/ })
        .fill('Recalibrated the analyser; the rerun is in range.');
      await resolve.getByRole('button', { name: 'Resolve' }).click();
      await page.getByText('QC hold resolved: 1 reports released.').waitFor();
      await hold.waitFor({ state: 'detached' });

      await page.goto(`/reports/${report.id}`);
      await page.getByRole('textbox', { name: 'Fasting glucose' }).waitFor();
      expect(await page.getByText('QC Hold', { exact: true }).count()).toBe(0);
      expect(await alert.count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 180_000);
});
