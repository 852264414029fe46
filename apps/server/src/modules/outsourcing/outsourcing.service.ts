import type {
  OutsourceReports,
  OutsourcingChanged,
  OutsourcingPayload,
  OutsourcingRelation,
  OutsourcingReportItem,
  OutsourcingReportList,
  OutsourcingReportQuery,
} from '@lims/contract';
import {
  DomainError,
  isDomainError,
  type OutsourcingStatus,
  outsourcedOnlyRefusal,
  outsourcedReportFlagOf,
  outsourceEligible,
  outsourceRefusal,
  outsourcingStatuses,
} from '@lims/domain';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import type { LabActor } from '../../http/actor.js';
import { labUserIdOf } from '../../http/actor.js';
import { conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit, auditEach } from '../../platform/audit/audit.js';
import type { OpenedFile, Upload } from '../../platform/files/files.service.js';
import { checkBeforeUpload } from '../../platform/files/multipart-upload.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { labDay } from '../patients/patients.service.js';
import { isLiveReport } from '../reports/reports.service.js';
import {
  findOutsourcing,
  insertOutsourcings,
  latestOutsourcingsOf,
  lockOutsourcing,
  type NewOutsourcingRow,
  type OutsourcingListRow,
  type OutsourcingRow,
  outsourcingHistory,
  outsourcingReportList,
  outsourcingRowsByReportIds,
  updateOutsourcing,
} from './outsourcing.queries.js';
import type { OutsourcePricesService } from './prices.service.js';

type ListQuery = z.output<typeof OutsourcingReportQuery>;
type Outsourcing = NonNullable<OutsourcingReportItem['outsourcing']>;

const entityType = 'reportOutsourcing';

const toOutsourcing = (row: OutsourcingRow, centreName: string, outsourcedBy: string | null): Outsourcing => ({
  id: row.id,
  centre: { id: row.outsourceCentreId, name: centreName },
  price: row.price,
  status: row.status as OutsourcingStatus,
  fileReport: row.fileId !== null,
  fileId: row.fileId,
  comments: row.comments,
  outsourcedAt: row.createdAt.toISOString(),
  outsourcedBy,
  closedAt: row.closedAt ? row.closedAt.toISOString() : null,
  version: row.version,
});

export function toOutsourcingReportItem(row: OutsourcingListRow): OutsourcingReportItem {
  const status = (row.outsourcing?.status ?? null) as OutsourcingStatus | null;
  return {
    labReportId: row.report.id,
    test: row.test,
    bill: row.bill,
    patient: row.patient,
    sample: row.sample?.id == null ? null : row.sample,
    suggestedCentre: row.suggestedCentre?.id == null ? null : row.suggestedCentre,
    outsourcedReportFlag: outsourcedReportFlagOf(status),
    outsourceEligible: outsourceEligible({
      isOutsourceTest: row.test.isOutsourceTest,
      billedCentreId: row.billedCentreId,
      outsourcingStatus: status,
      live: isLiveReport(row.report),
    }),
    outsourcing: row.outsourcing
      ? toOutsourcing(row.outsourcing, row.sentCentreName ?? '', row.outsourcedByName ?? null)
      : null,
    billedAt: row.report.createdAt.toISOString(),
  };
}

/** What each change of a sending is called in the audit and in its real-time event. */
type SendingChange = 'putBack' | 'markedDone' | 'converted';

export interface OutsourcingDeps extends Pick<ServiceDeps, 'db' | 'now' | 'bus'> {
  labReports: Pick<ServiceRegistry['labReports'], 'lockForChange' | 'sampleOf'>;
  prices: Pick<OutsourcePricesService, 'enabledCentre' | 'pricesAt'>;
  files: Pick<ServiceRegistry['files'], 'save' | 'open'>;
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
}

/**
 * Tests sent to outsource centres (spec 002 §7 Outsourcing; issue 10 'Outsourcing'): one
 * sending per report and centre in report_outsourcings, its price as the centre charged it, put
 * back for the lab to do, or marked done with the centre's report as a file report.
 */
