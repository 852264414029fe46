import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type DatabaseTemplates, makePgliteTemplates, makePostgresTemplates } from './database-templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Makes this run's database templates (test/database-templates.ts) before any test file starts,
 * and removes them when the run ends.
 */
export default async function setup(project: TestProject) {
  // The seed hashes passwords at the test files' (low) scrypt cost.
  process.env.SCRYPT_LOG_N = project.config.env.SCRYPT_LOG_N;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const folder = mkdtempSync(join(tmpdir(), 'lims-test-templates-'));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  if (serverUrl) {
    const { drop, ...templates } = await makePostgresTemplates(serverUrl, folder);
    project.provide('databaseTemplates', templates);
    return async () => {
      await drop();
      removeFolder();
    };
  }
  project.provide('databaseTemplates', await makePgliteTemplates(folder));
  return removeFolder;
}
