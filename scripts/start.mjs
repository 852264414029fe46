import { spawn } from 'node:child_process';
import { buildWebIfNeeded } from './web-build.mjs';

/** `npm start`: the whole product on one port, on the embedded database unless DATABASE_URL is set. */
buildWebIfNeeded();
const root = new URL('..', import.meta.url).pathname;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
