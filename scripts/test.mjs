import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebIfNeeded } from './web-build.mjs';

/**
 * `npm test`: every suite. The server suite runs on PGlite, then again on PostgreSQL when
 * TEST_DATABASE_URL is set or REQUIRE_PG=1 (CI): the server at TEST_DATABASE_URL, by default
 * postgres://postgres@127.0.0.1:5432/test. Browser tests need Chromium. A missing PostgreSQL or
 * Chromium skips its suite with a loud line, unless REQUIRE_PG=1 or REQUIRE_E2E=1 makes it a
 * failure.
 */
const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'lims-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Every failed test, named again at the very end: CI keeps only the tail of the output. */
const failures = [];

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const wantsPostgres = process.env.TEST_DATABASE_URL !== undefined || process.env.REQUIRE_PG === '1';
/** Every pass but the PostgreSQL one runs on PGlite, whatever the caller's environment says. */
const { TEST_DATABASE_URL: _postgresOnly, ...pgliteEnvironment } = process.env;
const seconds = {};

function vitest(name, args, environment = pgliteEnvironment) {
  const outputFile = join(reports, `${name}.json`);
  const started = performance.now();
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
    { cwd: root, stdio: 'inherit', env: environment },
  );
  seconds[name] = Math.round((performance.now() - started) / 1000);
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults) {
      for (const test of file.assertionResults) {
        if (test.status !== 'failed') continue;
        const firstLine = (test.failureMessages[0] ?? '').split('\n')[0].slice(0, 300);
        failures.push(`[${name}] ${file.name.replace(root, '')} > ${test.fullName}\n    ${firstLine}`);
      }
    }
    if (report.numFailedTestSuites > 0 && report.numFailedTests === 0) {
      failures.push(`[${name}] ${report.numFailedTestSuites} test file(s) failed before any test ran`);
    }
  }
  return result.status === 0;
}

let ok = vitest('unit-and-integration', [
  '--project',
  'domain',
  '--project',
  'contract',
  '--project',
  'server',
  '--project',
  'web',
]);

/** Whether a PostgreSQL server answers at `url` within three seconds. */
async function postgresAnswers(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

if (wantsPostgres) {
  const shownUrl = postgresUrl.replace(/\/\/[^@/]*@/, '//…@');
  if (await postgresAnswers(postgresUrl)) {
    ok =
      vitest('server-on-postgres', ['--project', 'server'], { ...pgliteEnvironment, TEST_DATABASE_URL: postgresUrl }) &&
      ok;
  } else if (process.env.REQUIRE_PG === '1') {
    console.error(
      `\n!!! The server suite on PostgreSQL is required (REQUIRE_PG=1) but nothing answers at ${shownUrl}.\n`,
    );
    ok = false;
  } else {
    console.warn(`\n!!! SERVER SUITE ON POSTGRESQL SKIPPED: nothing answers at ${shownUrl}.\n`);
  }
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  buildWebIfNeeded();
  ok = vitest('e2e', ['--project', 'e2e']) && ok;
} else if (process.env.REQUIRE_E2E === '1') {
  console.error(`\n!!! Browser tests are required (REQUIRE_E2E=1) but Chromium is missing at ${chromium}.\n`);
  ok = false;
} else {
  console.warn(`\n!!! BROWSER TESTS SKIPPED: Chromium is missing at ${chromium} (apt-get install -y chromium).\n`);
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
console.log(`seconds per pass: ${JSON.stringify(seconds)}`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
