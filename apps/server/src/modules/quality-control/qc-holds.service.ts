import type {
  QcHold,
  QcHoldList,
  QcHoldListQuery,
  QcHoldResolved,
  ReportsPayload,
  ResolveQcHold,
  UnresolvedReports,
  UnresolvedReportsRequest,
} from '@lims/contract';
import { qcNoteOf, type WestgardRule } from '@lims/domain';
import type { z } from 'zod';
import { type LabActor, labUserIdOf } from '../../http/actor.js';
import { conflict, notFound, stale } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import {
  addHoldReports,
  findHoldView,
  heldOf,
  insertHold,
  lockHold,
  openHoldIdsOf,
  type QcHoldView,
  qcHoldList,
  reportsInDoubt,
  reportsOfHolds,
  unresolvedHoldsOf,
  writeResolution,
} from './qc-holds.queries.js';
import { type QcRecordRow, toQcRecord } from './qc-records.js';
import { lastGoodRecordBefore } from './qc-runs.queries.js';
import { qualityControlOn, requireQualityControl } from './quality-control-gate.js';

type HoldQuery = z.output<typeof QcHoldListQuery>;

const entityType = 'qcHold';

export interface QcHoldsDeps extends Pick<ServiceDeps, 'db' | 'now' | 'bus'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
}

/**
 * QC holds (issue 15): a rejected QC record holds the patient reports of its test on its device
 * since the last good run, and those saved while it is open; a held report cannot be signed
 * until the hold is resolved with a comment, which is audited.
 */
