import type { CreateReportFormat } from '@lims/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueLetters } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/** The demo doctors' passkey (apps/server/src/db/seed/demo-lab.ts). */
const demoPasskey = 'Sign@1234';

/** A complete blood count as a lab keeps it: ranges for men and women, critical bounds, one calculation. */
const bloodCount: CreateReportFormat['parameters'] = [
  {
    index: 1,
    order: 1,
    name: 'Haemoglobin',
    unit: 'g/dL',
    isNumeric: true,
    lowerBoundMale: 13,
    upperBoundMale: 17,
    lowerBoundFemale: 12,
    upperBoundFemale: 15,
    criticalLowerMale: 7,
    criticalUpperMale: 20,
  },
  {
    index: 2,
    order: 2,
    name: 'Total RBC count',
    unit: '10^6/uL',
    isNumeric: true,
    lowerBoundMale: 4.5,
    upperBoundMale: 5.5,
  },
  { index: 3, order: 3, name: 'Haematocrit', unit: '%', isNumeric: true, lowerBoundMale: 40, upperBoundMale: 50 },
  {
    index: 4,
    order: 4,
    name: 'MCV',
    unit: 'fL',
    isNumeric: true,
    lowerBoundMale: 83,
    upperBoundMale: 101,
    calculationString: '#3*10/#2',
  },
  {
    index: 5,
    order: 5,
    name: 'Total WBC count',
    unit: '10^3/uL',
    isNumeric: true,
    lowerBoundMale: 4,
    upperBoundMale: 10,
    criticalLowerMale: 2,
    criticalUpperMale: 30,
  },
  {
    index: 6,
    order: 6,
    name: 'Platelet count',
    unit: '10^3/uL',
    isNumeric: true,
    lowerBoundMale: 150,
    upperBoundMale: 410,
  },
];

/**
 * Result entry and signing (issue 11; spec 001 §2 'Report-entry panel', 'Signing doctor panel',
 * §4 Signing, §5 Values): a technician enters a complete blood count by keyboard alone, sees a
 * high value highlighted and acknowledges a critical one, two doctors sign with their passkeys
 * and the report is submitted; a doctor signs a report in their own login. The test, its
 * format, the patient, the bill and the received sample are made here through the API.
 */
