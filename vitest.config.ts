import { defineConfig } from 'vitest/config';

/** One run over every workspace; each project keeps its own settings in its own config. */
export default defineConfig({
  test: {
    projects: [
      { extends: './packages/domain/vitest.config.ts', test: { name: 'domain', root: './packages/domain' } },
      { extends: './packages/contract/vitest.config.ts', test: { name: 'contract', root: './packages/contract' } },
      { extends: './apps/server/vitest.config.ts', test: { name: 'server', root: './apps/server' } },
      { extends: './apps/web/vitest.config.ts', test: { name: 'web', root: './apps/web' } },
      { extends: './e2e/vitest.config.ts', test: { name: 'e2e', root: './e2e' } },
    ],
  },
});
