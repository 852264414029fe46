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

describe('a visitor signs in on the way to a page and comes back to it; on a phone the header folds', () => {
  const fixture = useBrowser();

  it('Given a signed-out visitor opens Departments, When reception signs in, Then that page is shown: not authorised, with the way home', async () => {
    const { page, server } = fixture;
    await page.goto(`${server.baseUrl}/settings/departments`);
    const signIn = new SignInPage(page);
    await signIn.waitForForm();
    expect(new URL(page.url()).pathname).toBe('/login');
    await signIn.signIn('reception', 'Demo@1234');
    await page.waitForURL(/\/settings\/departments$/);
    await page.getByText('Not authorised').waitFor();
    await page.getByRole('button', { name: 'Home' }).click();
    await page.getByText('Welcome, Ravi Kumar').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('When the page is 390 px wide, Then the lab name, the options button and the user menu fit side by side', async () => {
    const { page } = fixture;
    await page.setViewportSize({ width: 390, height: 844 });
    const frame = new AppFrame(page);
    await frame.optionsButton.waitFor();
    const header = page.locator('header');
    const brand = header.getByText('Demo Diagnostics');
    await brand.waitFor();
    await expect(page.getByPlaceholder('Switch Department').isVisible()).resolves.toBe(false);
    const [name, options, menu] = await Promise.all([
      brand.boundingBox(),
      frame.optionsButton.boundingBox(),
      frame.userMenu.boundingBox(),
    ]);
    if (!name || !options || !menu) throw new Error('A header control has no box');
    expect(name.width).toBeGreaterThan(40);
    expect(name.x + name.width).toBeLessThanOrEqual(options.x);
    expect(options.x + options.width).toBeLessThanOrEqual(menu.x);
    expect(menu.x + menu.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'dashboard-phone');
  });

  it('When the options open, Then the department, the date range and the language are there, and Arabic keeps the header whole', async () => {
    const { page } = fixture;
    const frame = new AppFrame(page);
    const drawer = await frame.openOptions();
    await drawer.getByPlaceholder('Switch Department').waitFor();
    await drawer.getByLabel('Date range').waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    await frame.chooseLanguage('العربية');
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    const menu = await frame.userMenu.boundingBox();
    if (!menu) throw new Error('The user menu has no box');
    expect(menu.x).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'dashboard-phone-ar');
  });
});
