import { describe, expect, it } from 'vitest';
import { AppFrame } from './pages/app-frame.js';
import { screenshot } from './support/browser.js';
import { useBrowser } from './support/signed-in.js';

describe('an admin manages departments, and the switcher reads them', () => {
  const fixture = useBrowser({
    signInAs: { username: 'admin', password: 'Demo@1234', welcome: 'Welcome, Asha Verma' },
  });

  it('Given the departments page, When the admin adds Serology, Then it is listed', async () => {
    const { page } = fixture;
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
    const { page } = fixture;
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
    const { page } = fixture;
    await page.getByPlaceholder('Switch Department').click();
    await expect(page.getByRole('option', { name: 'Serology' }).isVisible()).resolves.toBe(true);
  });

  it('When the admin reads the page in Arabic, Then the table turns right to left', async () => {
    const { page } = fixture;
    await page.keyboard.press('Escape');
    await new AppFrame(page).chooseLanguage('العربية');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('cell', { name: 'Serology' }).waitFor();
    await screenshot(page, 'departments-ar');
  });
});
