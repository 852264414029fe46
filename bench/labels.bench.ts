/**
 * Sample labels (issue 10: '100 labels to PDF under 1 s'): a sheet of 100 labels, each with
 * its Code 128 drawn as SVG, through the Typst renderer the server uses (one compiler in a
 * worker thread). The barcodes are drawn inside the measure, as a print draws them. Run:
 * npm run labels -w @lims/bench. Reports figures; asserts nothing.
 */
import { execFileSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { labelSheet, type SampleLabel } from '../apps/server/src/modules/samples/labels.service.js';
import { createPdfRenderer } from '../apps/server/src/platform/documents/pdf-renderer.js';

const runs = Number(process.env.BENCH_RUNS ?? 20);
const names = ['Mrs. Asha Verma', 'नेहा जोशी', 'محمد العلي', 'Mr. Ravi Kumar', 'Sara Ahmed'];
const texts = { dateOfBirth: 'DOB', patientId: 'PID', bill: 'Bill' };

/** 100 labels of one print run, their ids in the date-and-number format (type 5: 'S-251124-0042'). */
const labels = (seed: number): SampleLabel[] =>
  Array.from({ length: 100 }, (_, index) => ({
    barcodeValue: `S-2511${String(seed % 100).padStart(2, '0')}-${String(index + 1).padStart(4, '0')}`,
    name: names[index % names.length] ?? '',
    ageSex: '36 Years / Female',
    dateOfBirth: '07-04-1990',
    patientId: String(1000 + index),
    organisation: index % 2 === 0 ? 'City Clinic' : null,
    sampleType: 'Serum',
    tests: 'GLU, ALT, AST, CREA',
    time: '24-11-2026 13:10',
    labBillId: String(5000 + index),
  }));

const pagesOf = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', ['-'], { input: pdf }).toString())?.[1] ?? Number.NaN);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? Number.NaN;

const renderer = createPdfRenderer();
const timed = async (seed: number) => {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const pdf = await renderer.render(labelSheet('en', labels(seed), texts));
  const used = process.cpuUsage(cpu);
  return { pdf, wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
};

const first = await timed(0);
console.log(`first sheet (thread start and font loading included): ${first.wallMs.toFixed(0)} ms`);
const results = [];
for (let seed = 1; seed <= runs; seed++) results.push(await timed(seed));
const wall = results.map((result) => result.wallMs);
console.log(
  `100 labels (${pagesOf(results[0]?.pdf ?? first.pdf)} pages, ${((results[0]?.pdf.length ?? 0) / 1024).toFixed(0)} KB): ` +
    `median ${median(wall).toFixed(1)} ms wall, p95 ${p95(wall).toFixed(1)} ms, ` +
    `median ${median(results.map((result) => result.cpuMs)).toFixed(1)} ms CPU over ${runs} runs`,
);
await renderer.close();
