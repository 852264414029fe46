import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Migrates and seeds once per run; each test file copies the result (test/database-templates.ts).
    globalSetup: ['src/test/global-setup.ts'],
    // Tests hash many passwords; a lower scrypt cost keeps them fast. Every answer is checked
    // against its schema too (http/response-serializer.ts). Production sets neither.
    env: { SCRYPT_LOG_N: '10', CHECK_RESPONSES: 'true' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
