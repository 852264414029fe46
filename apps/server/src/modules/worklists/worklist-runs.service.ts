import { Readable } from 'node:stream';
import { WorklistRequest, type WorklistRun, type WorklistRunState, type WorklistTemplate } from '@lims/contract';
import {
  anyStatusChosen,
  calendarDateIn,
  calendarDayEdges,
  checkClinicalHistory,
  checkDayRange,
  checkDoctorWorklist,
  checkPatientWise,
  checkSampleType,
  checkTestWise,
  checkWorklistDialog,
  DomainError,
  isDomainError,
  type LanguageCode,
  type WorklistFormat,
  type WorklistKind,
  type WorklistProblem,
  worklistFileName,
  worklistMaxLines,
} from '@lims/domain';
import type { z } from 'zod';
import type { LabActor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { type DocumentsService, textReader } from '../../platform/documents/index.js';
import type { FilesService, OpenedFile } from '../../platform/files/files.service.js';
import { PermanentJobError } from '../../platform/jobs/job-worker.js';
import type { JobsService } from '../../platform/jobs/jobs.service.js';
import type { ServiceDeps } from '../../services.js';
import type { LabsService } from '../settings/labs.service.js';
import type { TranslationsService } from '../settings/translations.service.js';
import { worklistPdfJob, worklistWorkbook } from './worklist-documents.js';
import type { WorklistLine, WorklistLineQuery } from './worklist-lines.js';
import { countLines, readLineIds, readLines } from './worklist-lines.queries.js';
import {
  advanceWorklistRun,
  departmentsInReach,
  findWorklistRun,
  headingNames,
  insertWorklistRun,
  updateWorklistRun,
  type WorklistRunView,
} from './worklist-runs.queries.js';
import type { WorklistTemplatesService } from './worklist-templates.service.js';

/** The job that gathers a work list's lines and renders its file. */
export const worklistGenerateJob = 'worklist.generate';
interface WorklistGeneratePayload {
  runId: number;
  /** Who asked: the file is stored as theirs, and the template read as theirs. */
  actor: LabActor;
  /** The caller's interface language: the document's. */
  language: LanguageCode;
}

/** Lines read per statement: the job's progress moves by this much. */
const batchSize = 500;

type Request = z.output<typeof WorklistRequest>;
type Day = string | null | undefined;

/** The query's fields of a request, without the lab, the reach and the instant (added for every kind). */
type QueryFields = Omit<WorklistLineQuery, 'labId' | 'departmentIds' | 'now'>;

const given = <Value>(value: Value | null | undefined): value is Value => value !== null && value !== undefined;
const optional = (value: number | null | undefined) => (given(value) ? value : undefined);

/** The lists that print their own empty text rather than being refused (spec 002 §8 'Data Not Found', 'There is no sample accessed'). */
const printedWhenEmpty: ReadonlySet<WorklistKind> = new Set(['departmentWise', 'processingSamples']);

const refuse = (problem: WorklistProblem | null) => {
  if (problem) throw new DomainError('bad_request', problem.key, problem.field ? { field: problem.field } : {});
};

const runOf = (row: WorklistRunView): WorklistRun => ({
  id: row.id,
  kind: row.kind as WorklistKind,
  format: row.format as WorklistFormat,
  state: row.state as WorklistRunState,
  done: row.done,
  total: row.total,
  error: row.error,
  fileName: row.state === 'done' ? row.fileName : null,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** The instants of the lab's days: from the first millisecond of `from` to the first after `to`. */
const billedRange = (from: Day, to: Day, timeZone: string) => ({
  billedFrom: from ? calendarDayEdges(from, timeZone).from : undefined,
  billedBefore: to ? new Date(calendarDayEdges(to, timeZone).to.getTime() + 1) : undefined,
});
const dueRange = (from: Day, to: Day, timeZone: string) => {
  const { billedFrom, billedBefore } = billedRange(from, to, timeZone);
  return { dueFrom: billedFrom, dueBefore: billedBefore };
};

/**
 * The spec's checks of a request (spec 002 §5), 'today' the lab's calendar day, then what its
 * lines are narrowed to and in which order. Each kind's choices are decision 0047's.
 */
const queryFieldsOf = (request: Request, today: string, timeZone: string): QueryFields => {
  // The header's days: today when the header gives none (spec 002 §9 'Default work list dates are start and end of today').
  const header = (input: { from?: Day; to?: Day }) => {
    const from = input.from ?? (input.to ? undefined : today);
    const to = input.to ?? (input.from ? undefined : today);
    refuse(checkDayRange(from, to, today));
    return billedRange(from, to, timeZone);
  };
  switch (request.kind) {
    case 'workList':
    case 'workSheet': {
      const choice = {
        statuses: request.choice.statuses,
        // 'Choosing an estimated TAT range turns TAT exceeded off' (spec 002 §4).
        tatExceeded: request.choice.tatExceeded && !request.estimatedFrom && !request.estimatedTo,
      };
      refuse(
        checkWorklistDialog({
          anyStatus: anyStatusChosen(choice),
          from: request.from,
          to: request.to,
          departmentId: request.departmentId,
          referralDoctorId: request.referralDoctorId,
          organisationId: request.organisationId,
          today,
        }),
      );
      if (request.estimatedFrom && request.estimatedTo && request.estimatedTo < request.estimatedFrom) {
        refuse({ key: 'worklistToBeforeFrom', field: 'estimatedTo' });
      }
      return {
        ...billedRange(request.from, request.to, timeZone),
        departmentId: optional(request.departmentId),
        referralDoctorId: optional(request.referralDoctorId),
        organisationId: optional(request.organisationId),
        categoryId: optional(request.categoryId),
        testIds: request.testIds,
        deviceId: optional(request.deviceId),
        reportTag: request.reportTag ?? undefined,
        ...dueRange(request.estimatedFrom, request.estimatedTo, timeZone),
        choice,
        withParameters: request.kind === 'workSheet',
        order: { by: 'billedAt', direction: request.sortOrder === 'ascending' ? 'asc' : 'desc' },
      };
    }
    case 'testWise':
      refuse(checkTestWise(request.testId));
      return {
        ...header(request),
        testIds: [request.testId as number],
        departmentId: optional(request.departmentId),
        order: { by: 'billedAt', direction: 'asc' },
      };
    case 'departmentWise':
      return {
        ...header(request),
        departmentId: optional(request.departmentId),
        pendingOnly: true,
        order: { by: 'department', direction: 'asc' },
      };
    case 'simple':
      return {
        ...header(request),
        departmentId: optional(request.departmentId),
        order: { by: 'accession', direction: 'asc' },
      };
    case 'processingSamples':
      // In the lab and not done yet: received, and Unprocessed or Processing (decision 0047).
      return {
        ...header(request),
        departmentId: optional(request.departmentId),
        sampleStates: ['received'],
        choice: {
          statuses: { unprocessed: true, processing: true, processed: false, approved: false, dispatched: false },
          tatExceeded: false,
        },
        order: { by: 'accession', direction: 'asc' },
      };
    case 'accession':
      return {
        ...header(request),
        departmentId: optional(request.departmentId),
        accessionedOnly: true,
        order: { by: 'accession', direction: 'asc' },
      };
    case 'patientWise':
      refuse(checkPatientWise({ patientId: request.patientId, all: request.all }));
      return {
        ...header(request),
        departmentId: optional(request.departmentId),
        patientId: request.all ? undefined : optional(request.patientId),
        order: { by: 'patient', direction: 'asc' },
      };
    case 'clinicalHistory': {
      refuse(checkClinicalHistory({ ...request, from: request.from, to: request.to, today }));
      const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : undefined);
      const fromLab = text(request.fromLab);
      const toLab = text(request.toLab);
      return {
        ...billedRange(request.from, request.to, timeZone),
        patientName: text(request.patientName),
        labPatientId: text(request.patientId),
        departmentId: optional(request.departmentId),
        referralDoctorId: optional(request.referralDoctorId),
        labBillFrom: fromLab === undefined ? undefined : Number(fromLab),
        labBillTo: toLab === undefined ? undefined : Number(toLab),
        order: { by: 'patient', direction: 'asc' },
      };
    }
    case 'sampleType':
      refuse(checkSampleType({ from: request.from, to: request.to, today }));
      return {
        ...billedRange(request.from, request.to, timeZone),
        order: { by: 'sampleType', direction: request.sortOrder === 'ascending' ? 'asc' : 'desc' },
      };
    case 'referralDoctor':
    case 'signingDoctor': {
      refuse(
        checkDoctorWorklist({
          kind: request.kind,
          doctorId: request.doctorId,
          from: request.from,
          to: request.to,
          today,
        }),
      );
      const doctorId = request.doctorId as number;
      return {
        ...billedRange(request.from, request.to, timeZone),
        ...(request.kind === 'referralDoctor' ? { referralDoctorId: doctorId } : { signingDoctorId: doctorId }),
        order: { by: 'billedAt', direction: 'asc' },
      };
    }
  }
};

/** What a request's lines are, for the caller at an instant, the lab's days in its zone. */
export const worklistLineQuery = (
  actor: Pick<LabActor, 'labId' | 'departmentIds'>,
  request: Request,
  at: Date,
  timeZone: string,
): WorklistLineQuery => ({
  labId: actor.labId,
  departmentIds: actor.departmentIds,
  now: at,
  ...queryFieldsOf(request, calendarDateIn(at, timeZone), timeZone),
});

export interface WorklistRunsDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  labs: Pick<LabsService, 'getLab'>;
  jobs: Pick<JobsService, 'register' | 'enqueue'>;
  files: Pick<FilesService, 'save' | 'open'>;
  documents: Pick<DocumentsService, 'pdf' | 'workbook'>;
  translations: Pick<TranslationsService, 'locales'>;
  templates: Pick<WorklistTemplatesService, 'get'>;
}

/**
 * Making a work list (spec 002 §2 'Work list menu' .. §9; decision 0047): the request is checked
 * with the spec's messages and its lines counted, then a run and its job are committed together;
 * the job reads the lines in batches, renders the PDF or the workbook and stores it. Only the
 * user who asked reads the run and its file.
 */
export function createWorklistRunsService({
  db,
  now,
  labs,
  jobs,
  files,
  documents,
  translations,
  templates,
}: WorklistRunsDeps) {
  /** The template a work list is laid out with: the dialog's, unless compressed ('configuration is not applicable'). */
  const templateOf = async (actor: LabActor, request: Request): Promise<WorklistTemplate | null> => {
    if ((request.kind !== 'workList' && request.kind !== 'workSheet') || request.compressed) return null;
    if (!given(request.templateId)) return null;
    return templates.get({ actor, id: request.templateId });
  };

  /** The ids a heading names. */
  const namedIds = (request: Request) => {
    const doctorId =
      request.kind === 'referralDoctor' || request.kind === 'signingDoctor'
        ? request.doctorId
        : 'referralDoctorId' in request
          ? request.referralDoctorId
          : undefined;
    const testId =
      request.kind === 'testWise'
        ? request.testId
        : (request.kind === 'workList' || request.kind === 'workSheet') && request.testIds.length === 1
          ? request.testIds[0]
          : undefined;
    return {
      departmentId: 'departmentId' in request ? optional(request.departmentId) : undefined,
      doctorId: optional(doctorId),
      testId: optional(testId),
      deviceId: 'deviceId' in request ? optional(request.deviceId) : undefined,
      patientId: request.kind === 'patientWise' && !request.all ? optional(request.patientId) : undefined,
    };
  };

  const markFailed = (labId: number, id: number) =>
    updateWorklistRun(db, labId, id, { state: 'failed', error: 'worklistGenerateFailed', finishedAt: now() });

  jobs.register<WorklistGeneratePayload>(
    worklistGenerateJob,
    async ({ labId, payload: { runId, actor, language } }) => {
      const run = await findWorklistRun(db, { labId, id: runId });
      // Done already (a second run after a kill between the file and the job's record): nothing to do.
      if (!run || run.state === 'done') return;
      await updateWorklistRun(db, labId, runId, { state: 'running', done: 0 });
      const stored = WorklistRequest.safeParse(run.request);
      // A request the contract no longer reads cannot be made by trying again.
      if (!stored.success) throw new PermanentJobError('worklistGenerateFailed', { cause: stored.error });
      const request = stored.data;
      const lab = await labs.getLab(labId);
      const madeAt = now();
      const query = worklistLineQuery(actor, request, madeAt, lab.timeZone);
      const reportIds = await readLineIds(db, query);
      const lines: WorklistLine[] = [];
      for (let start = 0; start < reportIds.length; start += batchSize) {
        lines.push(...(await readLines(db, query, reportIds.slice(start, start + batchSize))));
        await advanceWorklistRun(db, labId, runId, lines.length);
      }
      // A template removed since the request: the list is laid out without one.
      const template = await templateOf(actor, request).catch((error: unknown) => {
        if (isDomainError(error) && error.code === 'not_found') return null;
        throw error;
      });
      const [names, departments, locales] = await Promise.all([
        headingNames(db, labId, namedIds(request)),
        request.kind === 'departmentWise'
          ? departmentsInReach(db, labId, given(request.departmentId) ? [request.departmentId] : actor.departmentIds)
          : Promise.resolve(undefined),
        translations.locales(labId),
      ]);
      const input = {
        request,
        lines,
        template,
        lab: { name: lab.name, timeZone: lab.timeZone },
        language,
        text: textReader(locales.locales[language]),
        madeAt,
        names,
        ...(departments ? { departments: departments.filter(inReach(actor.departmentIds)) } : {}),
      };
      const format = run.format as WorklistFormat;
      const body =
        format === 'excel'
          ? await documents.workbook(worklistWorkbook(input))
          : await documents.pdf(worklistPdfJob(input));
      await files.save(
        {
          actor,
          kind: 'worklist',
          upload: { fileName: worklistFileName(format, madeAt), stream: Readable.from([body]) },
        },
        async (file) => {
          await updateWorklistRun(db, labId, runId, {
            state: 'done',
            fileId: file.id,
            done: lines.length,
            total: lines.length,
            finishedAt: now(),
          });
        },
      );
    },
    { failed: async ({ labId, payload }) => void (await markFailed(labId, payload.runId)) },
  );

  /** A run of the caller's: another user's, or another lab's, is not found. */
  const ownRun = async (actor: LabActor, id: number) => {
    requirePermission(actor, 'worklists.generate');
    const row = await findWorklistRun(db, { labId: actor.labId, id, requestedBy: actor.principalId });
    if (!row) throw notFound();
    return row;
  };

  return {
    /**
     * `POST /worklists/runs`: the spec's checks (400 with its message), the lines counted (404
     * worklistNoData when none, but for the lists that print their own empty text; 404
     * worklistNoDeviceData for the device worksheet; 409 worklistTooManyLines beyond the
     * limit), then the run and its job, committed together.
     */
    async create({
      actor,
      input,
      language,
    }: {
      actor: LabActor;
      input: Request;
      language: LanguageCode;
    }): Promise<WorklistRun> {
      requirePermission(actor, 'worklists.generate');
      const lab = await labs.getLab(actor.labId);
      const query = worklistLineQuery(actor, input, now(), lab.timeZone);
      const template = await templateOf(actor, input);
      const total = await countLines(db, query);
      if (total === 0 && !printedWhenEmpty.has(input.kind)) {
        const deviceSheet = input.kind === 'workSheet' && given(input.deviceId);
        throw notFound(deviceSheet ? 'worklistNoDeviceData' : 'worklistNoData');
      }
      if (total > worklistMaxLines) {
        throw new DomainError('conflict', 'worklistTooManyLines', { params: { max: worklistMaxLines } });
      }
      // 'reportType '1' Excel, otherwise PDF' (spec 002 §3): the dialog's Work List with an Excel template.
      const format: WorklistFormat = input.kind === 'workList' && template?.format === 'excel' ? 'excel' : 'pdf';
      return db.transaction(async () => {
        const row = await insertWorklistRun(db, {
          labId: actor.labId,
          requestedBy: actor.principalId,
          kind: input.kind,
          format,
          request: input as unknown as Record<string, unknown>,
          total,
        });
        await jobs.enqueue<WorklistGeneratePayload>({
          labId: actor.labId,
          name: worklistGenerateJob,
          payload: { runId: row.id, actor, language },
          maxAttempts: 3,
        });
        return runOf({ ...row, fileName: null });
      });
    },

    /** `GET /worklists/runs/{id}`: how far the caller's run is. */
    async get({ actor, id }: { actor: LabActor; id: number }): Promise<WorklistRun> {
      return runOf(await ownRun(actor, id));
    },

    /** `GET /worklists/runs/{id}/file`: the caller's finished run's file; not found before it is done. */
    async file({ actor, id }: { actor: LabActor; id: number }): Promise<{ run: WorklistRun; opened: OpenedFile }> {
      const row = await ownRun(actor, id);
      if (row.state !== 'done' || row.fileId === null) throw notFound();
      return { run: runOf(row), opened: await files.open({ actor, id: row.fileId }) };
    },
  };
}
export type WorklistRunsService = ReturnType<typeof createWorklistRunsService>;

/** A department the caller reaches (decision 0008): a chosen department outside it is not listed. */
const inReach =
  (reach: 'all' | readonly number[]) =>
  (department: { id: number }): boolean =>
    reach === 'all' || reach.includes(department.id);
