import {
  type MarkPrintDoneRequest,
  type MarkPrintDoneResult,
  type PrintList,
  type PrintListPatient,
  type PrintListQuery,
  type PrintListReport,
  type ReportArchiveResult,
  type ReportsPayload,
  type SubmitAllRequest,
  type SubmitAllResult,
  submitAllQueueAbove,
} from '@lims/contract';
import {
  calendarDateIn,
  defaultPrintListDays,
  operationSettingsOf,
  printCardCounts,
  printSettingsOf,
} from '@lims/domain';
import type { z } from 'zod';
import type { LabActor } from '../../http/actor.js';
import { labUserIdOf } from '../../http/actor.js';
import { conflict, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit, auditEach } from '../../platform/audit/audit.js';
import type { JobsService } from '../../platform/jobs/jobs.service.js';
import type { ServiceDeps } from '../../services.js';
import type { BranchesService } from '../branches/branches.service.js';
import { labDay } from '../patients/patients.service.js';
import type { LabsService } from '../settings/labs.service.js';
import { idSet } from './report-lists.queries.js';
import {
  containing,
  lockReportsForPrint,
  markPrinted,
  type PrintFilterValues,
  type PrintReportRow,
  printCounts,
  printPatientList,
  printReportList,
  readyBillIds,
  setArchived,
  submitAllCandidates,
} from './report-prints.queries.js';
import { reportStatusOfRow } from './report-records.queries.js';
import type { ReportSigningService } from './report-signing.service.js';
import type { LabReportRow } from './reports.queries.js';

type ListQuery = z.output<typeof PrintListQuery>;

/** The job that submits a Submit All of more than `submitAllQueueAbove` reports. */
export const submitAllJob = 'report.submitAll';
interface SubmitAllPayload {
  /** Who asked: the submit is theirs (their permissions at the time, their name in the audit). */
  actor: LabActor;
  reports: { id: number; version: number }[];
}

/** The signing service's submit takes this many reports at a time (contract SubmitReports). */
const submitBatch = 200;
/** The most reports read for one page of patients. */
const reportsOfPatientsLimit = 5000;

/** Signed, approved or submitted, and live: the reports that may be printed (decision 0041). */
export const printableStage = (report: Pick<LabReportRow, 'entryStage' | 'status' | 'dismissed'>) =>
  ['signed', 'approved', 'dispatched'].includes(report.entryStage) &&
  !report.dismissed &&
  report.status !== 'cancelled' &&
  report.status !== 'dismissed';

/**
 * Submitting is result staff's work within their departments (the signing service's rule);
 * printing, marking printed and archiving are the front desk's too, for every department: they
 * hand over a patient's whole bill (decision 0041).
 */
const reaches = (actor: LabActor, departmentId: number) =>
  actor.departmentIds === 'all' || actor.departmentIds.includes(departmentId);

/**
 * What Mark As Print Done and Print All both check of locked reports: each is the lab's (else
 * 404), signed (409
 * reportNotPrintable), and, when the lab hides due reports, of a bill with nothing due (409
 * printNotAllowed: spec 001 §6 hideAmountDueReport).
 */
export function refuseUnprintable(
  ids: readonly number[],
  locked: readonly { report: LabReportRow; billDue: number }[],
  hideAmountDueReport: boolean,
) {
  const found = new Map(locked.map((row) => [row.report.id, row]));
  for (const id of ids) {
    const row = found.get(id);
    if (!row) throw notFound();
  }
  if (locked.some((row) => !printableStage(row.report))) throw conflict('reportNotPrintable');
  if (hideAmountDueReport && locked.some((row) => row.billDue > 0)) throw conflict('printNotAllowed');
}

export interface ReportPrintsDeps extends Pick<ServiceDeps, 'db' | 'now' | 'bus'> {
  labs: Pick<LabsService, 'getLab'>;
  branches: Pick<BranchesService, 'listScope'>;
  jobs: Pick<JobsService, 'register' | 'enqueue'>;
  signing: Pick<ReportSigningService, 'submit'>;
}

/**
 * The print and dispatch waiting list (spec 001 §2 'Print and dispatch waiting list', §4 'Print
 * waiting list', §8 Submit All): the list, Mark As Print Done, Submit All and the archives.
 */
