import { execFileSync } from 'node:child_process';
import { noTemplateFlags } from '@lims/domain';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.js';
import { demoPassword, LabApi, openSignedIn, uniqueLetters } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

/**
 * Follows the dialog's 'Open in a new tab' to the tab it opens, and reads the PDF that tab shows
 * with the page's session. `previous` is the link of an earlier list of the same dialog: the new
 * one is waited for.
 */
async function openWorklist(page: Page, scope: Locator, previous?: string): Promise<{ href: string; text: string }> {
  const link = scope.getByRole('link', { name: 'Open in a new tab' });
  await expect
    .poll(async () => (await link.count()) > 0 && (await link.getAttribute('href')) !== previous, {
      timeout: 30_000,
    })
    .toBe(true);
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/api\/v1\/worklists\/runs\/\d+\/file$/);
  const opened = page.waitForEvent('popup');
  await link.click();
  const tab = await opened;
  expect(tab.url()).toContain(href);
  await tab.close();
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  return { href, text: pdfText(Buffer.from(await response.body())) };
}

/**
 * Work lists (issue 14; spec 002 §2 'Work list menu', 'Work List dialog', 'Configure WorkList
 * dialog'; decision 0047): from the test-wise waiting list, the bench makes the department-wise
 * pending work list and, in the Work List dialog, a worksheet and a work list from a template,
 * and opens each in a new tab. The department, test, patients and template are made here.
 */
describe('Work lists: the department work list and a worksheet from a template, each opened in a new tab', () => {
  const fixture = useBrowser();
  let lab: LabApi;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
  });

  it('makes the department-wise work list and a worksheet and a work list with a template, and opens them', async () => {
    const tag = uniqueLetters();
    const department = await lab.createDepartment(`Bench ${tag}`);
    const serum = await lab.createSampleType({ name: `Serum ${tag}`, containerType: 'Vacutainer' });
    const test = await lab.createBillableTest({
      code: `WL-${tag}`.toUpperCase(),
      name: `Glucose ${tag}`,
      departmentId: department.id,
      sampleTypeId: serum.id,
      parameter: 'Fasting glucose',
    });
    const waiting = await lab.registerPatient({
      designation: 'Mr.',
      firstName: 'Ravi',
      lastName: `Bench${tag}`,
      gender: 'Male',
      age: 51,
      ageUnit: 'Years',
    });
    const entered = await lab.registerPatient({
      designation: 'Ms.',
      firstName: 'Asha',
      lastName: `Bench${tag}`,
      gender: 'Female',
      age: 36,
      ageUnit: 'Years',
    });
    const waitingBill = await lab.createBill({ patientId: waiting.id, lines: [{ kind: 'test', id: test.id }] });
    await lab.collectAndReceive(waitingBill.id);
    const enteredBill = await lab.createBill({ patientId: entered.id, lines: [{ kind: 'test', id: test.id }] });
    await lab.collectAndReceive(enteredBill.id);
    for (const report of enteredBill.reports) await lab.saveReportValues(report.id, [{ index: 1, value: '96' }]);
    const templateName = `Bench sheet ${tag}`;
    await lab.createWorklistTemplate({
      name: templateName,
      categoryId: null,
      format: 'pdf',
      flags: { ...noTemplateFlags, patientIdFlag: true, blankCommentsFlag: true },
    });

    const { page } = await openSignedIn(
      fixture.browser,
      fixture.server.baseUrl,
      { username: 'admin', password: demoPassword },
      '/test-wise/pending',
    );

    // The menu's Department Wise WorkList starts at once for the header's days.
    await page.getByRole('button', { name: 'More work lists' }).click();
    await expect.poll(() => page.getByRole('menuitem').count()).toBe(10);
    await page.getByRole('menuitem', { name: 'Department Wise WorkList' }).click();
    const departmentRun = page.getByRole('dialog', { name: 'Department Wise WorkList' });
    const departmentList = await openWorklist(page, departmentRun);
    expect(departmentList.text).toContain(department.name);
    expect(departmentList.text).toContain(`Ravi Bench${tag}`);
    expect(departmentList.text).toContain(test.name);
    await departmentRun.getByRole('button', { name: 'Close' }).last().click();

    // The Work List dialog: this department, the template, then a worksheet and a work list.
    await page.getByRole('button', { name: 'WorkList', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Work List' });
    await dialog.getByRole('textbox', { name: 'Department' }).click();
    await page.getByRole('option', { name: department.name, exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Select Template' }).click();
    await page.getByRole('option', { name: new RegExp(templateName) }).click();
    await screenshot(page, 'worklist-dialog-filled');

    await dialog.getByRole('button', { name: 'Generate Work Sheet' }).click();
    const sheet = await openWorklist(page, dialog);
    expect(sheet.text).toContain('Fasting glucose');
    expect(sheet.text).toContain(`Ravi Bench${tag}`);
    expect(sheet.text).toContain(`Asha Bench${tag}`);
    // spec 002 §4 worksheet letters: received but not entered is (U)nprocessed, entered is (P)rocessed.
    expect(sheet.text).toContain('(U)');
    expect(sheet.text).toContain('(P)');
    expect(sheet.text).toContain('96');

    await dialog.getByRole('button', { name: 'Generate Work List' }).click();
    const list = await openWorklist(page, dialog, sheet.href);
    expect(list.text).toContain(`Ravi Bench${tag}`);
    expect(list.text).toContain(`Asha Bench${tag}`);
    expect(list.text).toContain(waiting.labPatientId);
    expect(list.text).toContain('Comments');
  });
});