export function createQcHoldsService({ db, now, bus, labs }: QcHoldsDeps) {
  const publishException = (labId: number, reportIds: number[]) =>
    bus.publish({
      channel: 'waiting-list',
      labId,
      payload: { kind: 'exception', reportIds } satisfies ReportsPayload,
    });

  /** The holds as the contract answers them, their reports read in one query. */
  const answer = async (labId: number, views: readonly QcHoldView[]): Promise<QcHold[]> => {
    const [{ timeZone }, reports] = await Promise.all([
      labs.getLab(labId),
      reportsOfHolds(
        db,
        labId,
        views.map((view) => view.hold.id),
      ),
    ]);
    return views.map(({ hold, group, test, device, record, recordIndex, resolvedByName }) => ({
      id: hold.id,
      group,
      test,
      device,
      record: toQcRecord(record, recordIndex, timeZone),
      openedAt: hold.openedAt.toISOString(),
      resolvedAt: hold.resolvedAt?.toISOString() ?? null,
      resolvedBy: hold.resolvedAt ? resolvedByName : null,
      resolutionComment: hold.resolutionComment,
      reports: reports
        .filter((report) => report.holdId === hold.id)
        .map(({ reportId, billId, patientName, testName, enteredAt, isSigned }) => ({
          reportId,
          billId,
          patientName,
          testName,
          enteredAt: enteredAt?.toISOString() ?? null,
          isSigned,
        })),
      version: hold.version,
    }));
  };

  const answerOne = async (labId: number, id: number): Promise<QcHold> => {
    const view = await findHoldView(db, labId, id);
    if (!view) throw notFound();
    return (await answer(labId, [view]))[0] as QcHold;
  };

  return {
    /**
     * In the run's transaction, for a record the Westgard rules rejected: opens its hold and
     * holds the reports its control puts in doubt, those of its test on its group's device (or
     * on no known device, to be safe) entered since the last good run of the control and not
     * yet signed, approved or dispatched.
     */
    async openHolds({
      labId,
      groupId,
      deviceId,
      record,
      at,
    }: {
      labId: number;
      groupId: number;
      deviceId: number;
      record: QcRecordRow;
      at: Date;
    }): Promise<{ holdId: number; reportIds: number[] }> {
      const lastGood = await lastGoodRecordBefore(db, labId, record);
      const hold = await insertHold(db, {
        labId,
        groupId,
        recordId: record.id,
        testId: record.testId,
        deviceId,
        openedAt: at,
      });
      const reportIds = await reportsInDoubt(db, labId, {
        testId: record.testId,
        deviceId,
        enteredAfter: lastGood?.measuredAt ?? null,
      });
      await addHoldReports(db, labId, hold.id, reportIds);
      return { holdId: hold.id, reportIds };
    },

    /**
     * In the report save's transaction: a report saved while a hold of its test on its device
     * is open joins it (every such hold; any device's when the report's device is not known).
     * Nothing when the lab does not run quality control.
     */
    async holdReportIfOpen({
      labId,
      reportId,
      testId,
      deviceId,
    }: {
      labId: number;
      reportId: number;
      testId: number;
      deviceId: number | null;
    }): Promise<boolean> {
      if (!(await qualityControlOn(labs, labId))) return false;
      const holdIds = await openHoldIdsOf(db, labId, testId, deviceId);
      for (const holdId of holdIds) await addHoldReports(db, labId, holdId, [reportId]);
      return holdIds.length > 0;
    },

    /** Which of these reports an unresolved hold holds. */
    async heldReportIds(labId: number, reportIds: readonly number[]): Promise<Set<number>> {
      return new Set(await heldOf(db, labId, reportIds));
    },

    /** The open or the resolved holds, newest first unless another order is asked. */
    async list({ actor, query }: { actor: LabActor; query: HoldQuery }): Promise<QcHoldList> {
      requirePermission(actor, 'qc.view');
      await requireQualityControl(labs, actor.labId);
      const page = await qcHoldList.page(
        db,
        { ...query, direction: query.sort ? query.direction : 'desc' },
        { labId: actor.labId, groupId: query.groupId, open: query.state === 'open' },
      );
      return { ...page, items: await answer(actor.labId, page.items) };
    },

    /**
     * Resolves a hold with a comment from the version it was read at: its reports are released
     * (those no other open hold holds may be signed again). Audited with the comment and the
     * reports; the waiting list hears of them after commit.
     */
    async resolve({
      actor,
      id,
      input,
    }: {
      actor: LabActor;
      id: number;
      input: ResolveQcHold;
    }): Promise<QcHoldResolved> {
      requirePermission(actor, 'qc.resolve');
      await requireQualityControl(labs, actor.labId);
      const reportIds = await db.transaction(async (tx) => {
        const before = await lockHold(tx, actor.labId, id);
        if (!before) throw notFound();
        if (before.resolvedAt) throw conflict('qcHoldAlreadyResolved');
        if (before.version !== input.version) throw stale();
        const after = await writeResolution(tx, actor.labId, id, {
          resolvedAt: now(),
          resolvedBy: labUserIdOf(actor),
          resolutionComment: input.comment,
        });
        const released = (await reportsOfHolds(tx, actor.labId, [id])).map((report) => report.reportId);
        await audit(tx, actor, {
          action: `${entityType}.resolve`,
          entityType,
          entityId: id,
          before,
          after: { ...after, comment: input.comment, reportIds: released },
        });
        if (released.length > 0) await publishException(actor.labId, released);
        return released;
      });
      return {
        hold: await answerOne(actor.labId, id),
        messageKey: 'qcHoldResolved',
        messageParams: { count: reportIds.length },
      };
    },

    /**
     * spec 001 §7 unresolved-reports: for each of these reports, the unresolved holds holding
     * it with the QC note of the rejected record. Another lab's ids are simply not held.
     */
    async unresolvedReports({
      actor,
      input,
    }: {
      actor: LabActor;
      input: UnresolvedReportsRequest;
    }): Promise<UnresolvedReports> {
      requirePermission(actor, 'qc.view');
      await requireQualityControl(labs, actor.labId);
      const [{ timeZone }, rows] = await Promise.all([
        labs.getLab(actor.labId),
        unresolvedHoldsOf(db, actor.labId, [...new Set(input.reportIds)]),
      ]);
      return {
        items: rows.map(({ reportId, holdId, groupName, deviceName, record }) => ({
          reportId,
          holdId,
          groupName,
          deviceName,
          violations: record.violations as WestgardRule[],
          note: qcNoteOf({ value: record.value, unit: record.unit, recordedAt: record.measuredAt, timeZone }),
        })),
      };
    },
  };
}

export type QcHoldsService = ReturnType<typeof createQcHoldsService>;
