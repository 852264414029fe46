import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppFrame } from './pages/app-frame.js';
import { SignInPage } from './pages/sign-in-page.js';
import { launchBrowser, screenshot } from './support/browser.js';
import { type RunningServer, startServer } from './support/server.js';

describe('an admin manages departments, and the switcher reads them', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    const signIn = new SignInPage(page);
    await signIn.open(server.baseUrl);
    await signIn.signIn('admin', 'Demo@1234');
    await page.getByText('Welcome, Asha Verma').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('Given the departments page, When the admin adds Serology, Then it is listed', async () => {
    await new AppFrame(page).openNavigation('Departments');
    await page.getByRole('cell', { name: 'Haematology' }).waitFor();
    await page.getByRole('button', { name: 'Add department' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Serology');
    await dialog
      .getByRole('button', { name: /Save|Add department/ })
      .last()
      .click();
    await page.getByRole('cell', { name: 'Serology' }).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await screenshot(page, 'departments');
  });

  it('When the admin adds Serology again, Then the duplicate is refused with its message', async () => {
    await page.getByRole('button', { name: 'Add department' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('serology');
    await dialog
      .getByRole('button', { name: /Save|Add department/ })
      .last()
      .click();
    await page.getByText('A department with this name already exists.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('Then the department switcher offers the new department', async () => {
    await page.getByPlaceholder('Switch Department').click();
    await expect(page.getByRole('option', { name: 'Serology' }).isVisible()).resolves.toBe(true);
  });
});
