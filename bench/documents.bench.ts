/**
 * The printable lab-users list through the Typst renderer the server uses (one compiler in a
 * worker thread): a one-page and a 100-page document, then the process's peak memory over many
 * renders with the compiler's cache evicted after each. Run: npm run documents -w @lims/bench
 * (BENCH_CACHE_MAX_AGE=10 keeps what the last ten jobs used; the server clears it after every job).
 * Reports figures; asserts nothing.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createPdfRenderer } from '../apps/server/src/platform/documents/pdf-renderer.js';

const renders = Number(process.env.BENCH_RENDERS ?? 200);
const cacheMaxAge = Number(process.env.BENCH_CACHE_MAX_AGE ?? 0);
const template = readFileSync(
  new URL('../apps/server/src/modules/settings/templates/lab-users.typ', import.meta.url),
  'utf8',
);

const names = ['Asha Verma', 'नेहा जोशी', 'محمد العلي', 'Ravi Kumar', 'Sara Ahmed'];
const document = (users: number, seed: number) => ({
  labName: `Demo Diagnostics ${seed}`,
  printedAt: '21-11-2025 13:38',
  texts: {
    title: 'Lab users',
    name: 'Name',
    username: 'Username',
    role: 'Dashboard label',
    departments: 'Departments',
    noDepartments: 'No departments',
    status: 'Status',
    printedOn: 'Printed on {{date}}',
    pageOf: 'Page {{page}} of {{total}}',
    total: 'Users: {{count}}',
  },
  users: Array.from({ length: users }, (_, index) => ({
    name: `${names[index % names.length]} ${seed}-${index}`,
    username: `user.${seed}.${index}`,
    role: 'Technician',
    departments: index % 3 === 0 ? [] : ['Haematology', 'Biochemistry'],
    status: 'Enabled',
    enabled: index % 7 !== 0,
  })),
});

const pagesOf = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())?.[1] ?? Number.NaN);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const renderer = createPdfRenderer({ cacheMaxAge });
let peak = process.memoryUsage().rss;
// The main thread only waits while the worker renders, so sampling here sees the worker's peak.
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 10);

/** Wall time, and CPU time of the process (the worker's thread included), which a busy machine inflates less. */
const timed = async (users: number, seed: number) => {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const pdf = await renderer.render({ template, language: 'en', data: document(users, seed) });
  const used = process.cpuUsage(cpu);
  return { pdf, wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
};
const report = (label: string, results: Array<{ wallMs: number; cpuMs: number }>) =>
  `${label}: median ${median(results.map((result) => result.wallMs)).toFixed(1)} ms wall, ` +
  `${median(results.map((result) => result.cpuMs)).toFixed(1)} ms CPU`;

const rssBefore = process.memoryUsage().rss;
const first = await timed(20, 0);
console.log(`first render (thread start and font loading included): ${first.wallMs.toFixed(0)} ms`);

const onePage = [];
for (let seed = 1; seed <= 30; seed++) onePage.push(await timed(20, seed));
console.log(report(`one page (${pagesOf(onePage[0]?.pdf ?? first.pdf)} page, 20 users)`, onePage));

const long = [];
for (let seed = 1; seed <= 5; seed++) long.push(await timed(4000, 1000 + seed));
const longPdf = long[0]?.pdf ?? first.pdf;
console.log(report(`${pagesOf(longPdf)} pages (4000 users, ${(longPdf.length / 1024).toFixed(0)} KB)`, long));

const many = [];
for (let seed = 0; seed < renders; seed++) many.push(await timed(seed % 20 === 0 ? 400 : 20, 5000 + seed));
clearInterval(sampler);
console.log(
  `${report(`${renders} renders (one in twenty of 10 pages)`, many)}; cache max age ${cacheMaxAge}; ` +
    `RSS before ${megabytes(rssBefore)}, peak ${megabytes(peak)}, after ${megabytes(process.memoryUsage().rss)}`,
);
await renderer.close();
