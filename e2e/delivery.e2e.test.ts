import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPassword, openSignedIn } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/**
 * ISSUE 5 "Fast, small delivery": "the sign-in pages load at most 150 KB of JavaScript gzipped
 * and the signed-in frame at most 250 KB"; hashed assets cached for a year, index.html never,
 * no source maps served. Measured as a browser loads the built client from the real server:
 * every script the page fetched until the network went quiet, each gzipped at level 9 (as the
 * build's own .gz files). docs/decisions/0017-delivery-and-speed.md.
 */
const kilobyte = 1000;
const budgets = { signIn: 150 * kilobyte, signedInFrame: 250 * kilobyte };

interface LoginPaths {
  loginPaths: Record<string, string>;
}
// Imported by a computed name so that TypeScript does not type-check the web client with the
// test's settings; at run time Vitest loads it like any module.
const webSource = (file: string) => new URL(`../apps/web/src/app/${file}`, import.meta.url).pathname;
const { loginPaths } = (await import(webSource('paths.ts'))) as LoginPaths;

interface ScriptSizes {
  total: number;
  scripts: string[];
}

/** The JavaScript that `page` has loaded, and its size gzipped. */
async function loadedJavaScript(context: BrowserContext, page: Page): Promise<ScriptSizes> {
  await page.waitForLoadState('networkidle');
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
  const sizes = await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const body = await (await context.request.get(url)).body();
      return { url, gzipped: gzipSync(body, { level: 9 }).length };
    }),
  );
  return {
    total: sizes.reduce((sum, { gzipped }) => sum + gzipped, 0),
    scripts: sizes.map(({ url, gzipped }) => `${new URL(url).pathname} ${(gzipped / kilobyte).toFixed(1)} KB`),
  };
}

const report = (sizes: ScriptSizes) => `${(sizes.total / kilobyte).toFixed(1)} KB:\n${sizes.scripts.join('\n')}`;

describe('delivery of the web client (ISSUE 5)', () => {
  const fixture = useBrowser();

  describe('JavaScript budgets, gzipped', () => {
    it.each(Object.entries(loginPaths))(
      `the %s sign-in page (%s) loads at most ${budgets.signIn / kilobyte} KB`,
      async (_kind, path) => {
        const context = await fixture.browser.newContext({ baseURL: fixture.server.baseUrl });
        const page = await context.newPage();
        await page.goto(path);
        await page.getByRole('button', { name: 'Sign in' }).waitFor();
        const sizes = await loadedJavaScript(context, page);
        await context.close();
        expect(sizes.total, report(sizes)).toBeLessThanOrEqual(budgets.signIn);
      },
    );

    it(`the signed-in frame, on the dashboard, loads at most ${budgets.signedInFrame / kilobyte} KB`, async () => {
      const { context, page } = await openSignedIn(
        fixture.browser,
        fixture.server.baseUrl,
        { username: 'admin', password: demoPassword },
        '/',
      );
      await page.getByRole('main').waitFor();
      const sizes = await loadedJavaScript(context, page);
      await context.close();
      expect(sizes.total, report(sizes)).toBeLessThanOrEqual(budgets.signedInFrame);
    });
  });

  it('caches hashed assets for a year, revalidates index.html, compresses, and serves no source map', async () => {
    const context = await fixture.browser.newContext({ baseURL: fixture.server.baseUrl });
    const page = await context.newPage();
    const index = await page.goto('/login');
    expect(index?.headers()['cache-control']).toBe('no-cache');
    const script = await page.evaluate(
      () => (document.querySelector('script[type="module"][src]') as HTMLScriptElement | null)?.src,
    );
    expect(script).toMatch(/\/assets\/index-[\w-]+\.js$/);
    const asset = await context.request.get(String(script), { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
    const sourceMap = await context.request.get(`${script}.map`);
    expect(sourceMap.status()).toBe(404);
    expect(await asset.text()).not.toContain('sourceMappingURL');
    await context.close();
  });
});
