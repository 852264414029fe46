import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { demoPassword, LabApi, openSignedIn, uniqueName } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/** A 1×1 PNG: the smallest image the logo takes. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a PDF: what a file renamed to .png really is, for the content check. */
const pdfNamedPng = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** Picks a file in the chooser that the button opens, as a user would. */
async function chooseFile(page: Page, buttonName: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName }).click();
  await (await chooser).setFiles(file);
}

/**
 * The first users of the platform services (issue 'Ready for twenty areas'): a logo through the
 * files service, a test e-mail through the outbox and the job queue, the lab-users list as a
 * document. Each test makes its own administrator; the logo test is the only one that changes
 * the lab's profile.
 */
describe.concurrent('Settings: the lab logo, the outbox, the jobs and the printable lab-users list', () => {
  const fixture = useBrowser();
  let lab: LabApi;
  let downloads: string;

  beforeAll(async () => {
    lab = await LabApi.signIn(fixture.server.baseUrl, { username: 'admin', password: demoPassword });
    downloads = mkdtempSync(join(tmpdir(), 'lims-e2e-downloads-'));
  });
  afterAll(() => rmSync(downloads, { recursive: true, force: true }));

  const adminOn = async (path: string) =>
    openSignedIn(fixture.browser, fixture.server.baseUrl, await lab.createLabUser({ flags: { admin: true } }), path);

  it("Given Lab profile, When the admin uploads a PDF named .png, Then 'File is not valid.'; When they upload a PNG, Then the header shows it; When they remove it, Then it is gone", async () => {
    const { page, context } = await adminOn('/settings/lab-profile');

    await chooseFile(page, 'Upload logo', { name: 'logo.png', mimeType: 'image/png', buffer: pdfNamedPng });
    await page.getByRole('alert').getByText('File is not valid.').waitFor();

    await chooseFile(page, 'Upload logo', { name: 'logo.png', mimeType: 'image/png', buffer: onePixelPng });
    // The header's logo is decorative (the lab's name stands beside it): it has no text of its own.
    const headerLogo = page.getByRole('banner').locator('img');
    await headerLogo.waitFor();

    await page.getByRole('button', { name: 'Remove logo' }).click();
    await page.getByRole('dialog', { name: 'Remove the logo?' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText("No logo yet: the header shows the lab's name only.").waitFor();
    await headerLogo.waitFor({ state: 'detached' });
    await context.close();
  });

  it('When the admin sends a test e-mail, Then the outbox shows it Held (no e-mail server is set up), and Jobs shows the job that handled it as Done', async () => {
    const address = `${uniqueName('check').replace(' ', '.')}@example.com`;
    const { page, context } = await adminOn('/settings/outbox');

    await page.getByRole('button', { name: 'Send test e-mail' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a test e-mail' });
    await dialog.getByLabel('E-mail address').fill(address);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The job queue's worker handles it within a poll (2 s); the page refreshes its list.
    const row = page.getByRole('row').filter({ hasText: address });
    await row.getByText('Held').waitFor({ timeout: 20_000 });

    await page.getByRole('navigation').getByRole('link', { name: 'Jobs' }).click();
    await page.getByRole('row').filter({ hasText: 'Send a message' }).first().getByText('Done').waitFor();
    await context.close();
  });

  it('When the admin downloads the lab users as a PDF and as Excel, Then both list the users by name', async ({
    expect,
  }) => {
    const colleague = await lab.createLabUser({ fullName: uniqueName('Printed Colleague') });
    const { page, context } = await adminOn('/settings/lab-users');

    const download = async (item: string) => {
      const started = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download' }).click();
      await page.getByRole('menuitem', { name: item }).click();
      const file = await started;
      const path = join(downloads, file.suggestedFilename());
      await file.saveAs(path);
      return path;
    };

    const pdf = await download('PDF for printing');
    expect(pdf.endsWith('.pdf')).toBe(true);
    // A long name may wrap inside its cell: compare words, not lines.
    const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Demo Diagnostics');
    expect(text).toContain(colleague.fullName);

    const workbookPath = await download('Excel workbook');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(readFileSync(workbookPath)).buffer);
    const names = workbook.worksheets[0]?.getColumn(1).values.map(String) ?? [];
    expect(names).toContain(colleague.fullName);
    await context.close();
  });
});