describe('Result entry: a blood count entered by keyboard, signed by two doctors and submitted; a doctor signs in their own login', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  /** A received blood count of a new patient in a new department: its report id and the patient's name. */
  const receivedBloodCount = async () => {
    const tag = uniqueLetters();
    const department = await lab.createDepartment();
    const blood = await lab.createSampleType({ name: `EDTA ${tag}`, containerType: 'Vacutainer' });
    const test = await lab.createBillableTest({
      code: `CBC-${tag}`.toUpperCase(),
      name: `Blood Count ${tag}`,
      departmentId: department.id,
      sampleTypeId: blood.id,
      parameter: 'Haemoglobin',
      parameters: bloodCount,
    });
    const lastName = `Entry${tag}`;
    const patient = await lab.registerPatient({
      designation: 'Mr.',
      firstName: 'Rohan',
      lastName,
      gender: 'Male',
      age: 46,
      ageUnit: 'Years',
      isPrimaryContact: true,
    });
    const bill = await lab.createBill({ patientId: patient.id, lines: [{ kind: 'test', id: test.id }] });
    await lab.collectAndReceive(bill.id);
    const [report] = bill.reports;
    if (!report) throw new Error('The bill made no report');
    return { reportId: report.id, departmentId: department.id, lastName, testName: test.name };
  };

  const valueField = (page: Page, parameter: string) => page.getByRole('textbox', { name: parameter, exact: true });

  it('Given a received blood count, When the technician enters it by keyboard, acknowledges the critical count and two doctors sign it with Sign & Submit, Then it reads Dispatched', async () => {
    const { reportId, departmentId, lastName, testName } = await receivedBloodCount();
    const technician = await lab.createLabUser({ flags: { labAccess: true }, departmentIds: [departmentId] });
    const { context, page } = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      technician,
      '/test-wise/pending',
    );

    await page.getByRole('searchbox', { name: 'Search by patient, test, sample or bill' }).fill(lastName);
    await page.getByRole('link', { name: `Enter: ${testName}` }).click();
    await page.getByRole('columnheader', { name: 'Reference Range' }).waitFor();

    // Keyboard only: each value, then Enter to the next one.
    await valueField(page, 'Haemoglobin').focus();
    for (const value of ['18.2', '5', '45', '35', '250']) {
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
    }
    // The calculation follows what was typed: 45 * 10 / 5.
    await expect.poll(() => valueField(page, 'MCV').inputValue()).toBe('90');
    await page
      .getByRole('row', { name: /Haemoglobin/ })
      .getByText('Abnormal')
      .waitFor();
    await page
      .getByRole('row', { name: /Total WBC count/ })
      .getByText('Critical')
      .waitFor();
    await screenshot(page, 'result-entry-values');
    await page.keyboard.press('Control+s');
    await page.getByText('Report saved successfully.').waitFor();

    await page.goto(`/reports/${reportId}`);
    await page.getByText('Critical values: 1. Not yet acknowledged.').waitFor();
    await page.getByRole('button', { name: 'Acknowledge' }).click();
    await page.getByText(/Critical values: 1\. Acknowledged by/).waitFor();

    // Two doctors, each verified by their passkey as it is typed, then signed and submitted at once.
    const signing = page.getByRole('region', { name: 'Signing' });
    const doctorField = (row: number) => signing.getByPlaceholder('Select Doctor..').nth(row);
    const passkeyField = (row: number) => signing.getByPlaceholder('Enter Passkey').nth(row);
    await doctorField(0).click();
    await page.getByRole('option', { name: 'Dr. Anil Sharma' }).click();
    await passkeyField(0).fill('wrong-passkey');
    await signing.getByText('Passkey is not valid').waitFor();
    await passkeyField(0).fill(demoPasskey);
    await signing.getByText('Verified').waitFor();
    await doctorField(1).click();
    await page.getByRole('option', { name: 'Dr. Priya Rao' }).click();
    await passkeyField(1).fill(demoPasskey);
    await expect.poll(() => signing.getByText('Verified').count()).toBe(2);
    await screenshot(page, 'result-entry-signing');
    await signing.getByRole('button', { name: 'Sign & Submit' }).click();
    // The success toast lasts 1.2 s (spec 001 §9); what stays is the report's new status.
    await page.getByText('Dispatched', { exact: true }).first().waitFor();

    const signed = await lab.getReport(reportId);
    expect(signed.status).toBe('dispatched');
    expect(signed.signatures.map((signature) => signature.doctorName)).toEqual(['Dr. Anil Sharma', 'Dr. Priya Rao']);
    expect(signed.critical.acknowledgedBy).toBe(technician.fullName);
    await context.close();
  });

  it('Given a completed report, When Dr. Priya Rao signs it from her own waiting list, Then it reads Approved', async () => {
    const { reportId, lastName, testName } = await receivedBloodCount();
    await lab.saveReportValues(reportId, [
      { index: 1, value: '14.1' },
      { index: 2, value: '4.9' },
      { index: 3, value: '44' },
      { index: 5, value: '7.2' },
      { index: 6, value: '260' },
    ]);
    const doctor = { username: 'dr.rao', password: demoPassword, kind: 'doctor' };
    const { context, page } = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      doctor,
      '/doctor-waiting/total',
    );
    await page.getByRole('searchbox').first().fill(lastName);
    await page
      .getByRole('link', { name: new RegExp(testName) })
      .first()
      .click();
    await page.getByRole('columnheader', { name: 'Reference Range' }).waitFor();
    await page.getByLabel('Your passkey').fill(demoPasskey);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await screenshot(page, 'doctor-signed');
    expect((await lab.getReport(reportId)).status).toBe('approved');
    await context.close();
  });
});