export function createReportPrintsService({ db, now, bus, labs, branches, jobs, signing }: ReportPrintsDeps) {
  const publish = (labId: number, kind: ReportsPayload['kind'], reportIds: number[]) =>
    bus.publish({ channel: 'waiting-list', labId, payload: { kind, reportIds } satisfies ReportsPayload });

  /** Submits in batches of what one submit takes, each batch in its own transaction; answers the reports submitted. */
  const submitInBatches = async (actor: LabActor, reports: { id: number; version: number }[]) => {
    let submitted = 0;
    for (let start = 0; start < reports.length; start += submitBatch) {
      const outcome = await signing.submit({ actor, input: { reports: reports.slice(start, start + submitBatch) } });
      submitted += outcome.updated.length;
    }
    return submitted;
  };

  jobs.register<SubmitAllPayload>(submitAllJob, async ({ payload }) => {
    // A second run after a kill finds the reports submitted: the submit refuses them and changes nothing.
    await submitInBatches(payload.actor, payload.reports);
  });

  const filtersOf = async (actor: LabActor, query: ListQuery): Promise<PrintFilterValues> => {
    const lab = await labs.getLab(actor.labId);
    // One patient's reports (/dispatched/{labUserId}) are all of theirs unless days are asked.
    const defaults = defaultPrintListDays(now(), lab.timeZone);
    const days: { from?: string | undefined; to?: string | undefined } =
      query.patientId !== undefined && query.from === undefined && query.to === undefined
        ? {}
        : { from: query.from ?? defaults.from, to: query.to ?? defaults.to };
    const pattern = (text: string | undefined) => (text ? containing(text) : undefined);
    return {
      labId: actor.labId,
      printable: true,
      notPrinted: query.tab === 'pending' ? true : undefined,
      dispatched: query.tab === 'dispatched' || query.tab === 'archives' || query.statusCase === 2 ? true : undefined,
      notDispatched: query.statusCase === 3 ? true : undefined,
      notArchived: query.tab === 'archives' ? true : undefined,
      paid: query.paidCase === 2 ? true : undefined,
      notSeen: query.hideSeen ? true : undefined,
      notOutsourced: query.hideOutsourced ? true : undefined,
      departmentId: query.departmentId ?? actor.departmentId ?? undefined,
      branchId: await branches.listScope({ actor, requested: undefined }),
      patientId: query.patientId,
      billedFrom: days.from && labDay(days.from, lab.timeZone, 'from').from.toISOString(),
      // The first instant after the last day: timestamps are finer than the day's last millisecond.
      billedBefore: days.to && new Date(labDay(days.to, lab.timeZone, 'to').to.getTime() + 1).toISOString(),
      searchId: pattern(query.searchId),
      searchName: pattern(query.searchName),
      searchReferral: pattern(query.searchReferral),
      searchOrganisation: pattern(query.searchOrganisation),
    };
  };

  return {
    /**
     * `GET /report-prints`: a page of patient cards, emergency patients first, then by their
     * newest report (newest first when the lab's showLatestOnTop is on), each with the reports
     * the filters keep, and the counts of the whole list.
     */
    async list({ actor, query }: { actor: LabActor; query: ListQuery }): Promise<PrintList> {
      requirePermission(actor, 'reports.print');
      const lab = await labs.getLab(actor.labId);
      const { flatWaitingList, showLatestOnTop } = operationSettingsOf(lab.settings.operation);
      const direction = showLatestOnTop ? 'desc' : 'asc';
      const filters = await filtersOf(actor, query);
      const listQuery = { ...query, sort: 'latest' as const, direction } as const;
      const [patientsPage, counts] = await Promise.all([
        printPatientList.page(db, listQuery, filters),
        printCounts(db, filters, query.search),
      ]);
      const patientRows = patientsPage.items.flatMap((row) => (row.patient ? [{ ...row, patient: row.patient }] : []));
      const reports =
        patientRows.length === 0
          ? []
          : (
              await printReportList.page(
                db,
                // Every kept report of the page's patients: a card is never cut in two.
                { ...listQuery, offset: 0, limit: reportsOfPatientsLimit },
                { ...filters, patientIds: idSet(patientRows.map((row) => row.patient.id)) },
              )
            ).items;
      const ready = await readyBillIds(db, actor.labId, [...new Set(reports.map((row) => row.report.billId))]);
      const items = patientRows.map((row): PrintListPatient => {
        const own = reports.filter((report) => report.report.patientId === row.patient.id);
        const newest = own.reduce<PrintReportRow | undefined>(
          (latest, report) => (!latest || report.report.createdAt > latest.report.createdAt ? report : latest),
          undefined,
        );
        const listed = own.map(printListReportOf);
        const latestAt = newest?.report.createdAt ?? new Date(0);
        return {
          patient: { ...row.patient },
          referral: newest?.bill?.referral ?? null,
          organisation: newest?.bill?.organisation ?? null,
          emergency: row.emergency,
          latestAt: latestAt.toISOString(),
          day: calendarDateIn(latestAt, lab.timeZone),
          ...printCardCounts(listed),
          allReportsReady: own.every((report) => ready.has(report.report.billId)),
          reports: listed,
        };
      });
      return { ...patientsPage, items, counts, grouping: { flatWaitingList, showLatestOnTop } };
    },

    /**
     * `POST /reports/print-done` ('Mark As Print Done'): signed reports of the lab, all or none,
     * in one transaction. A report marked already keeps its first time and printer: two users
     * marking the same reports at once mark each once.
     */
    async markPrintDone({
      actor,
      input,
    }: {
      actor: LabActor;
      input: z.output<typeof MarkPrintDoneRequest>;
    }): Promise<MarkPrintDoneResult> {
      requirePermission(actor, 'reports.print');
      const ids = [...new Set(input.reportIds)];
      const { hideAmountDueReport } = printSettingsOf((await labs.getLab(actor.labId)).settings.print);
      const at = now();
      return db.transaction(async () => {
        const locked = await lockReportsForPrint(db, actor.labId, ids);
        refuseUnprintable(ids, locked, hideAmountDueReport);
        const unprinted = locked.filter((row) => !row.report.printDone);
        const after = await markPrinted(db, {
          labId: actor.labId,
          ids: unprinted.map((row) => row.report.id),
          at,
          by: labUserIdOf(actor),
        });
        const afterById = new Map(after.map((report) => [report.id, report]));
        await auditEach(
          db,
          actor,
          unprinted.map(({ report }) => ({
            action: 'report.printDone',
            entityType: 'report',
            entityId: report.id,
            before: { printDone: report.printDone, printedAt: report.printedAt, printedBy: report.printedBy },
            after: {
              printDone: true,
              printedAt: afterById.get(report.id)?.printedAt ?? at,
              printedBy: afterById.get(report.id)?.printedBy ?? null,
            },
          })),
        );
        if (after.length > 0)
          await publish(
            actor.labId,
            'printed',
            after.map((report) => report.id),
          );
        return { marked: after.length, printedAt: at.toISOString() };
      });
    },

    /**
     * `POST /report-prints/submit` (spec 001 §7 getBulkReports, §8 Submit All): the given
     * reports, or every signed, undispatched report of the given patients, submitted under the
     * signing service's rules; more than `submitAllQueueAbove` are queued ('This will be queued
     * and submitted within 10 minutes.').
     */
    async submitAll({
      actor,
      input,
    }: {
      actor: LabActor;
      input: z.output<typeof SubmitAllRequest>;
    }): Promise<SubmitAllResult> {
      requirePermission(actor, 'reports.submit');
      const candidates = (
        await submitAllCandidates(db, {
          labId: actor.labId,
          reportIds: input.reportIds ?? [],
          patientIds: input.patientIds ?? [],
        })
      ).filter((report) => reaches(actor, report.departmentId));
      if (candidates.length === 0) throw conflict('submitInvalid');
      const reports = candidates.map(({ id, version }) => ({ id, version }));
      if (reports.length > submitAllQueueAbove) {
        await jobs.enqueue<SubmitAllPayload>({ labId: actor.labId, name: submitAllJob, payload: { actor, reports } });
        return { submitted: 0, queued: true, messageKey: 'submitQueued' };
      }
      const submitted = await submitInBatches(actor, reports);
      if (submitted === 0) throw conflict('submitInvalid');
      return { submitted, queued: false, messageKey: 'reportsSubmittedAll' };
    },

    /** `POST /reports/{id}/archive` and `DELETE` (spec 001 §4): a dispatched report leaves the archives, or returns. */
    async setArchived({
      actor,
      reportId,
      archived,
    }: {
      actor: LabActor;
      reportId: number;
      archived: boolean;
    }): Promise<ReportArchiveResult> {
      requirePermission(actor, 'reports.print');
      const at = now();
      return db.transaction(async () => {
        const [row] = await lockReportsForPrint(db, actor.labId, [reportId]);
        if (!row) throw notFound();
        const before = row.report;
        if (before.entryStage !== 'dispatched' || !printableStage(before)) throw conflict('reportNotArchivable');
        const unchanged = archived === (before.archivedAt !== null);
        const after = unchanged
          ? before
          : await setArchived(db, { labId: actor.labId, id: reportId, archivedAt: archived ? at : null, at });
        if (!after) throw notFound();
        if (!unchanged) {
          await audit(db, actor, {
            action: archived ? 'report.archive' : 'report.unarchive',
            entityType: 'report',
            entityId: reportId,
            before: { archivedAt: before.archivedAt },
            after: { archivedAt: after.archivedAt },
          });
          await publish(actor.labId, archived ? 'archived' : 'unarchived', [reportId]);
        }
        return {
          id: reportId,
          archivedAt: after.archivedAt?.toISOString() ?? null,
          messageKey: archived ? 'reportArchived' : 'reportUnarchived',
        };
      });
    },
  };
}
export type ReportPrintsService = ReturnType<typeof createReportPrintsService>;

/** A timestamp read as JSON or text, as the contract's instant. */
const instant = (text: string) => new Date(text).toISOString();

function joined<Value>(value: Value | null, what: string, reportId: number): Value {
  if (value === null) throw new Error(`report ${reportId} listed without its ${what}`);
  return value;
}

function printListReportOf(row: PrintReportRow): PrintListReport {
  const { report, sample } = row;
  const bill = joined(row.bill, 'bill', report.id);
  return {
    id: report.id,
    status: reportStatusOfRow(report, sample),
    test: joined(row.test, 'test', report.id),
    department: joined(row.department, 'department', report.id),
    bill: { id: bill.id, labBillId: bill.labBillId, billedAt: instant(bill.billedAt), due: bill.due },
    printDone: report.printDone,
    printedAt: report.printedAt?.toISOString() ?? null,
    dispatched: report.entryStage === 'dispatched',
    outsourced: row.outsourced,
    emergency: report.emergency,
    signedAt: row.signedAt === null ? null : instant(row.signedAt),
    seen: report.firstViewedAt !== null,
  };
}
