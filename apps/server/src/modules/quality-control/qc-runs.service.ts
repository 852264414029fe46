import type { QcChart, QcChartQuery, QcRunRecorded, QcRunStatus, RecordQcRun, ReportsPayload } from '@lims/contract';
import { type WestgardRule, westgardRules, westgardVerdictOf, zScoreOf } from '@lims/domain';
import type { z } from 'zod';
import { type LabActor, labUserIdOf } from '../../http/actor.js';
import { badRequest, notFound } from '../../http/errors.js';
import { requirePermission } from '../../http/permissions.js';
import { audit } from '../../platform/audit/audit.js';
import type { ServiceDeps, ServiceRegistry } from '../../services.js';
import { findGroupView, lockGroup, testsOfGroups } from './qc-groups.queries.js';
import type { QcHoldsService } from './qc-holds.service.js';
import { type QcRecordRow, toQcRecord } from './qc-records.js';
import { chartRecords, insertRecord, insertRun, seriesUpTo } from './qc-runs.queries.js';
import { requireQualityControl } from './quality-control-gate.js';

type RunInput = z.output<typeof RecordQcRun>;
type ChartQuery = z.output<typeof QcChartQuery>;

export interface QcRunsDeps extends Pick<ServiceDeps, 'db' | 'now' | 'bus'> {
  labs: Pick<ServiceRegistry['labs'], 'getLab'>;
  qcHolds: Pick<QcHoldsService, 'openHolds'>;
  stockConsumption: Pick<ServiceRegistry['stockConsumption'], 'consumeForQcRun'>;
}

const severity: Record<QcRunStatus, number> = { accepted: 0, warning: 1, rejected: 2 };
const worstOf = (statuses: readonly QcRunStatus[]): QcRunStatus =>
  statuses.reduce<QcRunStatus>((worst, status) => (severity[status] > severity[worst] ? status : worst), 'accepted');

/** The chart's range when none is asked: the last 60 days. */
const defaultChartDays = 60;
const dayMs = 24 * 60 * 60 * 1000;

/**
 * QC runs (issue 15 'Westgard rules evaluated on each QC record against the control's target
 * mean and SD'; spec 001 §3 'QC record: index, value, unit, date'): a run's values are judged
 * along each control's series, and a rejected record holds the patient reports in doubt.
 */
