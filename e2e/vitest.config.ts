import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser and one server at a time: the CI machine has two cores.
    fileParallelism: false,
  },
});
