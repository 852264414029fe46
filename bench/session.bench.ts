/**
 * Sign-in, session look-up and an ordinary signed-in call on the embedded database, through the real HTTP stack
 * (app.inject). Run: npm run session -w @lims/bench. Reports figures; asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.js';
import { readConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { seedDemoLab } from '../apps/server/src/db/seed/demo-lab.js';
import { createInProcessBus } from '../apps/server/src/platform/events/event-bus.js';

const logins = Number(process.env.BENCH_LOGINS ?? 10);
const lookups = Number(process.env.BENCH_LOOKUPS ?? 500);

const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
await seedDemoLab(database.db);
const bus = createInProcessBus();
const app = await buildApp({ config: { ...readConfig({}), webDist: '/nonexistent' }, database, bus });

let cookie = '';
let started = performance.now();
for (let index = 0; index < logins; index++) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: 'admin', password: 'Demo@1234' },
    remoteAddress: `10.1.0.${index}`,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  cookie = response.headers['set-cookie']?.toString().split(';')[0] ?? '';
}
const loginMs = (performance.now() - started) / logins;

started = performance.now();
for (let index = 0; index < lookups; index++) {
  const response = await app.inject({ method: 'GET', url: '/api/v1/session', headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`session failed: ${response.body}`);
}
const lookupMs = (performance.now() - started) / lookups;

// An ordinary signed-in call: what the session guard costs every request.
started = performance.now();
for (let index = 0; index < lookups; index++) {
  const response = await app.inject({ method: 'GET', url: '/api/v1/departments', headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`departments failed: ${response.body}`);
}
const guardedMs = (performance.now() - started) / lookups;

console.log(`sign-in (scrypt N=2^${process.env.SCRYPT_LOG_N ?? 17}): ${loginMs.toFixed(1)} ms each over ${logins}`);
console.log(`GET /api/v1/session: ${lookupMs.toFixed(2)} ms each over ${lookups} (${(1000 / lookupMs).toFixed(0)}/s)`);
console.log(
  `GET /api/v1/departments: ${guardedMs.toFixed(2)} ms each over ${lookups} (${(1000 / guardedMs).toFixed(0)}/s)`,
);
await app.close();
await bus.close();
await database.close();