export function createQcRunsService({ db, now, bus, labs, qcHolds, stockConsumption }: QcRunsDeps) {
  return {
    /**
     * Records a run of an enabled group in one transaction: the group is locked so two runs of
     * it are judged one after the other, each value is judged by the Westgard rules after the
     * records of its control measured up to the run's time, and each rejected record opens a
     * hold. A run recorded late (measured before records already kept) is judged against the
     * records before it only; the records after it keep the verdicts they were given.
     */
    async record({
      actor,
      groupId,
      input,
    }: {
      actor: LabActor;
      groupId: number;
      input: RunInput;
    }): Promise<QcRunRecorded> {
      requirePermission(actor, 'qc.record');
      await requireQualityControl(labs, actor.labId);
      const at = now();
      const measuredAt = new Date(input.measuredAt);
      if (measuredAt.getTime() > at.getTime()) throw badRequest('qcRunInFuture', 'measuredAt');
      const testIds = input.values.map((entry) => entry.testId);
      const repeated = testIds.findIndex((testId, position) => testIds.indexOf(testId) !== position);
      if (repeated >= 0) throw badRequest('invalidRequest', `values.${repeated}.testId`);

      const outcome = await db.transaction(async (tx) => {
        const group = await lockGroup(tx, actor.labId, groupId);
        // A disabled group was removed (remove-qc-details): it keeps its runs and takes no more.
        if (!group?.enabled) throw notFound();
        const targets = await testsOfGroups(tx, actor.labId, [groupId]);
        const judged = [];
        for (const [position, { testId, value }] of input.values.entries()) {
          const target = targets.find((candidate) => candidate.testId === testId);
          if (!target) throw badRequest('invalidRequest', `values.${position}.testId`);
          const control = { mean: target.targetMean, sd: target.targetSd };
          const zScore = zScoreOf(value, control);
          // A value so far from a tiny SD that its z-score overflows cannot be kept or charted.
          if (!Number.isFinite(zScore)) throw badRequest('invalidRequest', `values.${position}.value`);
          const series = await seriesUpTo(tx, actor.labId, groupId, testId, measuredAt);
          const verdict = westgardVerdictOf([...series, value], control);
          judged.push({ testId, value, unit: target.unit, index: series.length + 1, zScore, ...verdict });
        }
        const status = worstOf(judged.map((entry) => entry.status));
        const run = await insertRun(tx, {
          labId: actor.labId,
          groupId,
          measuredAt,
          status,
          comment: input.comment || null,
          createdBy: labUserIdOf(actor),
        });
        const records: { row: QcRecordRow; index: number }[] = [];
        const holds: { holdId: number; testId: number; reportIds: number[] }[] = [];
        for (const { index, ...entry } of judged) {
          const row = await insertRecord(tx, {
            labId: actor.labId,
            runId: run.id,
            groupId,
            testId: entry.testId,
            value: entry.value,
            unit: entry.unit,
            measuredAt,
            zScore: entry.zScore,
            status: entry.status,
            violations: entry.violations,
          });
          records.push({ row, index });
          if (entry.status === 'rejected') {
            const opened = await qcHolds.openHolds({
              labId: actor.labId,
              groupId,
              deviceId: group.deviceId,
              record: row,
              at,
            });
            holds.push({ ...opened, testId: entry.testId });
          }
        }
        await stockConsumption.consumeForQcRun({
          actor,
          runId: run.id,
          qcGroupId: groupId,
          departmentId: group.departmentId,
          at,
        });
        const heldReportIds = [...new Set(holds.flatMap((hold) => hold.reportIds))];
        await audit(tx, actor, {
          action: 'qcRun.record',
          entityType: 'qcRun',
          entityId: run.id,
          after: { ...run, records: records.map(({ row }) => row), holds },
        });
        if (heldReportIds.length > 0) {
          await bus.publish({
            channel: 'waiting-list',
            labId: actor.labId,
            payload: { kind: 'exception', reportIds: heldReportIds } satisfies ReportsPayload,
          });
        }
        return { run, records, holds, heldReportIds };
      });

      const { timeZone } = await labs.getLab(actor.labId);
      const { run, records, holds, heldReportIds } = outcome;
      const rejectedRules = new Set<WestgardRule>(
        records.filter(({ row }) => row.status === 'rejected').flatMap(({ row }) => row.violations),
      );
      return {
        runId: run.id,
        status: run.status,
        records: records.map(({ row, index }) => toQcRecord(row, index, timeZone)),
        holds: holds.map(({ holdId, testId, reportIds }) => ({ holdId, testId, reports: reportIds.length })),
        ...(run.status === 'rejected'
          ? {
              messageKey: 'qcRunRejected' as const,
              messageParams: {
                rules: westgardRules.filter((rule) => rejectedRules.has(rule)).join(', '),
                count: heldReportIds.length,
              },
            }
          : { messageKey: 'qcRunSaved' as const, messageParams: {} }),
      };
    },

    /**
     * One control's Levey-Jennings chart: its records measured in the range (the last 60 days
     * when none is given) oldest first, each with the rules it broke, and the control's target.
     */
    async chart({ actor, groupId, query }: { actor: LabActor; groupId: number; query: ChartQuery }): Promise<QcChart> {
      requirePermission(actor, 'qc.view');
      await requireQualityControl(labs, actor.labId);
      const view = await findGroupView(db, actor.labId, groupId);
      if (!view) throw notFound();
      const target = (await testsOfGroups(db, actor.labId, [groupId])).find((test) => test.testId === query.testId);
      if (!target) throw badRequest('invalidRequest', 'testId');
      const to = query.to ? new Date(query.to) : now();
      const from = query.from ? new Date(query.from) : new Date(to.getTime() - defaultChartDays * dayMs);
      const [{ timeZone }, rows] = await Promise.all([
        labs.getLab(actor.labId),
        chartRecords(db, actor.labId, groupId, query.testId, from, to),
      ]);
      return {
        group: { id: view.group.id, name: view.group.name },
        test: { id: target.testId, name: target.testName },
        device: view.device,
        target: { mean: target.targetMean, sd: target.targetSd, unit: target.unit },
        records: rows.map(({ record, index }) => toQcRecord(record, index, timeZone)),
      };
    },
  };
}

export type QcRunsService = ReturnType<typeof createQcRunsService>;
