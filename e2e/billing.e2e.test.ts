import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueLetters } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/**
 * The billing desk (issue 'Test catalogue, report formats and billing'): two tests and a profile
 * billed for a patient, part paid, the bill shown Due, and its receipt opened and read.
 * The test makes its own catalogue, patient and receptionist through the API.
 */
describe('Billing: bill tests and a profile, pay part, read the receipt', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  /** Types the code in the desk's search and picks the test or profile of that name. */
  async function addBillable(page: Page, code: string, name: string) {
    const search = page.getByPlaceholder('Search tests and profiles by name or code');
    await search.fill(code);
    await page.getByRole('option', { name: new RegExp(name) }).click();
    await page.getByText(name, { exact: true }).first().waitFor();
  }

  it('Given a patient and a catalogue, When the receptionist bills two tests and a profile and takes part of the amount, Then the bill shows Due with what is left, and its receipt lists the tests, the patient and the due', async () => {
    const tag = uniqueLetters();
    const code = (name: string) => `${name}-${tag}`.toUpperCase();
    const departmentId = (await lab.createDepartment()).id;
    const serum = await lab.createSampleType({
      name: `Serum ${tag}`,
      containerType: 'Vacutainer',
      containerColor: '#eab308',
    });
    const testOf = (name: string, rupees: number) =>
      lab.createBillableTest({
        code: code(name),
        name: `${name} ${tag}`,
        departmentId,
        sampleTypeId: serum.id,
        price: rupees * 100,
        parameter: name,
      });
    const glucose = await testOf('Glucose', 150);
    const urea = await testOf('Urea', 250);
    const sodium = await testOf('Sodium', 300);
    const potassium = await testOf('Potassium', 300);
    const profile = await lab.createProfile({
      code: code('Electrolytes'),
      name: `Electrolytes ${tag}`,
      price: 50_000,
      testIds: [sodium.id, potassium.id],
    });
    const patient = await lab.registerPatient({
      designation: 'Mr.',
      firstName: 'Arjun',
      lastName: `Billing${tag}`,
      gender: 'Male',
      age: 52,
      ageUnit: 'Years',
      isPrimaryContact: true,
    });
    const receptionist = await lab.createLabUser();

    const { page, context } = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      receptionist,
      `/billing/new?patientId=${patient.id}`,
    );
    await page.getByText(patient.fullName).first().waitFor();
    await addBillable(page, glucose.code, glucose.name);
    await addBillable(page, urea.code, urea.name);
    await addBillable(page, profile.code, profile.name);
    // 150 + 250 + 500 rupees: the desk takes 400 now.
    await page.getByRole('textbox', { name: 'Amount 1' }).fill('400');
    await screenshot(page, 'billing-new-bill');
    await page.getByRole('button', { name: 'Save bill' }).click();

    await page.getByRole('heading', { name: /^Bill \d+/ }).waitFor();
    const billId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByText('Due', { exact: true }).first().waitFor();
    await page.getByText('₹500').first().waitFor();
    await screenshot(page, 'billing-bill-due');

    const bill = await lab.getBill(billId);
    expect(bill.dueAmount).toBe(50_000);
    // One report per test, the profile's two keeping it; one sample for the one sample type.
    expect(bill.reports.map((report) => report.profileId)).toEqual([null, null, profile.id, profile.id]);
    expect(bill.samples).toHaveLength(1);

    const opened = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Print receipt' }).click();
    const receipt = await opened;
    const pdf = await context.request.get(receipt.url());
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const file = join(mkdtempSync(join(tmpdir(), 'receipt-')), 'receipt.pdf');
    writeFileSync(file, await pdf.body());
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const expected of [
      bill.labBillId,
      patient.fullName,
      glucose.name,
      urea.name,
      profile.name,
      'Demo Diagnostics',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Due ₹500/);
    await context.close();
  });
});
