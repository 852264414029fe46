import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Tests hash many passwords; a lower scrypt cost keeps them fast. Production never sets it.
    env: { SCRYPT_LOG_N: '10' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
