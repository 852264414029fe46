import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueLetters } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/** The demo doctors' passkey (apps/server/src/db/seed/demo-lab.ts). */
const demoPasskey = 'Sign@1234';

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

/** A PDF the signed-in page may open, fetched with its session. */
async function fetchPdf(page: Page, url: string): Promise<Buffer> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  return Buffer.from(await response.body());
}

/**
 * Reports leave the lab (issue 13; spec 001 §2 'Share Report modal', 'Smart report panel',
 * 'Patient Trends'; decisions 0042 to 0045): the desk shares a patient's reports by e-mail and
 * the admin finds the message in the outbox; a smart report is generated and opened; the
 * patient's trends open in their window; the demo patient signs in and downloads her report.
 * Patients, tests, bills and signatures are made here through the API.
 */
describe('Sharing: e-mail to the outbox, the smart report, the trends window, and the patient downloading her report', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  /**
   * A new adult patient with an e-mail, billed `visits` times for the same glucose test, each
   * visit's report entered and signed by Dr. Anil Sharma: her trends have a point per visit.
   */
  const signedPatient = async (visits: readonly string[]) => {
    const tag = uniqueLetters();
    const department = await lab.createDepartment();
    const serum = await lab.createSampleType({ name: `Serum ${tag}`, containerType: 'Vacutainer' });
    const test = await lab.createBillableTest({
      code: `GLU-${tag}`.toUpperCase(),
      name: `Glucose ${tag}`,
      departmentId: department.id,
      sampleTypeId: serum.id,
      parameter: 'Fasting glucose',
    });
    const lastName = `Share${tag}`;
    const email = `meera.${tag.toLowerCase()}@example.com`;
    const patient = await lab.registerPatient({
      designation: 'Ms.',
      firstName: 'Meera',
      lastName,
      gender: 'Female',
      age: 42,
      ageUnit: 'Years',
      email,
      isPrimaryContact: true,
    });
    const billIds: number[] = [];
    const reportIds: number[] = [];
    for (const value of visits) {
      const bill = await lab.createBill({ patientId: patient.id, lines: [{ kind: 'test', id: test.id }] });
      await lab.collectAndReceive(bill.id);
      for (const report of bill.reports) {
        await lab.saveReportValues(report.id, [{ index: 1, value }]);
        await lab.signReport(report.id, 'Dr. Anil Sharma', demoPasskey);
        reportIds.push(report.id);
      }
      billIds.push(bill.id);
    }
    return {
      patientId: patient.id,
      fullName: `Meera ${lastName}`,
      lastName,
      email,
      testName: test.name,
      billIds,
      reportIds,
    };
  };

  /** The print list of one patient, found by the name filter. */
  const openPrintCard = async (lastName: string, fullName: string) => {
    const desk = await lab.createLabUser();
    const opened = await openSignedIn(fixture.browser, fixture.server.baseUrl, desk, '/report-prints/all');
    await opened.page.getByRole('button', { name: 'Filters', exact: true }).click();
    await opened.page.getByRole('textbox', { name: 'Search Name' }).fill(lastName);
    const card = opened.page.getByRole('article', { name: fullName });
    await card.getByText('All Reports Ready').waitFor();
    return { ...opened, card };
  };

  it('Given a patient with signed reports, When the desk shares them by e-mail from the print list, Then the admin finds the message with its PDF in the outbox', async () => {
    const { fullName, lastName, email } = await signedPatient(['92']);
    const { context, page, card } = await openPrintCard(lastName, fullName);
    await card.getByRole('button', { name: `Share Report: ${fullName}` }).click();
    const modal = page.getByRole('dialog', { name: 'Share Report' });
    await modal.getByText(email).waitFor();
    // Send stays disabled until there is a message (spec 001 §5 Sharing).
    expect(await modal.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await modal.getByRole('textbox', { name: 'Message' }).fill('  Your results are ready.  ');
    // The bill is not paid yet: due reports go only once CONFIRM is typed, in any case.
    await modal
      .getByText('Some of the reports are still due. Please type confirm if you want to send due reports')
      .waitFor();
    expect(await modal.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await modal.getByRole('textbox', { name: 'Type CONFIRM to send due reports' }).fill('confirm');
    await screenshot(page, 'share-report');
    await modal.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Report shared to the email successfully.').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await context.close();

    const admin = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      { username: 'admin', password: demoPassword },
      '/settings/outbox',
    );
    await admin.page.getByText(email).first().waitFor();
    await admin.context.close();
  });

  it('Given an adult with a signed report, When the desk generates her smart report from the viewer, Then it is ready and opens as a PDF that explains her result', async () => {
    const { fullName, lastName, testName } = await signedPatient(['135']);
    const { context, page, card } = await openPrintCard(lastName, fullName);
    await card.getByRole('button', { name: `View ${testName}` }).click();
    const viewer = page.getByRole('dialog').first();
    await viewer.getByRole('button', { name: 'Smart Reports' }).click();
    const panel = page.getByRole('dialog', { name: /Smart Reports/ });
    await panel.getByRole('button', { name: 'Generate Report' }).click();
    // Made by a job; the panel learns it from the real-time event (or its own re-read).
    const generated = panel.getByRole('button', { name: /^Smart report of / });
    await generated.waitFor({ timeout: 30_000 });
    // The newest smart report opens by itself; an older one is a click away.
    const link = panel.getByRole('link', { name: 'Open the PDF in a new tab' });
    if (!(await link.isVisible())) await generated.click();
    await link.waitFor();
    await screenshot(page, 'smart-report');
    const text = pdfText(await fetchPdf(page, String(await link.getAttribute('href'))));
    expect(text).toContain('Fasting glucose');
    expect(text).toMatch(/above/i);
    await context.close();
  });

  it('Given a patient tested on three visits, When the desk opens Patient Trends from her card, Then the trends window charts her glucose with its reference band', async () => {
    const { fullName, lastName } = await signedPatient(['88', '104', '121']);
    const { context, page, card } = await openPrintCard(lastName, fullName);
    await card.getByRole('button', { name: `Patient Trends of ${fullName}` }).click();
    const [trends] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('menuitem', { name: /Trends Report/ }).click(),
    ]);
    await trends.getByRole('heading', { name: 'Patient Trends Report' }).waitFor();
    await trends.getByRole('img', { name: /Fasting glucose of Glucose/ }).waitFor();
    await screenshot(trends, 'patient-trends');
    const pdfLink = trends.getByRole('link', { name: 'Download PDF' });
    const text = pdfText(await fetchPdf(trends, String(await pdfLink.getAttribute('href'))));
    expect(text).toContain('Patient Trends Report');
    expect(text).toContain('Fasting glucose');
    await context.close();
  });

  it('Given the demo patient, When she signs in and opens My reports, Then she downloads her own Complete Blood Count and cannot read a report that is not hers', async () => {
    const { reportIds } = await signedPatient(['90']);
    const { context, page } = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      { username: 'patient', password: demoPassword, kind: 'patient' },
      '/',
    );
    await page.getByRole('link', { name: 'My reports' }).first().click();
    await page.getByRole('heading', { name: 'My reports' }).waitFor();
    const download = page.getByRole('link', { name: 'Download Complete Blood Count' });
    await download.waitFor();
    await screenshot(page, 'my-reports');
    const text = pdfText(await fetchPdf(page, String(await download.getAttribute('href'))));
    expect(text).toContain('Complete Blood Count');
    expect(text).toContain('Sunita');
    // Another patient's report is not found, as if it did not exist.
    const foreign = await page.request.get(`/api/v1/me/reports/${reportIds[0]}/pdf`);
    expect(foreign.status()).toBe(404);
    await context.close();
  });
});
