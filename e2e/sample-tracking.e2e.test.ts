import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueLetters } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/** A step of the timeline, by its key. */
const stepOf = (page: Page, step: string) => page.locator(`[data-step="${step}"]`);

/**
 * Sample tracking (issue 10 'Tracking'; spec 001 §2, spec 002 §2): a sample collected, received,
 * rejected and enabled again, seen on the sample-tracking link and in the Track Sample dialog of
 * the samples desk. Everything before the screens is made through the API.
 */
describe('Sample tracking: the timeline of a sample from its audit', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  it('Given a sample collected, received, rejected and enabled again, When the technician opens its tracking link and then Track Sample, Then each step shows its mark and its events, and Escape closes the dialog', async () => {
    const tag = uniqueLetters();
    const departmentId = (await lab.createDepartment()).id;
    const serum = await lab.createSampleType({
      name: `Serum ${tag}`,
      containerType: 'Vacutainer',
      containerColor: '#eab308',
    });
    const test = await lab.createBillableTest({
      code: `GLU-${tag}`.toUpperCase(),
      name: `Glucose ${tag}`,
      departmentId,
      sampleTypeId: serum.id,
      parameter: 'Glucose',
    });
    const patient = await lab.registerPatient({
      designation: 'Mr.',
      firstName: 'Tarun',
      lastName: `Tracked${tag}`,
      gender: 'Male',
      age: 52,
      ageUnit: 'Years',
      isPrimaryContact: true,
    });
    const bill = await lab.createBill({ patientId: patient.id, lines: [{ kind: 'test', id: test.id }] });
    const [sample] = bill.samples;
    const [report] = bill.reports;
    if (!sample || !report) throw new Error('The bill made no sample or report');

    const technician = await lab.createLabUser({ fullName: `Tech ${tag}`, flags: { sampleAccess: true } });
    const bench = await LabApi.signIn(fixture.server.baseUrl, technician);
    await bench.collectSamples([{ id: sample.id, version: 0 }]);
    await bench.receiveSamples([{ id: sample.id, version: 1 }]);
    await bench.rejectSample({ id: sample.id, version: 2 }, 'Clotted sample');
    await bench.reEnableSample({ id: sample.id, version: 3 });

    const { page, context } = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      technician,
      `/sample-preparation/${sample.id}/received/${report.id}`,
    );
    await page.getByRole('heading', { name: 'Sample tracking' }).waitFor();
    await page.getByText(sample.autoSampleId, { exact: true }).waitFor();
    await stepOf(page, 'billed').getByText('OUT', { exact: true }).waitFor();
    await stepOf(page, 'collected').getByText('IN', { exact: true }).waitFor();
    await stepOf(page, 'received').getByText('Sent Back', { exact: true }).waitFor();
    await stepOf(page, 'signed').getByText('Pending', { exact: true }).waitFor();
    // 'Sample Received' has 15 characters: cut to 11 and an ellipsis, whole in its title.
    await expect(stepOf(page, 'received').getByTitle('Sample Received').textContent()).resolves.toBe('Sample Rece…');
    await stepOf(page, 'received').getByText('Clotted sample').waitFor();
    await expect(stepOf(page, 'received').getByText(`Tech ${tag}`).count()).resolves.toBe(2);
    await screenshot(page, 'sample-tracking-link');

    await page.goto(`${fixture.server.baseUrl}/samples`);
    await page.getByRole('searchbox', { name: 'Search by sample, bill or patient' }).fill(`Tracked${tag}`);
    const row = page.getByRole('row').filter({ hasText: sample.autoSampleId });
    await row.getByRole('button', { name: `Actions for ${sample.autoSampleId}` }).click();
    await page.getByRole('menuitem', { name: 'Track Sample' }).click();
    const dialog = page.getByRole('dialog', { name: 'Track Sample' });
    await dialog.getByText('In Progress').waitFor();
    await dialog.locator('[data-step="received"]').getByText('Sent Back', { exact: true }).waitFor();
    await screenshot(page, 'sample-tracking-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });
});
