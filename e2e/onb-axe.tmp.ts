import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startServer } from './support/server.js';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
async function check(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ path: axePath });
  const v = await page.evaluate(async () => {
    const { axe } = window as any;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations.map((x: any) => `${x.impact} ${x.id}: ${x.help}\n${x.nodes.map((n: any) => '  ' + n.html.slice(0, 200)).join('\n')}`);
  });
  console.log(`== ${name}\n${v.join('\n')}`);
}
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const lang of ['en', 'ar']) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((code) => window.localStorage.setItem('lims.language', code), lang);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await check(page, `intro ${lang}`);
    await page.getByRole('button', { name: lang === 'ar' ? 'ابدأ الآن' : 'Get Started' }).click();
    await page.waitForTimeout(1500);
    await check(page, `stage1 ${lang}`);
    await page.locator('input[type=tel]').fill('98765');
    await page.locator('input[type=tel]').blur();
    await page.locator('button[type=submit]').click({ force: true }).catch(() => {});
    await check(page, `stage1 errors ${lang}`);
    for (const status of ['pending', 'verified', 'created', 'creating']) {
      const c2 = await browser.newContext({ viewport: { width: 390, height: 900 } });
      await c2.addInitScript((code) => window.localStorage.setItem('lims.language', code), lang);
      await c2.addInitScript(() => sessionStorage.setItem('lims.onboarding', JSON.stringify({ token: 'request-token-0123456789abcdef', contact: '+919876543210', email: 'owner@lab.in' })));
      await c2.route('**/api/v1/onboarding/requests/status*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status }) }));
      const p2 = await c2.newPage();
      await p2.goto(`${server.baseUrl}/`);
      await p2.waitForTimeout(1000);
      await check(p2, `${status} ${lang}`);
      await c2.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
