import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { type LanguageCode, languageDirection } from '@lims/domain';
import { fontDirectory } from './fonts.js';

export interface PdfJob {
  /** Typst markup of the area that owns the document; it starts with `#import "/lims.typ": *`. */
  template: string;
  /** The document's language: its texts, hyphenation and direction (right to left for Arabic). */
  language: LanguageCode;
  /** What the template reads as `data`; travels as JSON, so nothing in it is ever run as markup. */
  data: unknown;
  /**
   * Files of this job alone (a lab's logo), read by the template as `/job/<name>`. Name each after
   * its content (a hash), so that no cache of the compiler can answer one lab's file for another's.
   */
  files?: Record<string, Uint8Array>;
}

export interface PdfRenderer {
  render(job: PdfJob): Promise<Buffer>;
  /** Stops the compiler's thread; the next render starts a new one. */
  close(): Promise<void>;
}

/**
 * The files every template may import, mapped into the compiler's virtual root: templates see
 * nothing of the disk, so a template can never read a file it was not given.
 */
const library = { '/lims.typ': readFileSync(new URL('./lims.typ', import.meta.url), 'utf8') };
const virtualRoot = '/lims-documents';

type Reply = { id: number; pdf: Uint8Array; error?: undefined } | { id: number; error: string };

/**
 * Renders Typst templates to PDF on one compiler, in one worker thread, one job at a time, so a
 * long document never blocks the server's requests and memory stays bounded. `cacheMaxAge` is
 * how many jobs a memoised layout survives unused: 0, clearing the cache after every job, keeps
 * memory flat at no measurable cost in speed (docs/decisions/0016-documents.md).
 */
export function createPdfRenderer({ cacheMaxAge = 0 }: { cacheMaxAge?: number } = {}): PdfRenderer {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };

  const start = (): Worker => {
    const started = new Worker(new URL('./pdf-worker.mjs', import.meta.url), {
      workerData: { fontDirectory, root: virtualRoot, library, cacheMaxAge },
    });
    started.on('message', (reply: Reply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if (reply.error === undefined) job.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.length));
      else job.reject(new Error(reply.error));
      // An idle thread must not keep the process alive; a busy one must, or an awaited render
      // in a script would never finish.
      if (pending.size === 0) started.unref();
    });
    started.on('error', (error) => {
      if (worker === started) worker = undefined;
      failAll(error);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      failAll(new Error(`The document thread stopped (exit code ${code}).`));
    });
    return started;
  };

  return {
    render({ template, language, data, files = {} }) {
      worker ??= start();
      const running = worker;
      const id = nextId++;
      return new Promise<Buffer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        running.ref();
        running.postMessage({
          id,
          template,
          inputs: { language, direction: languageDirection(language), data: JSON.stringify(data) },
          files,
        });
      });
    },
    async close() {
      const running = worker;
      worker = undefined;
      if (running) await running.terminate();
    },
  };
}

/** The server's one renderer: one compiler, reused by every area's documents. */
export const pdfRenderer = createPdfRenderer();
