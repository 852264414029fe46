import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueLetters } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/**
 * Barcode labels and accession on the samples desk (issue 10; spec 002 §2 'Sample screens', §4
 * '(A) accessed or (P) pending accession', §7 sampleAccession, sampleAccessionBulk,
 * print-sample-barcode, §8 'Manual sample id must not already exist'). The catalogue, patient,
 * bill and users are made through the API.
 */
describe('Samples: print labels, and accession one sample and several with manual ids', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  /** A patient billed for one test on each of `sampleTypes` sample types: one sample each. */
  async function billedPatient(tag: string, lastName: string, sampleTypes: number) {
    const departmentId = (await lab.createDepartment()).id;
    const tests = [];
    for (let index = 1; index <= sampleTypes; index++) {
      const sampleType = await lab.createSampleType({
        name: `Tube ${index} ${tag}`,
        containerType: null,
        containerColor: null,
      });
      tests.push(
        await lab.createBillableTest({
          code: `T${index}-${tag}`.toUpperCase(),
          name: `Test ${index} ${tag}`,
          departmentId,
          sampleTypeId: sampleType.id,
          parameter: `Analyte ${index}`,
        }),
      );
    }
    const patient = await lab.registerPatient({
      designation: 'Ms.',
      firstName: 'Kavya',
      lastName,
      gender: 'Female',
      age: 29,
      ageUnit: 'Years',
      isPrimaryContact: true,
    });
    const bill = await lab.createBill({
      patientId: patient.id,
      lines: tests.map((test) => ({ kind: 'test' as const, id: test.id })),
    });
    expect(bill.samples).toHaveLength(sampleTypes);
    return { patient, bill };
  }

  /** The desk's list narrowed to this test's patient, with all its samples shown. */
  async function openDesk(page: Page, lastName: string, count: number) {
    await page.getByRole('heading', { name: 'Samples' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search by sample, bill or patient' }).fill(lastName);
    await page.getByText(`1–${count} of ${count}`).waitFor();
  }

  /** The accession numbers of a bill's samples, in the bill's order; null where pending. */
  const accessionNumbers = async (billId: number, sampleIds: number[]) => {
    const { items } = await lab.billSamples(billId);
    return sampleIds.map((id) => items.find((sample) => sample.id === id)?.accessionNo);
  };

  const rowOf = (page: Page, sampleId: string) => page.getByRole('row').filter({ hasText: sampleId });

  it("Given a billed patient's sample, When the technician chooses it and presses Print labels, Then a PDF label opens that holds the sample id and the patient's name", async () => {
    const tag = uniqueLetters();
    const lastName = `Labels${tag}`;
    const { patient, bill } = await billedPatient(tag, lastName, 1);
    const [sample] = bill.samples;
    if (!sample) throw new Error('The bill made no sample');

    const technician = await lab.createLabUser({ flags: { sampleAccess: true } });
    const { page, context } = await openSignedIn(fixture.browser, fixture.server.baseUrl, technician, '/samples');
    await openDesk(page, lastName, 1);
    await page.getByRole('checkbox', { name: `Select sample ${sample.autoSampleId}` }).check();

    const opened = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Print labels' }).click();
    const tab = await opened;
    const pdf = await context.request.get(tab.url());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const body = await pdf.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-', '-'], { input: body, encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(sample.autoSampleId);
    expect(text).toContain(lastName);
    expect(text).toContain(patient.firstName);
    await context.close();
  });

  it('Given three collected samples, When the technician accessions one with a manual id and then the other two at once, Then a taken manual id is refused, and each sample turns from P to A', async () => {
    const tag = uniqueLetters();
    const lastName = `Accession${tag}`;
    const { bill } = await billedPatient(tag, lastName, 3);
    const [first, second, third] = bill.samples;
    if (!first || !second || !third) throw new Error('The bill made fewer than three samples');

    const technician = await lab.createLabUser({ flags: { sampleAccess: true } });
    const bench = await LabApi.signIn(fixture.server.baseUrl, technician);
    await bench.collectSamples(bill.samples.map(({ id }) => ({ id, version: 0 })));

    const { page, context } = await openSignedIn(fixture.browser, fixture.server.baseUrl, technician, '/samples');
    await openDesk(page, lastName, 3);
    for (const sample of [first, second, third]) {
      await rowOf(page, sample.autoSampleId).getByLabel('Pending Accession').waitFor();
    }

    // One sample, with a manual id of the lab's own.
    const manualId = `M${tag}1`.toUpperCase();
    await page.getByRole('checkbox', { name: `Select sample ${first.autoSampleId}` }).check();
    await page.getByRole('button', { name: 'Accession', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Accession samples' });
    await dialog.getByRole('textbox', { name: `Manual sample ID of ${first.autoSampleId}` }).fill(manualId);
    await dialog.getByRole('button', { name: 'Accession', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Samples accessioned: 1').waitFor();
    const accessioned = rowOf(page, first.autoSampleId);
    await accessioned.getByLabel('Accessed').waitFor();
    await accessioned.getByText(manualId, { exact: true }).waitFor();
    await expect(accessioned.getByLabel('Accessed').textContent()).resolves.toBe('A');

    // The other two at once: the first one's manual id is refused when its box is left.
    await page.getByRole('checkbox', { name: `Select sample ${second.autoSampleId}` }).check();
    await page.getByRole('checkbox', { name: `Select sample ${third.autoSampleId}` }).check();
    await page.getByRole('button', { name: 'Accession', exact: true }).click();
    await dialog.waitFor();
    const secondManual = dialog.getByRole('textbox', { name: `Manual sample ID of ${second.autoSampleId}` });
    await secondManual.fill(manualId);
    await secondManual.blur();
    const taken = page.getByRole('dialog', { name: 'Manual sample ID' });
    await taken.getByText('Manual sample id must not already exist').waitFor();
    await screenshot(page, 'samples-accession-manual-id-taken');
    await taken.getByRole('button', { name: 'OK' }).click();
    await taken.waitFor({ state: 'detached' });

    // Sent anyway, the server refuses it too and nothing is accessioned.
    await dialog.getByRole('button', { name: 'Accession', exact: true }).click();
    await taken.getByText('Manual sample id must not already exist').waitFor();
    await taken.getByRole('button', { name: 'OK' }).click();
    await expect(accessionNumbers(bill.id, [second.id, third.id])).resolves.toEqual([null, null]);

    const freshId = `M${tag}2`.toUpperCase();
    await secondManual.fill(freshId);
    await dialog.getByRole('button', { name: 'Accession', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Samples accessioned: 2').waitFor();
    await rowOf(page, second.autoSampleId).getByLabel('Accessed').waitFor();
    await rowOf(page, second.autoSampleId).getByText(freshId, { exact: true }).waitFor();
    await rowOf(page, third.autoSampleId).getByLabel('Accessed').waitFor();
    await expect(page.getByLabel('Pending Accession').count()).resolves.toBe(0);
    await screenshot(page, 'samples-accessioned');

    const numbers = await accessionNumbers(bill.id, [first.id, second.id, third.id]);
    expect(numbers.every((number) => typeof number === 'string' && number.length > 0)).toBe(true);
    expect(new Set(numbers).size).toBe(3);
    await context.close();
  });
});
