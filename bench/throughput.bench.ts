/**
 * Requests per second through a real HTTP server on 127.0.0.1, 20 clients at once: `/api/health`
 * beside a signed-in GET of a short list (`/api/v1/departments`), in the same run, on PGlite and,
 * when reachable, on PostgreSQL (a fresh database, dropped afterwards).
 * Run: npm run throughput -w @lims/bench. Reports figures; asserts nothing.
 *
 * BENCH_SECONDS (5) per round, BENCH_ROUNDS (3) alternating rounds of each path, BENCH_CLIENTS (20),
 * BENCH_CLIENT (fetch, or http: see getter()), BENCH_SESSIONS (1: the signed-in clients share one
 * session; n: client i uses the (i mod n)-th of n sessions of the demo admin),
 * BENCH_POSTGRES_URL (postgres://postgres@127.0.0.1:5432/postgres; "off" to skip).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { withFreshPostgres } from './fresh-postgres.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const clients = Number(process.env.BENCH_CLIENTS ?? 20);
const clientKind = process.env.BENCH_CLIENT === 'http' ? 'http' : 'fetch';
const sessions = Math.max(1, Number(process.env.BENCH_SESSIONS ?? 1));
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

function call(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) {
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = request({ agent, host: '127.0.0.1', port, method, path, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          cookies: incoming.headers['set-cookie'] ?? [],
        }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** One GET, through the chosen client; its status code. */
type Getter = (path: string, headers: Record<string, string>) => Promise<number>;

/**
 * `fetch` (undici, what a Node client would use, and what the baseline was measured with)
 * or `http` (node:http with a kept-alive agent: a much cheaper client, so that the server's share
 * of the machine is larger and the ratio harsher).
 */
function getter(port: number): { get: Getter; close(): void } {
  if (clientKind === 'http') {
    const agent = new Agent({ keepAlive: true, maxSockets: clients });
    return {
      get: async (path, headers) => (await call(agent, port, 'GET', path, headers)).status,
      close: () => agent.destroy(),
    };
  }
  return {
    get: async (path, headers) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
      await response.arrayBuffer();
      return response.status;
    },
    close: () => {},
  };
}

interface Target {
  label: string;
  path: string;
  signedIn: boolean;
  status: number;
}

const targets: Target[] = [
  { label: 'GET /api/health', path: '/api/health', signedIn: false, status: 200 },
  { label: 'signed-in GET /api/v1/departments', path: '/api/v1/departments', signedIn: true, status: 200 },
  // The session check alone: the guard resolves the session, then the unknown path answers 404.
  { label: 'session check only (signed-in 404)', path: '/api/v1/no-such-path', signedIn: true, status: 404 },
];

/** `clients` workers calling the target one request after another until the time is up. */
async function load(port: number, target: Target, cookies: string[], forSeconds: number) {
  const client = getter(port);
  const { path } = target;
  const until = performance.now() + forSeconds * 1000;
  let done = 0;
  let failed = 0;
  const worker = async (index: number) => {
    const cookie = target.signedIn ? (cookies[index % cookies.length] ?? '') : '';
    const headers = { cookie, 'accept-encoding': 'gzip, br' };
    while (performance.now() < until) {
      if ((await client.get(path, headers)) === target.status) done++;
      else failed++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, index) => worker(index)));
  const elapsed = (performance.now() - started) / 1000;
  client.close();
  if (failed > 0) throw new Error(`${failed} requests to ${path} failed`);
  return done / elapsed;
}

function startServer(env: NodeJS.ProcessEnv) {
  const child = fork(new URL('./http-server.ts', import.meta.url).pathname, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise<{ child: ChildProcess; port: number }>((resolve, reject) => {
    child.once('message', (message: { port: number }) => resolve({ child, port: message.port }));
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before listening.`)));
  });
}

async function signIn(port: number) {
  const agent = new Agent({ keepAlive: false });
  const answer = await call(
    agent,
    port,
    'POST',
    '/api/v1/auth/login',
    { 'content-type': 'application/json' },
    JSON.stringify({ username: 'admin', password: 'Demo@1234' }),
  );
  if (answer.status !== 200) throw new Error(`Sign-in failed (${answer.status}): ${answer.body}`);
  const cookie = answer.cookies.map((line) => line.split(';')[0]).find((pair) => pair?.startsWith('lims_session='));
  if (!cookie) throw new Error('Sign-in answered without a session cookie.');
  return cookie;
}

async function measure(label: string, env: NodeJS.ProcessEnv) {
  const { child, port } = await startServer(env);
  try {
    const cookies: string[] = [];
    for (let session = 0; session < sessions; session++) cookies.push(await signIn(port));
    // Warm up: JIT, prepared plans, the connection pool.
    for (const target of targets) await load(port, target, cookies, 1);
    const rates = targets.map((): number[] => []);
    for (let round = 0; round < rounds; round++) {
      for (const [index, target] of targets.entries()) rates[index]?.push(await load(port, target, cookies, seconds));
    }
    const mean = (values: number[] = []) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const health = mean(rates[0]);
    console.log(
      `${label} (${clients} ${clientKind} clients, ${sessions} session${sessions === 1 ? '' : 's'}, ${rounds} rounds of ${seconds} s per path, alternating):`,
    );
    for (const [index, target] of targets.entries()) {
      const rate = mean(rates[index]);
      const each = (rates[index] ?? []).map((value) => value.toFixed(0)).join(', ');
      console.log(
        `  ${target.label}: ${rate.toFixed(0)}/s = ${((100 * rate) / health).toFixed(0)} % of health (${each})`,
      );
    }
  } finally {
    child.disconnect();
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

await measure('PGlite', { DATABASE_URL: '' });
if (postgresUrl !== 'off') await withFreshPostgres(postgresUrl, (url) => measure('PostgreSQL', { DATABASE_URL: url }));
