import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const builtIndex = join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
  'packages/contract/src',
];

const newestChange = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
};

/** Builds the web client when there is no build, or when a source is newer than it. */
export function buildWebIfNeeded() {
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestChange(join(root, source))));
  if (builtAt >= changedAt) return;
  console.log('Building the web client…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@lims/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web client did not build.');
    process.exit(result.status ?? 1);
  }
}
