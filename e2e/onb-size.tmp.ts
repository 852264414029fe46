import { gzipSync } from 'node:zlib';
import { launchBrowser } from './support/browser.js';
import { startServer } from './support/server.js';
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const path of ['/login', '/']) {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (path === '/') {
      await page.getByRole('button', { name: 'Get Started' }).click();
      await page.getByText('Tell us who you are').waitFor();
      await page.waitForLoadState('networkidle');
    }
    const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => new URL(n).pathname.endsWith('.js')));
    let total = 0;
    for (const url of new Set(urls)) total += gzipSync(await (await context.request.get(url)).body(), { level: 9 }).length;
    console.log(path, (total / 1000).toFixed(1), 'KB gz', urls.length, 'scripts');
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
