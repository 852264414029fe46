import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SignInPage } from './pages/sign-in-page.js';
import { screenshot } from './support/browser.js';
import { useBrowser } from './support/signed-in.js';

const countLabels = ['Patients registered', 'Bills', 'Samples pending', 'Reports pending', 'Reports ready'];

/** A fresh browser context signed in on `path`: each test stands on its own. */
async function signedInPage(browser: Browser, baseUrl: string, path: string, username: string, welcome: string) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const page = await context.newPage();
  const signIn = new SignInPage(page);
  await signIn.open(baseUrl, path);
  await signIn.signIn(username, 'Demo@1234');
  await page.getByText(welcome).waitFor();
  return { page, close: () => context.close() };
}

describe("the dashboard: the lab's day for lab staff, their own page for everyone else", () => {
  const fixture = useBrowser();

  it("Given the admin signs in, Then the dashboard shows today's five counts, each a link or 'Not available yet'", async () => {
    const { page, close } = await signedInPage(
      fixture.browser,
      fixture.server.baseUrl,
      '/login',
      'admin',
      'Welcome, Asha Verma',
    );
    const cards = page.locator('[data-testid^="today-count-"]');
    await cards.nth(4).waitFor();
    await expect(cards.count()).resolves.toBe(5);
    for (const [index, label] of countLabels.entries()) {
      const card = cards.nth(index);
      await card.getByText(label, { exact: true }).waitFor();
      const isLink = await card.evaluate((element) => element.tagName === 'A');
      const unavailable = await card.getByText('Not available yet').count();
      // Until its area exists a count says so; once it exists it is a number that opens its page.
      expect(isLink ? unavailable : 1 - unavailable, label).toBe(0);
    }
    await page.getByTestId('today-date').waitFor();
    await screenshot(page, 'dashboard-counts');
    await close();
  });

  it('Given a doctor signs in, Then they land on their own page, without the lab controls, and can sign out', async () => {
    const { page, close } = await signedInPage(
      fixture.browser,
      fixture.server.baseUrl,
      '/doctor/login',
      'dr.rao',
      'Welcome, Dr. Priya Rao',
    );
    const landing = page.getByTestId('personal-landing');
    await landing.getByText('Sign reports with your passkey').waitFor();
    await expect(page.getByTestId('dashboard-label').textContent()).resolves.toBe('Doctor');
    await expect(page.locator('[data-testid^="today-count-"]').count()).resolves.toBe(0);
    await expect(page.getByLabel('Date range').count()).resolves.toBe(0);
    await expect(page.getByPlaceholder('Switch Department').count()).resolves.toBe(0);
    await screenshot(page, 'dashboard-doctor');

    await landing.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/doctor\/login$/);
    await close();
  });
});
