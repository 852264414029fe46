import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, openSignedIn } from './support/lab-api.js';
import { useBrowser } from './support/signed-in.js';

/**
 * ISSUE 5: "A browser test runs axe-core on every page and fails on serious violations."
 * The pages are read from the web client's own lists (its sign-in paths and every area's
 * routes), so a page added to an area is checked without touching this file.
 */

interface AreaRoute {
  path: string;
}
interface WebAreaList {
  webAreas: ReadonlyArray<{ name: string; routes: ReadonlyArray<AreaRoute> }>;
}
interface LoginPaths {
  loginPaths: Record<string, string>;
}

// Imported by a computed name so that TypeScript does not type-check the web client with the
// test's settings; at run time Vitest loads them like any module.
const webSource = (file: string) => new URL(`../apps/web/src/app/${file}`, import.meta.url).pathname;
const { webAreas } = (await import(webSource('areas.ts'))) as WebAreaList;
const { loginPaths } = (await import(webSource('paths.ts'))) as LoginPaths;

/** Example values for route parameters; a new route with a parameter needs its line here. */
const exampleParameters: Record<string, string> = {
  // The demo lab's first patient, Sunita Devi.
  patientId: '1',
  // The demo lab's first bill.
  billId: '1',
  // The demo catalogue's first test, the complete blood count, and its format.
  testId: '1',
  formatId: '1',
  // The demo lab, as the support dashboard names it.
  labId: '1',
  // The sample-tracking link: the first bill's first sample, its collection step, its first report.
  processId: '1',
  stepId: 'collected',
  labReportId: '1',
  // The demo lab's first batch, sent from a collection centre (apps/server/src/db/seed/demo-batches.ts).
  batchId: '1',
  // The demo lab's outsource centre, the reference laboratory (apps/server/src/db/seed/demo-catalogue.ts).
  centreId: '1',
  // The entry lists' and the doctor's waiting list's tab, and the first bill's first report.
  tab: 'total',
  reportId: '1',
  // The dispatched list's total tab (a number there is one patient: spec 001 §2 /dispatched/{labUserId}).
  tabOrPatient: 'total',
  // The demo lab's first QC group, the HbA1c Level 1 control (apps/server/src/db/seed/demo-quality-control.ts).
  groupId: '1',
};

const concretePath = (path: string) =>
  path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = exampleParameters[name];
    if (value === undefined) throw new Error(`Give an example value for ':${name}' of ${path} in exampleParameters`);
    return value;
  });

const areaPages = webAreas.flatMap((area) =>
  area.routes.map((route) => ({ area: area.name, path: concretePath(route.path) })),
);

/** Who signs in on each sign-in page to see their own dashboard: the demo seed's accounts. */
const demoAccountOf: Record<string, string> = {
  lab: 'admin',
  doctor: 'dr.rao',
  organisation: 'cityclinic',
  patient: 'patient',
  support: 'support',
};

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ html: string; failureSummary?: string }>;
}

/** Waits until the page has settled (no request in flight, nothing marked busy), then asks axe. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => animation))),
  );
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> };
    };
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes
          .map(
            (node) => `  ${node.html.slice(0, 160)}\n    ${node.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`,
          )
          .join('\n')}`,
    );
}

describe('accessibility: axe-core finds no serious or critical violation on any page', () => {
  const fixture = useBrowser();

  describe('signed out', () => {
    it.each(Object.entries(loginPaths))('the %s sign-in page (%s)', async (_kind, path) => {
      const context = await fixture.browser.newContext({ baseURL: fixture.server.baseUrl });
      const page = await context.newPage();
      await page.goto(path);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it('the account setup page (/), before Get Started and on its stage 1', async () => {
      const context = await fixture.browser.newContext({ baseURL: fixture.server.baseUrl });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('button', { name: 'Get Started' }).click();
      await page.getByText('Tell us who you are').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/');
      await page.getByRole('button', { name: 'Get Started' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  });

  describe('signed in as each kind of person, on their own dashboard', () => {
    it.each(Object.keys(loginPaths))('%s', async (kind) => {
      const username = demoAccountOf[kind];
      if (username === undefined) throw new Error(`Name a demo account for the '${kind}' sign-in in demoAccountOf`);
      const { context, page } = await openSignedIn(
        fixture.browser,
        fixture.server.baseUrl,
        { username, password: demoPassword, kind },
        '/',
      );
      await page.getByRole('main').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  });

  describe('signed in as the lab admin', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      ({ context, page } = await openSignedIn(
        fixture.browser,
        fixture.server.baseUrl,
        { username: 'admin', password: demoPassword },
        '/',
      ));
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(areaPages)('the $area page $path', async ({ path }) => {
      await page.goto(path);
      await page.getByRole('main').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });

    it('the page-not-found page', async () => {
      await page.goto('/no-such-page');
      await page.getByText('Page not found').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });

    it.each([
      ['/settings/departments', 'Add department'],
      ['/settings/lab-users', 'Add user'],
    ])('the dialog behind %s > %s', async (path, button) => {
      await page.goto(path);
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    });

    it('a row menu of the lab users list', async () => {
      await page.goto('/settings/lab-users');
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .click();
      await page.getByRole('menu').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    });
  });
});
