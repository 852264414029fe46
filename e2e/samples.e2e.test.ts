import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueLetters } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/**
 * The samples desk (issue 10, spec 002 §2 'Sample screens'): a bill's two samples collected at a
 * time the technician gives, received, one rejected with its reason, found under Rejected and
 * enabled again. The catalogue, patient, bill and both users are made through the API.
 */
describe('Samples: collect, receive, reject and enable again', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  /** The row of a sample in the list shown. */
  const rowOf = (page: Page, autoSampleId: string) => page.getByRole('row').filter({ hasText: autoSampleId });

  /** The page's search, narrowed to this test's patient. */
  async function searchFor(page: Page, text: string) {
    await page.getByRole('searchbox', { name: 'Search by sample, bill or patient' }).fill(text);
  }

  it('Given a bill of two tests on two sample types, When the technician collects both at a time, receives them, rejects one with a reason and enables it again from Rejected, Then each step shows in the lists and the bill', async () => {
    const tag = uniqueLetters();
    const departmentId = (await lab.createDepartment()).id;
    const serum = await lab.createSampleType({
      name: `Serum ${tag}`,
      containerType: 'Vacutainer',
      containerColor: '#eab308',
    });
    const blood = await lab.createSampleType({
      name: `Whole blood ${tag}`,
      containerType: 'EDTA',
      containerColor: '#7c3aed',
    });
    const testOn = (name: string, sampleTypeId: number) =>
      lab.createBillableTest({
        code: `${name}-${tag}`.toUpperCase(),
        name: `${name} ${tag}`,
        departmentId,
        sampleTypeId,
        parameter: name,
      });
    const glucose = await testOn('Glucose', serum.id);
    const haemoglobin = await testOn('Haemoglobin', blood.id);
    const patient = await lab.registerPatient({
      designation: 'Mrs.',
      firstName: 'Meera',
      lastName: `Samples${tag}`,
      gender: 'Female',
      age: 41,
      ageUnit: 'Years',
      isPrimaryContact: true,
    });
    const receptionist = await lab.createLabUser();
    const desk = await LabApi.signIn(fixture.server.baseUrl, receptionist);
    const bill = await desk.createBill({
      patientId: patient.id,
      lines: [
        { kind: 'test', id: glucose.id },
        { kind: 'test', id: haemoglobin.id },
      ],
    });
    expect(bill.samples).toHaveLength(2);
    const [first, second] = bill.samples.map((sample) => sample.autoSampleId) as [string, string];

    const technician = await lab.createLabUser({ flags: { sampleAccess: true } });
    const { page, context } = await openSignedIn(fixture.browser, fixture.server.baseUrl, technician, '/samples');
    await page.getByRole('heading', { name: 'Samples' }).waitFor();
    await searchFor(page, `Samples${tag}`);
    // The server's search leaves this bill's two samples only.
    await page.getByText('1–2 of 2').waitFor();
    await rowOf(page, first).getByText('Not Collected').waitFor();
    await rowOf(page, second).getByText('Not Collected').waitFor();
    await screenshot(page, 'samples-pending');

    // Collected half an hour ago, on the lab's clock the dialog starts from.
    await page.getByRole('checkbox', { name: `Select sample ${first}` }).check();
    await page.getByRole('checkbox', { name: `Select sample ${second}` }).check();
    await page.getByRole('button', { name: 'Collect', exact: true }).click();
    const collect = page.getByRole('dialog', { name: 'Collect samples' });
    await collect.getByText('Samples to mark as collected at this time: 2').waitFor();
    const time = collect.getByLabel('Collection time');
    const now = await time.inputValue();
    const earlier = new Date(Date.parse(`${now}:00Z`) - 30 * 60_000).toISOString().slice(0, 16);
    await time.fill(earlier);
    await collect.getByRole('button', { name: 'Collect' }).click();
    await page.getByText('Samples collected: 2').waitFor();
    await rowOf(page, first).getByText('Collected', { exact: true }).waitFor();
    await rowOf(page, second).getByText('Collected', { exact: true }).waitFor();

    await page.getByRole('checkbox', { name: 'Select all shown' }).check();
    await page.getByRole('button', { name: 'Receive' }).click();
    await page.getByText('Samples received: 2').waitFor();
    // Received samples are no longer pending: they leave the list, and the Received filter shows them.
    await rowOf(page, first).waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Received' }).click();
    await rowOf(page, first).getByText('Received', { exact: true }).waitFor();

    await rowOf(page, first)
      .getByRole('button', { name: `Actions for ${first}` })
      .click();
    await page.getByRole('menuitem', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: `Reject sample ${first}` });
    await reject.getByLabel('Reason').fill('Haemolysed sample');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Sample rejected').waitFor();
    await rowOf(page, first).waitFor({ state: 'detached' });

    await page.getByRole('radiogroup', { name: 'Which samples' }).getByText('Rejected').click();
    await searchFor(page, `Samples${tag}`);
    await rowOf(page, first).getByText('Haemolysed sample').waitFor();
    await expect(rowOf(page, second).count()).resolves.toBe(0);
    await screenshot(page, 'samples-rejected');
    await rowOf(page, first)
      .getByRole('button', { name: `Actions for ${first}` })
      .click();
    await page.getByRole('menuitem', { name: 'Enable again' }).click();
    await page.getByText('Sample enabled again').waitFor();
    await rowOf(page, first).waitFor({ state: 'detached' });

    const statuses = (await lab.getBill(bill.id)).samples.map((sample) => [sample.autoSampleId, sample.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [first, 'notCollected'],
        [second, 'received'],
      ]),
    );
    await context.close();
  });
});
