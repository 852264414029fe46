import type {
  CommentReports,
  MarkReportDone,
  MarkReportException,
  ReportsOutcome,
  ReportsPayload,
} from '@lims/contract';
import { exceptionFlagsFor } from '@lims/domain';
import type { z } from 'zod';
import type { LabActor } from '../../http/actor.js';
import { conflict } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import { lockReachableReport } from './report-reach.js';
import { auditedReport, isLive, writeReportChange } from './report-records.queries.js';
import type { ReportSigningDeps } from './report-signing.service.js';

export type ReportActionsDeps = Pick<ReportSigningDeps, 'db' | 'now' | 'bus' | 'doctors'>;

/**
 * What the lab does with a report besides its values and signatures (spec 001 §3 'Consult
 * update', §4 Exceptions; spec 002 §4 'Mark As Done', §8 Mark done, Comment): exceptions, mark
 * done and comments, each audited with the report before and after.
 */
export function createReportActionsService(deps: ReportActionsDeps) {
  const { db, now, bus } = deps;

  const publish = (labId: number, kind: ReportsPayload['kind'], reportIds: number[]) =>
    bus.publish({ channel: 'waiting-list', labId, payload: { kind, reportIds } satisfies ReportsPayload });

  return {
    /**
     * `POST /reports/{id}/exception`: In Question, On Hold, Not Performed, or Resolved with its
     * resolution comment; one open exception at a time (domain exceptionFlagsFor).
     */
    async markException({
      actor,
      reportId,
      input,
    }: {
      actor: LabActor;
      reportId: number;
      input: z.output<typeof MarkReportException>;
    }) {
      requirePermission(actor, 'reports.manage');
      return db.transaction(async () => {
        const { report: before } = await lockReachableReport(deps, { actor, reportId, version: input.version });
        if (!isLive(before)) throw conflict('reportDismissedByOperations');
        const comments = input.comments === '' ? null : input.comments;
        const after = await writeReportChange(db, {
          before,
          change: {
            ...exceptionFlagsFor(input.exception),
            ...(input.exception === 'resolved' ? { resolutionComments: comments } : { exceptionComments: comments }),
          },
          at: now(),
        });
        await audit(db, actor, {
          action: 'report.exception',
          entityType: 'report',
          entityId: reportId,
          before: auditedReport(before),
          after: { ...auditedReport(after), exception: input.exception },
        });
        await publish(actor.labId, 'exception', [reportId]);
        return after;
      });
    },

    /**
     * `POST /reports/{id}/mark-done` (spec 002 §4 'Mark As Done (dismissed and marked done)'):
     * a report no one will enter leaves the lists; a signed or dispatched one cannot
     * ('Unable to mark Report as completed.'). The comments given are kept on the report.
     */
    async markDone({
      actor,
      reportId,
      input,
    }: {
      actor: LabActor;
      reportId: number;
      input: z.output<typeof MarkReportDone>;
    }) {
      requirePermission(actor, 'reports.manage');
      return db.transaction(async () => {
        const { report: before } = await lockReachableReport(deps, { actor, reportId, version: input.version });
        const finished = before.isSigned || before.partialSigned || before.isApproved || before.isSynced;
        if (finished || before.markedAsDone || !isLive(before)) {
          throw conflict('markDoneFailed');
        }
        const after = await writeReportChange(db, {
          before,
          change: {
            markedAsDone: true,
            dismissed: true,
            ...(input.comments === '' ? {} : { comments: input.comments }),
          },
          at: now(),
        });
        await audit(db, actor, {
          action: 'report.markDone',
          entityType: 'report',
          entityId: reportId,
          before: auditedReport(before),
          after: auditedReport(after),
        });
        await publish(actor.labId, 'markedDone', [reportId]);
        return after;
      });
    },

    /** `POST /reports/comments`: one comment on several reports, each from the version read, all or none. */
    async comment({
      actor,
      input,
    }: {
      actor: LabActor;
      input: z.output<typeof CommentReports>;
    }): Promise<ReportsOutcome> {
      requirePermission(actor, 'reports.manage');
      return db.transaction(async () => {
        const at = now();
        const updated: number[] = [];
        for (const { id, version } of input.reports) {
          if (updated.includes(id)) continue;
          const { report: before } = await lockReachableReport(deps, { actor, reportId: id, version });
          const after = await writeReportChange(db, { before, change: { comments: input.comments }, at });
          await audit(db, actor, {
            action: 'report.comment',
            entityType: 'report',
            entityId: id,
            before: { comments: before.comments },
            after: { comments: after.comments },
          });
          updated.push(id);
        }
        await publish(actor.labId, 'commented', updated);
        return { updated, refused: [], messageKey: 'commentUpdated' };
      });
    },
  };
}
export type ReportActionsService = ReturnType<typeof createReportActionsService>;
