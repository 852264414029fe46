import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DemoData, demoDataVariable, startServer } from './server.js';

const day = 86_400_000;
const indiaOffset = 5.5 * 3_600_000;

/**
 * Starts the server once on an empty data folder, which creates, migrates and seeds its
 * database, and stops it: every server of the run then starts from a copy (server.ts) until
 * the next midnight in UTC or in the demo lab's India.
 */
export default async function setup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lims-e2e-demo-'));
  const now = Date.now();
  const validUntil = Math.min(...[0, indiaOffset].map((offset) => Math.floor((now + offset) / day + 1) * day - offset));
  const server = await startServer({ dataDir });
  await server.stop();
  process.env[demoDataVariable] = JSON.stringify({ dataDir, validUntil } satisfies DemoData);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
