import { describe, expect, it } from 'vitest';
import { AppFrame } from './pages/app-frame.js';
import { SignInPage } from './pages/sign-in-page.js';
import { screenshot } from './support/browser.js';
import { useBrowser } from './support/signed-in.js';

describe('an admin adds a lab user, who then signs in with their own top bar', () => {
  const fixture = useBrowser({
    signInAs: { username: 'admin', password: 'Demo@1234', welcome: 'Welcome, Asha Verma' },
  });

  it('Given the lab users page, When the admin adds a technician, Then the user is listed with the Technician label', async () => {
    const { page } = fixture;
    await new AppFrame(page).openNavigation('Lab users');
    await page.getByRole('row', { name: /Meena Iyer/ }).waitFor();
    await screenshot(page, 'lab-users');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('neha');
    await dialog.getByLabel('Full name').fill('Neha Joshi');
    await dialog.getByLabel(/^Password/).fill('short');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await dialog
      .getByText(/at least 8 characters/)
      .first()
      .waitFor();
    await dialog.getByLabel(/^Password/).fill('Lab@12345');
    await dialog.getByLabel('Sample access').check();
    await screenshot(page, 'lab-user-form');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: /Neha Joshi/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('Technician');
  });

  it('When the collection-centre user signs in, Then they see their own top bar without the department switcher', async () => {
    const { page, server } = fixture;
    await new AppFrame(page).signOut();
    const signIn = new SignInPage(page);
    await signIn.open(server.baseUrl);
    await signIn.signIn('collection', 'Demo@1234');
    const topBar = page.getByTestId('collection-centre-header');
    await topBar.waitFor();
    await expect(topBar.textContent()).resolves.toContain('Collection Centre');
    await expect(page.getByPlaceholder('Switch Department').count()).resolves.toBe(0);
    await screenshot(page, 'collection-centre-en');
    await new AppFrame(page).chooseLanguage('العربية');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await screenshot(page, 'collection-centre-ar');
  });
});
