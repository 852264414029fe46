import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueLetters } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/** The demo doctors' passkey (apps/server/src/db/seed/demo-lab.ts). */
const demoPasskey = 'Sign@1234';

/** What a PDF says, as pdftotext reads it (poppler, installed by .ci/run). */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

/** The link of the QR code printed on a PDF's first page, read from the page as a scanner sees it. */
function qrLink(pdf: Buffer): string | undefined {
  const folder = mkdtempSync(join(tmpdir(), 'lims-qr-'));
  try {
    writeFileSync(join(folder, 'report.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-r',
      '150',
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      join(folder, 'report.pdf'),
      join(folder, 'page'),
    ]);
    const [page] = readdirSync(folder).filter((name) => name.endsWith('.png'));
    const image = PNG.sync.read(readFileSync(join(folder, String(page))));
    return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A PDF the signed-in page may open, fetched with its session. */
async function fetchPdf(page: Page, url: string): Promise<Buffer> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  return Buffer.from(await response.body());
}

/**
 * Printing and dispatch (issue 12; spec 001 §2 'Report viewer modal', 'Print and dispatch
 * waiting list', §8 Submit All; spec 000 'Patient Overview modal'): the front desk views a
 * patient's signed reports, prints all of them into one PDF, marks them printed and submits
 * them; the patient overview shows the visit; the QR code printed on the report opens its
 * public verification page. The patient, tests, bill and signatures are made here through
 * the API.
 */
describe('Report printing: view, Print All, Print Done and Submit All from the print list; the patient overview; the QR link', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  /** A new patient billed today for two tests, entered and signed by Dr. Anil Sharma. */
  const signedPatient = async () => {
    const tag = uniqueLetters();
    const department = await lab.createDepartment();
    const serum = await lab.createSampleType({ name: `Serum ${tag}`, containerType: 'Vacutainer' });
    const tests = [];
    for (const [code, name] of [
      ['GLU', 'Glucose'],
      ['URE', 'Urea'],
    ] as const) {
      tests.push(
        await lab.createBillableTest({
          code: `${code}-${tag}`.toUpperCase(),
          name: `${name} ${tag}`,
          departmentId: department.id,
          sampleTypeId: serum.id,
          parameter: name,
        }),
      );
    }
    const lastName = `Print${tag}`;
    const patient = await lab.registerPatient({
      designation: 'Ms.',
      firstName: 'Meera',
      lastName,
      gender: 'Female',
      age: 38,
      ageUnit: 'Years',
      isPrimaryContact: true,
    });
    const bill = await lab.createBill({
      patientId: patient.id,
      lines: tests.map((test) => ({ kind: 'test' as const, id: test.id })),
    });
    await lab.collectAndReceive(bill.id);
    for (const [position, report] of bill.reports.entries()) {
      await lab.saveReportValues(report.id, [{ index: 1, value: position === 0 ? '182' : '31' }]);
      await lab.signReport(report.id, 'Dr. Anil Sharma', demoPasskey);
    }
    return {
      patientId: patient.id,
      fullName: `Meera ${lastName}`,
      lastName,
      testNames: tests.map((test) => test.name),
      reportIds: bill.reports.map((report) => report.id),
    };
  };

  const openPrintList = async (browser: Browser, lastName: string) => {
    const receptionist = await lab.createLabUser();
    const { context, page } = await openSignedIn(browser, fixture.server.baseUrl, receptionist, '/report-prints/all');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('textbox', { name: 'Search Name' }).fill(lastName);
    return { context, page };
  };

  it('Given a patient with two signed reports, When the desk views one, prints all, marks them printed and submits them, Then the PDF holds both and the reports read Dispatched', async () => {
    const { fullName, lastName, testNames, reportIds } = await signedPatient();
    const { context, page } = await openPrintList(fixture.browser, lastName);
    const card = page.getByRole('article', { name: fullName });
    await card.getByText('All Reports Ready').waitFor();
    await screenshot(page, 'report-prints-card');

    // The viewer: the PDF embedded, its download link beside it.
    await card.getByRole('button', { name: `View ${testNames[0]}` }).click();
    const viewer = page.getByRole('dialog');
    const frame = viewer.locator('iframe');
    await frame.waitFor();
    const viewed = await fetchPdf(page, String(await frame.getAttribute('src')));
    expect(pdfText(viewed)).toContain(testNames[0]);
    await viewer.getByRole('link', { name: 'Not able to view PDF? Click Here' }).waitFor();
    await screenshot(page, 'report-viewer');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'hidden' });

    // Print All of the patient: one PDF, both reports in the card's order.
    const cardOrder = (await card.getByRole('button', { name: /^View / }).allTextContents()).map((name) => name.trim());
    expect([...cardOrder].sort()).toEqual([...testNames].sort());
    await card.getByRole('button', { name: `Print All reports of ${fullName}` }).click();
    const run = page.getByRole('dialog', { name: 'Print All' });
    const opened = run.getByRole('link', { name: 'Open in a new tab' });
    await opened.waitFor({ timeout: 20_000 });
    const printed = pdfText(await fetchPdf(page, String(await opened.getAttribute('href'))));
    const positions = cardOrder.map((name) => printed.indexOf(name));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: 'Mark As Print Done' }).click();
    await card.getByRole('button', { name: 'Print Done' }).waitFor();

    // Submit All: the review lists the reports; once submitted they are dispatched.
    const admin = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      { username: 'admin', password: demoPassword },
      '/report-prints/all',
    );
    await admin.page.getByRole('button', { name: 'Filters', exact: true }).click();
    await admin.page.getByRole('textbox', { name: 'Search Name' }).fill(lastName);
    const adminCard = admin.page.getByRole('article', { name: fullName });
    await adminCard.getByRole('button', { name: `Submit All reports of ${fullName}` }).click();
    const review = admin.page.getByRole('dialog', { name: 'Submit All' });
    await review.getByText(testNames[1] ?? '').waitFor();
    await review.getByRole('button', { name: 'Submit All' }).click();
    await review.waitFor({ state: 'hidden' });
    // The toast lasts 1.2 s (spec 001 §9); what stays is each report's Dispatched badge.
    await expect.poll(() => adminCard.getByText('Dispatched', { exact: true }).count()).toBe(2);
    for (const id of reportIds) expect((await lab.getReport(id)).status).toBe('dispatched');
    await admin.context.close();
    await context.close();
  });

  it('Given a signed patient, When the desk opens the patient overview and the QR link of the printed report, Then the visit shows its results and the verification page shows only initials and tests', async () => {
    const { patientId, fullName, testNames, reportIds } = await signedPatient();
    const { context, page } = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      { username: 'reception', password: demoPassword },
      `/patients/${patientId}`,
    );
    await page.getByRole('button', { name: 'Patient Overview' }).click();
    const overview = page.getByRole('dialog', { name: 'Patient Overview' });
    await overview
      .getByText(testNames[0] ?? '')
      .first()
      .waitFor();
    await overview.getByRole('button', { name: 'Mark As Print Done' }).click();
    await overview.getByRole('button', { name: 'Print Done' }).waitFor();
    await screenshot(page, 'patient-overview');
    await page.keyboard.press('Escape');
    await overview.waitFor({ state: 'hidden' });

    // The QR code printed on the report, decoded from the PDF, opens the public page.
    const pdf = await fetchPdf(page, `/api/v1/reports/${reportIds[0]}/pdf`);
    const link = qrLink(pdf);
    expect(link).toMatch(/\/verify\/\d+\.[0-9a-f-]{36}$/);
    const verificationPath = new URL(String(link)).pathname;
    const visitor = await fixture.browser.newContext({ baseURL: fixture.server.baseUrl });
    const verification = await visitor.newPage();
    await verification.goto(verificationPath);
    await verification.getByText('Report verified').waitFor();
    await verification.getByText('M. P.', { exact: true }).waitFor();
    await verification.getByText(testNames[0] ?? '').waitFor();
    expect(await verification.getByText(fullName).count()).toBe(0);
    await screenshot(verification, 'report-verification');
    await visitor.close();
    await context.close();
  });
});
