import { describe, expect, it } from 'vitest';
import { AppFrame } from './pages/app-frame.js';
import { SignInPage } from './pages/sign-in-page.js';
import { screenshot } from './support/browser.js';
import { useBrowser } from './support/signed-in.js';

describe('the demo admin signs in, sees the frame, reads it in Arabic and signs out', () => {
  const fixture = useBrowser();

  it('Given the sign-in page, a wrong password shows the error and no frame', async () => {
    const { page, server } = fixture;
    const signIn = new SignInPage(page);
    await signIn.open(server.baseUrl);
    await screenshot(page, 'sign-in');
    await signIn.signIn('admin', 'Wrong@1234');
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Invalid username or password.');
  });

  it('When the admin signs in, Then the frame shows the lab, the switcher, the date range and the navigation', async () => {
    const { page } = fixture;
    await new SignInPage(page).signIn('admin', 'Demo@1234');
    await page.getByText('Welcome, Asha Verma').waitFor();
    await expect(page.getByText('Demo Diagnostics').first().isVisible()).resolves.toBe(true);
    await expect(page.getByPlaceholder('Switch Department').isVisible()).resolves.toBe(true);
    const navigation = page.getByRole('navigation');
    await expect(navigation.getByRole('link', { name: 'Departments' }).isVisible()).resolves.toBe(true);
    await expect(navigation.getByRole('link', { name: 'Lab users' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Admin', { exact: true }).first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'dashboard-en');
  });

  it('When the admin chooses Arabic, Then the page turns right to left', async () => {
    const { page } = fixture;
    await new AppFrame(page).chooseLanguage('العربية');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ar');
    await screenshot(page, 'dashboard-ar');
  });

  it('When the admin signs out, Then the sign-in page is back and the session is gone', async () => {
    const { page } = fixture;
    await new AppFrame(page).signOut('تسجيل الخروج');
    await page.waitForURL(/\/login/);
    const status = await page.evaluate(async () => (await fetch('/api/v1/session')).status);
    expect(status).toBe(401);
  });
});
