import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { SignInPage } from '../pages/sign-in-page.js';
import { launchBrowser } from './browser.js';
import { type RunningServer, startServer } from './server.js';

export interface BrowserFixture {
  server: RunningServer;
  browser: Browser;
  page: Page;
}

/**
 * One server and one browser page for a describe block, started in beforeAll and stopped in
 * afterAll. With `signInAs`, the page is already signed in on the lab staff page. Read the
 * fields inside tests: they are filled in by beforeAll.
 */
export function useBrowser(options: { signInAs?: { username: string; password: string; welcome: string } } = {}) {
  const fixture = {} as BrowserFixture;
  beforeAll(async () => {
    fixture.server = await startServer();
    fixture.browser = await launchBrowser();
    fixture.page = await fixture.browser.newPage({ viewport: { width: 1366, height: 800 } });
    if (options.signInAs) {
      const signIn = new SignInPage(fixture.page);
      await signIn.open(fixture.server.baseUrl);
      await signIn.signIn(options.signInAs.username, options.signInAs.password);
      await fixture.page.getByText(options.signInAs.welcome).waitFor();
    }
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.server?.stop();
  });
  return fixture;
}
