import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The system Chromium, with the flags this closed network needs (no background calls out). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const screenshotDir = new URL('../screenshots', import.meta.url).pathname;

/** Saved under e2e/screenshots for a person to look at; not compared automatically. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  // A language switch slides the frame to the other side: picture where it settles.
  // An animation cancelled meanwhile (a list re-rendered) rejects `finished`: it has settled too.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => animation))),
  );
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}
