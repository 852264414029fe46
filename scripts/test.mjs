import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebIfNeeded } from './web-build.mjs';

/**
 * `npm test`: every suite. Browser tests need Chromium: without it they are skipped with a
 * loud line, unless REQUIRE_E2E=1, where a missing browser is a failure.
 */
const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'lims-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

function vitest(name, args, env = {}) {
  const outputFile = join(reports, `${name}.json`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
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

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
