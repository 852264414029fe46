import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server seeds the demo lab; each file's server starts from a copy of its data folder.
    globalSetup: ['support/global-setup.ts'],
    // Files run side by side (as many as the root config's workers): each starts its own server
    // on a free port with its own data folder, and its own browser, so none shares anything.
  },
});
