// Temporary screenshot script for the account setup page (not committed).
import type { Page } from 'playwright-core';
import { launchBrowser } from './support/browser.js';
import { startServer } from './support/server.js';

const out = '/tmp/onb-shots';
const server = await startServer();
const browser = await launchBrowser();
const token = 'request-token-0123456789abcdef';
const only = process.env.ONLY?.split(',');

type Prep = (page: Page, lang: string) => Promise<void>;
const stages: Record<string, { status?: string; prep?: Prep }> = {
  intro: {},
  stage1: {
    prep: async (page, lang) => {
      await page.getByRole('button', { name: lang === 'ar' ? 'ابدأ الآن' : 'Get Started' }).click();
      await page.waitForTimeout(1200);
    },
  },
  stage1errors: {
    prep: async (page, lang) => {
      await page.getByRole('button', { name: lang === 'ar' ? 'ابدأ الآن' : 'Get Started' }).click();
      await page.waitForTimeout(500);
      await page.locator('input[type=tel]').fill('98765');
      await page.locator('input[type=email]').fill('owner@lab');
      await page.locator('input[type=email]').blur();
      await page.locator('input[type=tel]').blur();
      await page.waitForTimeout(800);
    },
  },
  stage2: { status: 'pending' },
  stage3: { status: 'verified' },
  stage4: { status: 'creating' },
  stage4success: { status: 'created' },
  stage4failed: { status: 'failed' },
  stage4timeout: { status: 'creating', prep: async (page) => page.waitForTimeout(11_000) },
};
const timings: string[] = [];
try {
  for (const [name, { status, prep }] of Object.entries(stages)) {
    if (only && !only.includes(name)) continue;
    for (const lang of ['en', 'ar']) {
      for (const width of [1440, 1024, 390]) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        await context.addInitScript((code) => window.localStorage.setItem('lims.language', code), lang);
        if (status) {
          await context.addInitScript(
            (t) => sessionStorage.setItem('lims.onboarding', JSON.stringify({ token: t, contact: '+919876543210', email: 'owner@lab.in' })),
            token,
          );
          await context.route('**/api/v1/onboarding/requests/status*', (route) =>
            route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status }) }),
          );
        }
        const page = await context.newPage();
        const scripts: string[] = [];
        page.on('response', (r) => {
          if (r.url().endsWith('.js')) scripts.push(r.url());
        });
        await page.goto(`${server.baseUrl}/`);
        await page.waitForLoadState('networkidle');
        if (prep) await prep(page, lang);
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${out}/${name}-${lang}-${width}.png`, fullPage: true });
        if (name === 'intro' && width === 1440 && lang === 'en') timings.push(scripts.map((s) => s.split('/').pop()).join('\n'));
        await context.close();
      }
    }
  }
} finally {
  console.log(timings.join('\n'));
  await browser.close();
  await server.stop();
}
