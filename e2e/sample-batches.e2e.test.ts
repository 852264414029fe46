import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueLetters } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/** The demo lab's collection centre (apps/server/src/db/seed/demo-lab.ts): City Clinic's. */
const centre = { username: 'collection', password: demoPassword };

/**
 * Sample logistics batches (issue 10, spec 002 §2 'Batch screens: create and send, receive,
 * reject'): a collection centre collects a bill's two samples, packs them into a batch and
 * sends it; the lab's technician finds the batch and receives it, and the samples read
 * Received. Another batch is rejected with a reason, and its samples are collected again, in no
 * batch. The catalogue, patients and bills are made here through the API.
 */
describe('Batches: a collection centre sends samples, the lab receives or rejects them', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
    await lab.turnOnBatchManagement();
  });

  const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

  /** A City Clinic patient's bill of a serum and a whole blood test, made by the centre; its two samples. */
  async function centreBill(tag: string) {
    const departmentId = (await lab.createDepartment()).id;
    const testOn = async (name: string, sampleType: string) =>
      lab.createBillableTest({
        code: `${name.slice(0, 3)}-${tag}`.toUpperCase(),
        name: `${name} ${tag}`,
        departmentId,
        sampleTypeId: (await lab.createSampleType({ name: `${sampleType} ${tag}`, containerType: 'Tube' })).id,
        parameter: name,
      });
    const glucose = await testOn('Glucose', 'Serum');
    const haemoglobin = await testOn('Haemoglobin', 'Whole blood');
    const desk = await LabApi.signIn(fixture.server.baseUrl, centre);
    const patient = await desk.registerPatient({
      designation: 'Mrs.',
      firstName: 'Kavya',
      lastName: `Batch${tag}`,
      gender: 'Female',
      age: 36,
      ageUnit: 'Years',
      isPrimaryContact: true,
      organisationId: await desk.organisationId('City Clinic'),
    });
    const bill = await desk.createBill({
      patientId: patient.id,
      lines: [
        { kind: 'test', id: glucose.id },
        { kind: 'test', id: haemoglobin.id },
      ],
    });
    return { desk, bill };
  }

  it('Given two collected samples of a City Clinic patient, When the centre sends them in a batch and the lab receives it, Then the batch and its samples read Received', async () => {
    const tag = uniqueLetters();
    const { bill } = await centreBill(tag);
    const [first, second] = bill.samples.map((sample) => sample.autoSampleId) as [string, string];

    // The centre collects both samples on its samples desk.
    const sender = await openSignedIn(fixture.browser, fixture.server.baseUrl, centre, '/samples');
    const page = sender.page;
    await page.getByRole('searchbox', { name: 'Search by sample, bill or patient' }).fill(`Batch${tag}`);
    await page.getByText('1–2 of 2').waitFor();
    await page.getByRole('checkbox', { name: 'Select all shown' }).check();
    await page.getByRole('button', { name: 'Collect', exact: true }).click();
    await page.getByRole('dialog', { name: 'Collect samples' }).getByRole('button', { name: 'Collect' }).click();
    await page.getByText('Samples collected: 2').waitFor();

    // It packs them into a batch and sends it, under the reference the lab proposes.
    await page.getByRole('link', { name: 'Batches' }).click();
    await page.getByRole('heading', { name: 'Batches' }).waitFor();
    await page.getByRole('button', { name: 'Create batch' }).click();
    const create = page.getByRole('dialog', { name: 'Create and send a batch' });
    const referenceNo = await create.getByLabel('Reference number').inputValue();
    expect(referenceNo).toMatch(/^BT-\d{8}-\d{4,}$/);
    await create.getByRole('searchbox', { name: 'Search by sample, bill or patient' }).fill(`Batch${tag}`);
    await create.getByRole('checkbox', { name: `Select sample ${first}` }).check();
    await create.getByRole('checkbox', { name: `Select sample ${second}` }).check();
    await create.getByText('Chosen: 2').waitFor();
    await create.getByLabel('Temperature').fill('2–8 °C');
    await create.getByLabel('Collecting person').fill('Ravi Kumar');
    await create.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Batch Created Successfully.').waitFor();
    await page.getByRole('heading', { name: `Batch ${referenceNo}` }).waitFor();
    await rowOf(page, first).getByText('Batch Processing').waitFor();
    await rowOf(page, second).getByText('Batch Processing').waitFor();
    // A centre sends; receiving is the lab's.
    await expect(page.getByRole('button', { name: 'Receive' }).count()).resolves.toBe(0);
    await screenshot(page, 'batch-sent');

    // Both samples travel in the batch now, and the samples desk marks them so.
    await page.goto(`${fixture.server.baseUrl}/samples`);
    await page.getByRole('searchbox', { name: 'Search by sample, bill or patient' }).fill(`Batch${tag}`);
    await rowOf(page, first).getByText('Batch Processing').waitFor();
    await sender.context.close();

    // The lab's technician finds the batch and receives it.
    const technician = await lab.createLabUser({ flags: { sampleAccess: true } });
    const receiver = await openSignedIn(fixture.browser, fixture.server.baseUrl, technician, '/sample-batches');
    const labPage = receiver.page;
    await labPage.getByRole('searchbox', { name: 'Search by reference' }).fill(referenceNo);
    const batchRow = rowOf(labPage, referenceNo);
    await batchRow.getByText('Sent', { exact: true }).waitFor();
    // From City Clinic's centre (no branch sent it), for City Clinic.
    await batchRow.getByText('City Clinic', { exact: true }).first().waitFor();
    await expect(batchRow.getByText('City Clinic', { exact: true }).count()).resolves.toBe(2);
    await batchRow.getByText('to Main lab').waitFor();
    await batchRow.getByText('City Clinic Collection Centre').waitFor();
    await batchRow.getByText('Ravi Kumar').waitFor();
    await batchRow.getByRole('link', { name: referenceNo }).click();
    await labPage.getByRole('heading', { name: `Batch ${referenceNo}` }).waitFor();
    await labPage.getByRole('button', { name: 'Receive' }).click();
    await labPage
      .getByRole('dialog', { name: `Receive batch ${referenceNo}?` })
      .getByRole('button', { name: 'Receive' })
      .click();
    await labPage.getByText('Batch Received Successfully.').waitFor();
    await rowOf(labPage, first).getByText('Received', { exact: true }).waitFor();
    await rowOf(labPage, second).getByText('Received', { exact: true }).waitFor();
    await expect(labPage.getByRole('button', { name: 'Receive' }).count()).resolves.toBe(0);
    await screenshot(labPage, 'batch-received');
    await receiver.context.close();

    const statuses = (await lab.getBill(bill.id)).samples.map((sample) => sample.status);
    expect(statuses).toEqual(['received', 'received']);
  });
  it('Given a batch on its way, When the lab rejects it with a reason, Then the batch reads Rejected with the reason and its samples are collected again, in no batch', async () => {
    const tag = uniqueLetters();
    const { desk, bill } = await centreBill(tag);
    await desk.collectSamples(bill.samples.map(({ id, version }) => ({ id, version })));
    const referenceNo = `BT-${tag}`.toUpperCase();
    const { batch } = await desk.sendSampleBatch({
      referenceNo,
      sampleIds: bill.samples.map((sample) => sample.id),
      temperature: 'Ambient',
    });
    const [first] = bill.samples.map((sample) => sample.autoSampleId) as [string];

    const technician = await lab.createLabUser({ flags: { sampleAccess: true } });
    const { page, context } = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      technician,
      `/sample-batches/${batch.id}`,
    );
    await page.getByRole('heading', { name: `Batch ${referenceNo}` }).waitFor();
    await rowOf(page, first).getByText('Batch Processing').waitFor();
    await page.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: `Reject batch ${referenceNo}` });
    await reject.getByLabel('Reason').fill('Tubes leaking in transit');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Batch rejected.').waitFor();
    await page.getByText('Tubes leaking in transit').waitFor();
    await rowOf(page, first).getByText('Collected', { exact: true }).waitFor();
    await expect(rowOf(page, first).getByText('Batch Processing').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Receive' }).count()).resolves.toBe(0);

    // The batches list says so, to whoever looks for it.
    await page.getByRole('link', { name: 'Batches', exact: true }).first().click();
    await page.getByRole('searchbox', { name: 'Search by reference' }).fill(referenceNo);
    await rowOf(page, referenceNo).getByText('Rejected', { exact: true }).waitFor();
    await context.close();

    const statuses = (await lab.getBill(bill.id)).samples.map((sample) => sample.status);
    expect(statuses).toEqual(['collected', 'collected']);
  });
});
