import { createRequire } from 'node:module';
import { launchBrowser } from './support/browser.js';
import { startServer } from './support/server.js';
import { openSignedIn } from './support/lab-api.js';
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const server = await startServer();
const browser = await launchBrowser();
try {
  for (const [path, width, expand] of [['/settings/communication', 1366, false], ['/settings/operation', 1366, false], ['/settings/audit', 1366, true], ['/settings/audit', 390, true]] as const) {
    const { context, page } = await openSignedIn(browser, server.baseUrl, { username: 'admin', password: 'Demo@1234' }, path, { width });
    await page.getByRole('main').waitFor();
    await page.waitForLoadState('networkidle');
    if (expand) { await page.getByRole('button', { name: 'Show changes' }).nth(1).click(); await page.waitForTimeout(300); }
    await page.addScriptTag({ path: axePath });
    const violations = await page.evaluate(async () => {
      const { axe } = window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ html: string }> }> }> } };
      return (await axe.run(document, { resultTypes: ['violations'] })).violations;
    });
    console.log(path, width, JSON.stringify(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => [v.id, v.nodes.slice(0, 2).map((n) => n.html.slice(0, 120))])));
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
