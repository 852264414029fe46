// The Typst compiler in its own thread: a 100-page list takes over a second of CPU, which on
// the main thread would stall every other request of the server. Plain JavaScript, so that it
// starts the same under `node --import tsx`, Vitest and the bench.
import { parentPort, workerData } from 'node:worker_threads';
import { NodeCompiler } from '@myriaddreamin/typst-ts-node-compiler';

/** @type {{ fontDirectory: string, root: string, library: Record<string, string>, cacheMaxAge: number }} */
const { fontDirectory, root, library, cacheMaxAge } = workerData;

// One compiler for the life of the thread: reading the fonts is its slow start (0.1 to 0.4 s).
// The machine's fonts are read too (this binding cannot turn them off); the templates name the
// shipped families with fallback off, and the shipped files are registered first.
const compiler = NodeCompiler.create({ workspace: root, fontArgs: [{ fontPaths: [fontDirectory] }] });
for (const [path, source] of Object.entries(library)) compiler.mapShadow(`${root}${path}`, Buffer.from(source));

/** @typedef {{ id: number, template: string, inputs: Record<string, string>, files: Record<string, Uint8Array> }} Job */

/** @param {Job} job */
function render({ template, inputs, files }) {
  const document = { mainFileContent: template, inputs };
  const paths = Object.entries(files).map(([name, content]) => {
    const path = `${root}/job/${name}`;
    compiler.mapShadow(path, Buffer.from(content.buffer, content.byteOffset, content.length));
    return path;
  });
  try {
    // Straight to PDF, so that the laid-out document stays in Rust and is freed with the job: as a
    // JavaScript object it would hold hundreds of megabytes until the garbage collector, which
    // sees only a small wrapper, happened to run. Tagging (PDF/UA structure) is off: it
    // multiplies the size of a table-heavy document, and no document needs it yet.
    return compiler.pdf(document, { pdfTags: false });
  } catch {
    // The binding's error carries no text: compile again for the diagnostics.
    const diagnostics = compiler.compile(document).takeError()?.shortDiagnostics ?? [];
    const messages = diagnostics.map((diagnostic) => diagnostic.message).join('; ');
    throw new Error(`The document template did not compile: ${messages || 'no diagnostics'}`);
  } finally {
    // The job's files are its own: the next job must not read them.
    for (const path of paths) compiler.unmapShadow(path);
  }
}

parentPort?.on('message', (/** @type {Job} */ job) => {
  try {
    parentPort?.postMessage({ id: job.id, pdf: render(job) });
  } catch (error) {
    parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    // The compiler memoises layouts in a process-wide cache; evicting after every job keeps a
    // long-running server's memory flat (docs/decisions/0016-documents.md).
    compiler.evictCache(cacheMaxAge);
  }
});