export function createOutsourcingService({ db, now, bus, labReports, prices, files, labs }: OutsourcingDeps) {
  const rowsOf = async (labId: number, reportIds: number[]) =>
    (await outsourcingRowsByReportIds(db, labId, reportIds)).map(toOutsourcingReportItem);

  const announce = (labId: number, payload: OutsourcingPayload) =>
    bus.publish({ channel: 'outsourcing', labId, payload });

  /** The spec's 'Failed to outsource test.' for what the rules did not foresee; a refusal stays itself. */
  const asOutsourceFailure = (error: unknown) => {
    if (isDomainError(error)) return error;
    if (isUniqueViolation(error)) return conflict('reportAlreadyOutsourced');
    return new DomainError('internal', 'outsourceFailed', { cause: error });
  };

  /**
   * One change of a report's sending, which must be out now and at the version read: locked,
   * changed and audited in one transaction; heard of after the commit.
   */
  const changeSending = async (
    actor: LabActor,
    {
      id,
      version,
      change,
      set,
    }: { id: number; version: number; change: SendingChange; set: Partial<NewOutsourcingRow> },
  ): Promise<OutsourcingReportItem> => {
    requirePermission(actor, 'outsourcing.manage');
    const labReportId = await db.transaction(async (tx) => {
      const before = await lockOutsourcing(tx, actor.labId, id);
      if (!before) throw notFound();
      if (before.version !== version) throw stale();
      const refusal = outsourcedOnlyRefusal(before.status as OutsourcingStatus);
      if (refusal) throw conflict(refusal);
      const after = await updateOutsourcing(tx, { labId: actor.labId, id, set: { ...set, updatedAt: now() } });
      await audit(tx, actor, { action: `${entityType}.${change}`, entityType, entityId: id, before, after });
      await announce(actor.labId, { kind: change, labReportIds: [before.labReportId] });
      return before.labReportId;
    });
    const [item] = await rowsOf(actor.labId, [labReportId]);
    if (!item) throw notFound();
    return item;
  };

  const closed = (actor: LabActor, status: OutsourcingStatus): Partial<NewOutsourcingRow> => ({
    status,
    closedAt: now(),
    closedBy: labUserIdOf(actor),
  });

  return {
    /** `GET /api/v1/outsourcing/reports`: the eligible, outsourced, put back or all live reports of the lab. */
    async list({ actor, query }: { actor: LabActor; query: ListQuery }): Promise<OutsourcingReportList> {
      requirePermission(actor, 'outsourcing.view');
      const { view, from, to } = query;
      const timeZone = from || to ? (await labs.getLab(actor.labId)).timeZone : 'UTC';
      const result = await outsourcingReportList.page(db, query, {
        labId: actor.labId,
        live: view === 'outsourced' || view === 'returned' ? undefined : true,
        eligible: view === 'eligible' ? true : undefined,
        latestStatus: view === 'outsourced' ? outsourcingStatuses.sent : undefined,
        returned: view === 'returned' ? true : undefined,
        centreId: query.centreId,
        billId: query.billId,
        billedFrom: from && labDay(from, timeZone, 'from').from.toISOString(),
        billedBefore: to && new Date(labDay(to, timeZone, 'to').to.getTime() + 1).toISOString(),
      });
      return { ...result, items: result.items.map(toOutsourcingReportItem) };
    },

    /**
     * `POST /api/v1/outsourcing` (test_wise_outsource_api): every report named to its centre,
     * all or none, each at the centre's price for its test (else the test's catalogue cost).
     */
    async outsource({
      actor,
      input,
    }: {
      actor: LabActor;
      input: z.output<typeof OutsourceReports>;
    }): Promise<OutsourcingChanged> {
      requirePermission(actor, 'outsourcing.manage');
      const centreOf = new Map(input.reports.map((entry) => [entry.labReportId, entry.centreId]));
      const reportIds = [...centreOf.keys()];
      try {
        await db.transaction(async (tx) => {
          for (const centreId of new Set(centreOf.values())) await prices.enabledCentre(actor.labId, centreId);
          const reports = await labReports.lockForChange(actor.labId, reportIds);
          if (reports.length !== reportIds.length) throw notFound();
          const latest = new Map(
            (await latestOutsourcingsOf(tx, actor.labId, reportIds)).map((row) => [row.labReportId, row.status]),
          );
          for (const report of reports) {
            const refusal = outsourceRefusal({
              live: report.live,
              outsourcingStatus: (latest.get(report.id) ?? null) as OutsourcingStatus | null,
            });
            if (refusal) throw conflict(refusal);
          }
          const rows: NewOutsourcingRow[] = [];
          for (const centreId of new Set(centreOf.values())) {
            const ofCentre = reports.filter((report) => centreOf.get(report.id) === centreId);
            const testIds = [...new Set(ofCentre.map((report) => report.testId))];
            const priced = new Map(
              (await prices.pricesAt(actor.labId, centreId, testIds)).map((entry) => [entry.testId, entry.price]),
            );
            for (const report of ofCentre) {
              rows.push({
                labId: actor.labId,
                labReportId: report.id,
                outsourceCentreId: centreId,
                price: priced.get(report.testId) ?? 0,
                comments: input.comments ?? null,
                createdBy: labUserIdOf(actor),
              });
            }
          }
          const inserted = await insertOutsourcings(tx, rows);
          await auditEach(
            tx,
            actor,
            inserted.map((row) => ({ action: `${entityType}.send`, entityType, entityId: row.id, after: row })),
          );
          await announce(actor.labId, { kind: 'outsourced', labReportIds: reportIds });
        });
      } catch (error) {
        throw asOutsourceFailure(error);
      }
      return { reports: await rowsOf(actor.labId, reportIds) };
    },

    /** `POST /api/v1/outsourcing/{id}/put-back` (putBackReport): the lab does the test itself. */
    putBack: ({ actor, id, version }: { actor: LabActor; id: number; version: number }) =>
      changeSending(actor, { id, version, change: 'putBack', set: closed(actor, outsourcingStatuses.returned) }),

    /** `POST /api/v1/outsourcing/{id}/put-back-done` (put_back_mark_as_done): the centre's result stands. */
    markDone: ({ actor, id, version }: { actor: LabActor; id: number; version: number }) =>
      changeSending(actor, { id, version, change: 'markedDone', set: closed(actor, outsourcingStatuses.done) }),

    /**
     * `POST /api/v1/outsourcing/{id}/file-report` (convertReportToFileOrNormal): the centre's own
     * report, uploaded, becomes the report's file; stored and linked in one transaction.
     */
    async convertToFile({
      actor,
      id,
      version,
      upload,
    }: {
      actor: LabActor;
      id: number;
      version: number;
      upload: Upload;
    }): Promise<OutsourcingReportItem> {
      await checkBeforeUpload(upload, async () => requirePermission(actor, 'outsourcing.manage'));
      return files.save({ actor, kind: 'outsourcedReport', upload }, (file) =>
        changeSending(actor, { id, version, change: 'converted', set: { fileId: file.id } }),
      );
    },

    /** `DELETE /api/v1/outsourcing/{id}/file-report`: a normal report again (its file stays, as the audit names it). */
    toNormal: ({ actor, id, version }: { actor: LabActor; id: number; version: number }) =>
      changeSending(actor, { id, version, change: 'converted', set: { fileId: null } }),

    /** `GET /api/v1/outsourcing/{id}/file-report`: the centre's report of a sending, to open. */
    async openFile({ actor, id }: { actor: LabActor; id: number }): Promise<OpenedFile> {
      requirePermission(actor, 'outsourcing.view');
      const row = await findOutsourcing(db, actor.labId, id);
      if (!row?.fileId) throw notFound();
      return files.open({ actor, id: row.fileId });
    },

    /** `GET /api/v1/outsourcing/relation?labReportId` (getLabReportRelation): every sending of a report. */
    async relation({ actor, labReportId }: { actor: LabActor; labReportId: number }): Promise<OutsourcingRelation> {
      requirePermission(actor, 'outsourcing.view');
      if (!(await labReports.sampleOf(actor.labId, labReportId))) throw notFound();
      const rows = await outsourcingHistory(db, actor.labId, labReportId);
      return {
        labReportId,
        outsourcings: rows.map((row) => toOutsourcing(row.outsourcing, row.sentCentreName, row.outsourcedByName)),
      };
    },
  };
}
export type OutsourcingService = ReturnType<typeof createOutsourcingService>;
