import { Readable } from 'node:stream';
import type { PageBreak, PrintAllRequest, PrintRun, PrintRunState, ReportDocumentOptions } from '@lims/contract';
import { isDomainError, printSettingsOf } from '@lims/domain';
import type { z } from 'zod';
import type { LabActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import type { FilesService, OpenedFile } from '../../platform/files/files.service.js';
import { PermanentJobError } from '../../platform/jobs/job-worker.js';
import type { JobsService } from '../../platform/jobs/jobs.service.js';
import type { ServiceDeps } from '../../services.js';
import type { LabsService } from '../settings/labs.service.js';
import {
  advancePrintRun,
  findPrintRun,
  insertPrintRun,
  lockReportsForPrint,
  type PrintRunRow,
  updatePrintRun,
} from './report-prints.queries.js';
import { refuseUnprintable } from './report-prints.service.js';

/** The job that renders a Print All into one PDF. */
export const printAllJob = 'report.printAll';
interface PrintAllPayload {
  runId: number;
  /** Who asked: the file is stored as theirs. */
  actor: LabActor;
}

/** What a Print All needs of the report documents (the reports area's `reportDocuments`). */
export interface ReportDocumentRenderer {
  renderMany(input: {
    labId: number;
    reportIds: readonly number[];
    pageBreak: PageBreak;
    options: ReportDocumentOptions;
    onProgress?: (done: number, total: number) => void;
  }): Promise<Buffer>;
}

/** What a run keeps of the request besides the reports. */
interface StoredOptions extends ReportDocumentOptions {
  pageBreak: PageBreak;
}

const printRunOf = (row: PrintRunRow): PrintRun => ({
  id: row.id,
  state: row.state as PrintRunState,
  done: row.done,
  total: row.total,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

export interface PrintRunsDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  labs: Pick<LabsService, 'getLab'>;
  jobs: Pick<JobsService, 'register' | 'enqueue'>;
  files: Pick<FilesService, 'save' | 'open'>;
  /** Read when a run starts: the documents service is built beside this one. */
  documents: () => ReportDocumentRenderer;
}

/**
 * Print All (the issue: 'renders the selected reports into one PDF as a job with a progress
 * bar, and opens it when done'; decision 0041): the request checks and queues, the job renders
 * and stores the file, only the requester reads the run and its file.
 */
export function createPrintRunsService({ db, now, labs, jobs, files, documents }: PrintRunsDeps) {
  const update = (labId: number, id: number, change: Partial<PrintRunRow>) => updatePrintRun(db, labId, id, change);

  const markFailed = (labId: number, id: number) =>
    update(labId, id, { state: 'failed', error: 'printRunFailed', finishedAt: now() });

  jobs.register<PrintAllPayload>(
    printAllJob,
    async ({ labId, payload: { runId, actor } }) => {
      const run = await findPrintRun(db, { labId, id: runId });
      // Done already (a second run after a kill between the file and the job's record): nothing to do.
      if (!run || run.state === 'done') return;
      await update(labId, runId, { state: 'running', done: 0 });
      const { pageBreak, ...options } = run.options as unknown as StoredOptions;
      // Progress is written in order, one statement at a time, while the document is gathered.
      let progress: Promise<unknown> = Promise.resolve();
      let pdf: Buffer;
      try {
        pdf = await documents().renderMany({
          labId,
          reportIds: run.reportIds,
          pageBreak,
          options,
          onProgress: (done) => {
            progress = progress.then(() => advancePrintRun(db, labId, runId, done));
          },
        });
      } catch (error) {
        await progress;
        // A report unsigned or removed since the request: trying again cannot cure it.
        if (isDomainError(error)) throw new PermanentJobError(error.messageKey, { cause: error });
        throw error;
      }
      await progress;
      await files.save(
        { actor, kind: 'reportPrint', upload: { fileName: `reports-${runId}.pdf`, stream: Readable.from([pdf]) } },
        async (file) => {
          await update(labId, runId, { state: 'done', fileId: file.id, done: run.total, finishedAt: now() });
        },
      );
    },
    { failed: async ({ labId, payload }) => void (await markFailed(labId, payload.runId)) },
  );

  /** A run of the caller's: another user's, or another lab's, is not found. */
  const ownRun = async (actor: LabActor, id: number) => {
    requirePermission(actor, 'reports.print');
    const row = await findPrintRun(db, { labId: actor.labId, id, requestedBy: actor.principalId });
    if (!row) throw notFound();
    return row;
  };

  return {
    /**
     * `POST /report-prints/runs`: every report the lab's, within the caller's departments (else
     * 404), signed (409 reportNotPrintable), of a bill with nothing due when the lab hides due
     * reports (409 printNotAllowed); then the run and its job, committed together.
     */
    async create({ actor, input }: { actor: LabActor; input: z.output<typeof PrintAllRequest> }): Promise<PrintRun> {
      requirePermission(actor, 'reports.print');
      const { reportIds: requested, pageBreak, ...options } = input;
      const reportIds = [...new Set(requested)];
      const { hideAmountDueReport } = printSettingsOf((await labs.getLab(actor.labId)).settings.print);
      return db.transaction(async () => {
        // Locked so that no report is unsigned between the check and the run that promises it.
        const locked = await lockReportsForPrint(db, actor.labId, reportIds);
        refuseUnprintable(reportIds, locked, hideAmountDueReport);
        const row = await insertPrintRun(db, {
          labId: actor.labId,
          requestedBy: actor.principalId,
          reportIds,
          options: { pageBreak, ...options } satisfies StoredOptions,
          total: reportIds.length,
        });
        await jobs.enqueue<PrintAllPayload>({
          labId: actor.labId,
          name: printAllJob,
          payload: { runId: row.id, actor },
          maxAttempts: 3,
        });
        return printRunOf(row);
      });
    },

    /** `GET /report-prints/runs/{id}`: how far the caller's run is. */
    async get({ actor, id }: { actor: LabActor; id: number }): Promise<PrintRun> {
      return printRunOf(await ownRun(actor, id));
    },

    /** `GET /report-prints/runs/{id}/pdf`: the caller's finished run's PDF; not found before it is done. */
    async pdf({ actor, id }: { actor: LabActor; id: number }): Promise<OpenedFile> {
      const run = await ownRun(actor, id);
      if (run.state !== 'done' || run.fileId === null) throw notFound();
      return files.open({ actor, id: run.fileId });
    },
  };
}
export type PrintRunsService = ReturnType<typeof createPrintRunsService>;
