import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** How global-setup.ts hands the servers of a run the data folder they start from. */
export const demoDataVariable = 'E2E_DEMO_DATA';

export interface DemoData {
  dataDir: string;
  /** Epoch ms: its demo lab's data is dated from the day it was seeded (today's bills). */
  validUntil: number;
}

/**
 * A throw-away data folder: a copy of the run's demo data while its day lasts, which spares
 * the server creating the database, migrating it and seeding the demo lab; else empty.
 */
function newDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'lims-e2e-'));
  const demoData = process.env[demoDataVariable];
  if (demoData) {
    const { dataDir: from, validUntil } = JSON.parse(demoData) as DemoData;
    if (Date.now() < validUntil) cpSync(from, dataDir, { recursive: true });
  }
  return dataDir;
}

/**
 * The real product, as `npm start` runs it, on a random port with a throw-away data dir, or
 * in `dataDir`, which it then leaves in place.
 */
export async function startServer({ dataDir }: { dataDir?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const ownDataDir = dataDir ?? newDataDir();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: ownDataDir,
      SCRYPT_LOG_N: '12',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`The server did not start in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!dataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
