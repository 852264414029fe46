import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One run over every workspace; each project keeps its own settings in its own config.
 *
 * Workers: Vitest's default is one fewer than the cores, which on the 2-core CI machine is a
 * single worker: the test files then run one after another while a core waits (measured: 1.2
 * cores busy on average). Test files spend much of their time waiting on a database, a server
 * or a browser, so at least two run at once. VITEST_MAX_WORKERS overrides it.
 */
const maxWorkers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      { extends: './packages/domain/vitest.config.ts', test: { name: 'domain', root: './packages/domain' } },
      { extends: './packages/contract/vitest.config.ts', test: { name: 'contract', root: './packages/contract' } },
      { extends: './apps/server/vitest.config.ts', test: { name: 'server', root: './apps/server' } },
      { extends: './apps/web/vitest.config.ts', test: { name: 'web', root: './apps/web' } },
      { extends: './e2e/vitest.config.ts', test: { name: 'e2e', root: './e2e' } },
    ],
  },
});
