import type { QcChart, QcGroup, QcRunRecorded } from '@lims/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, qcRecords, qcRuns } from '../../db/schema/index.js';
import type { TestClient, TestContext } from '../../test/test-context.js';
import { createTestContext } from '../../test/test-context.js';
import { groupBody, makeGroup, type QcBench, qcBench } from './qc.test-support.js';

const refusal = (messageKey: string, field?: string) => ({
  error: expect.objectContaining({ messageKey, ...(field ? { field } : {}) }),
});

const hourMs = 60 * 60 * 1000;

/**
 * Westgard's multirule through the API, on a glucose control of target 100 mg/dL and SD 5: 110
 * is +2 SD, 115 is +3 SD (a limit is exceeded only beyond it).
 */
describe("QC runs (issue 15 'Westgard rules evaluated on each QC record'; spec 001 §3 'QC record: index, value, unit, date')", () => {
  let ctx: TestContext;
  let bench: QcBench;
  let other: QcBench;
  let off: QcBench;
  let technician: TestClient;
  let receptionist: TestClient;
  /** Ten days ago on the hour: runs are measured from there on, an hour apart. */
  const start = Math.floor((Date.now() - 10 * 24 * hourMs) / hourMs) * hourMs;
  const hour = (n: number) => new Date(start + n * hourMs).toISOString();

  beforeAll(async () => {
    ctx = await createTestContext();
    [bench, other, off] = await Promise.all([qcBench(ctx), qcBench(ctx), qcBench(ctx, { qualityControl: false })]);
    technician = await bench.lab.user({ labAccess: true, departmentIds: [bench.chemistry.id] });
    receptionist = await bench.lab.user({ departmentIds: [bench.chemistry.id] });
  });
  afterAll(() => ctx.close());

  const run = (group: QcGroup, measuredAt: string, glucose: number, client: TestClient = technician) =>
    client.post(`/api/v1/qc/groups/${group.id}/runs`, {
      measuredAt,
      values: [{ testId: bench.glucose.id, value: glucose }],
      comment: null,
    });
  const recorded = async (group: QcGroup, measuredAt: string, glucose: number) => {
    const response = await run(group, measuredAt, glucose);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<QcRunRecorded>();
  };

  it('1-3s: a result beyond 3 SD rejects the run, and the answer names the rules', async () => {
    const group = await makeGroup(ctx, bench);
    const answer = await recorded(group, hour(0), 116);
    expect(answer).toMatchObject({
      status: 'rejected',
      records: [{ index: 1, testId: bench.glucose.id, value: 116, unit: 'mg/dL', status: 'rejected' }],
      holds: [{ testId: bench.glucose.id, reports: 0 }],
      messageKey: 'qcRunRejected',
      messageParams: { rules: '1-2s, 1-3s', count: 0 },
    });
    expect(answer.records[0]?.violations).toEqual(['1-2s', '1-3s']);
    expect(answer.records[0]?.zScore).toBeCloseTo(3.2);
    const read = (await technician.get(`/api/v1/qc/groups/${group.id}`)).json<QcGroup>();
    expect(read).toMatchObject({ lastRun: { status: 'rejected', measuredAt: hour(0) }, openHolds: 1 });
  });

  it('1-2s alone only warns: the run is saved and holds nothing', async () => {
    const group = await makeGroup(ctx, bench);
    const answer = await recorded(group, hour(0), 111);
    expect(answer).toMatchObject({
      status: 'warning',
      records: [{ status: 'warning', violations: ['1-2s'] }],
      holds: [],
      messageKey: 'qcRunSaved',
      messageParams: {},
    });
  });

  it('2-2s across two runs: the second result beyond 2 SD on the same side rejects', async () => {
    const group = await makeGroup(ctx, bench);
    expect((await recorded(group, hour(0), 111)).status).toBe('warning');
    const second = await recorded(group, hour(1), 112);
    expect(second).toMatchObject({
      status: 'rejected',
      records: [{ index: 2, violations: ['1-2s', '2-2s'] }],
      messageParams: { rules: '1-2s, 2-2s' },
    });
  });

  it('R-4s: one result beyond +2 SD and the next beyond -2 SD reject', async () => {
    const group = await makeGroup(ctx, bench);
    await recorded(group, hour(0), 111);
    expect((await recorded(group, hour(1), 89)).records[0]).toMatchObject({
      status: 'rejected',
      violations: ['1-2s', 'R-4s'],
    });
  });

  it('judges each test of a run along its own control; the run is the worst of its records', async () => {
    const group = await makeGroup(ctx, bench);
    const response = await technician.post(`/api/v1/qc/groups/${group.id}/runs`, {
      measuredAt: hour(0),
      values: [
        { testId: bench.glucose.id, value: 101 },
        { testId: bench.urea.id, value: 47 },
      ],
      comment: 'New reagent lot',
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<QcRunRecorded>();
    expect(answer.status).toBe('rejected');
    expect(answer.records.map((record) => [record.testId, record.status])).toEqual([
      [bench.glucose.id, 'accepted'],
      [bench.urea.id, 'rejected'],
    ]);
    const [stored] = await ctx.database.db
      .select()
      .from(qcRuns)
      .where(and(eq(qcRuns.labId, bench.lab.labId), eq(qcRuns.id, answer.runId)));
    expect(stored).toMatchObject({ status: 'rejected', comment: 'New reagent lot' });
  });

  it('judges a run recorded late against the records before it only', async () => {
    const group = await makeGroup(ctx, bench);
    await recorded(group, hour(0), 111);
    await recorded(group, hour(2), 100);
    // Measured between the two: its series is the +2.2 SD result alone, so 2-2s, not the later 100.
    const late = await recorded(group, hour(1), 112);
    expect(late.records[0]).toMatchObject({ index: 2, status: 'rejected', violations: ['1-2s', '2-2s'] });
    // The record after it keeps the verdict it was given.
    const chart = (
      await technician.get(`/api/v1/qc/groups/${group.id}/chart?testId=${bench.glucose.id}`)
    ).json<QcChart>();
    expect(chart.records.map((record) => [record.index, record.value, record.status])).toEqual([
      [1, 111, 'warning'],
      [2, 112, 'rejected'],
      [3, 100, 'accepted'],
    ]);
  });

  it("charts a control's records oldest first with their violations, target and note in the lab's time", async () => {
    const group = await makeGroup(ctx, bench);
    await recorded(group, hour(0), 100);
    await recorded(group, hour(1), 111);
    await recorded(group, hour(2), 116);
    const response = await technician.get(`/api/v1/qc/groups/${group.id}/chart?testId=${bench.glucose.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const chart = response.json<QcChart>();
    expect(chart).toMatchObject({
      group: { id: group.id, name: group.name },
      test: { id: bench.glucose.id, name: bench.glucose.name },
      device: { id: bench.analyser.id, name: bench.analyser.name },
      target: { mean: 100, sd: 5, unit: 'mg/dL' },
    });
    expect(chart.records.map((record) => record.violations)).toEqual([[], ['1-2s'], ['1-2s', '1-3s', '2-2s']]);
    const when = new Date(hour(2));
    const kolkata = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).formatToParts(when);
    const part = (type: string) => kolkata.find((item) => item.type === type)?.value;
    expect(chart.records[2]?.note).toBe(
      `QC of 116mg/dL on ${part('month')} ${part('day')}, ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod')}`,
    );
    const narrow = await technician.get(
      `/api/v1/qc/groups/${group.id}/chart?testId=${bench.glucose.id}&from=${encodeURIComponent(hour(1))}&to=${encodeURIComponent(hour(1))}`,
    );
    expect(narrow.json<QcChart>().records.map((record) => record.index)).toEqual([2]);
    const old = await ctx.services.qcRuns.chart({
      actor: bench.lab.system,
      groupId: group.id,
      query: { testId: bench.glucose.id, to: new Date(start - 61 * 24 * hourMs).toISOString() },
    });
    expect(old.records).toEqual([]);
  });

  it('consumes stock for the run and audits it, in its transaction', async () => {
    const group = await makeGroup(ctx, bench);
    const consume = vi.spyOn(ctx.services.stockConsumption, 'consumeForQcRun');
    const answer = await recorded(group, hour(0), 100);
    expect(consume).toHaveBeenCalledWith(
      expect.objectContaining({ runId: answer.runId, qcGroupId: group.id, departmentId: bench.chemistry.id }),
    );
    consume.mockRestore();
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'qcRun'), eq(auditLog.entityId, String(answer.runId))));
    expect(audited.map((row) => row.action)).toEqual(['qcRun.record']);
  });

  it('judges two runs sent at once one after the other: the second sees the first', async () => {
    const group = await makeGroup(ctx, bench);
    const answers = await Promise.all([run(group, hour(0), 111), run(group, hour(0), 112)]);
    expect(answers.map((response) => response.statusCode)).toEqual([201, 201]);
    const statuses = answers.map((response) => response.json<QcRunRecorded>().status).sort();
    expect(statuses).toEqual(['rejected', 'warning']);
  });

  it('refuses a run in the future, a test the group does not control, a repeated test and no value', async () => {
    const group = await makeGroup(ctx, bench, {
      tests: [{ testId: bench.glucose.id, targetMean: 100, targetSd: 5, unit: 'mg/dL' }],
    });
    const future = await run(group, new Date(Date.now() + hourMs).toISOString(), 100);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual(refusal('qcRunInFuture', 'measuredAt'));
    const notControlled = await technician.post(`/api/v1/qc/groups/${group.id}/runs`, {
      measuredAt: hour(0),
      values: [
        { testId: bench.glucose.id, value: 100 },
        { testId: bench.urea.id, value: 40 },
      ],
      comment: null,
    });
    expect(notControlled.json()).toEqual(refusal('invalidRequest', 'values.1.testId'));
    const twice = await technician.post(`/api/v1/qc/groups/${group.id}/runs`, {
      measuredAt: hour(0),
      values: [
        { testId: bench.glucose.id, value: 100 },
        { testId: bench.glucose.id, value: 101 },
      ],
      comment: null,
    });
    expect(twice.json()).toEqual(refusal('invalidRequest', 'values.1.testId'));
    const empty = await technician.post(`/api/v1/qc/groups/${group.id}/runs`, {
      measuredAt: hour(0),
      values: [],
      comment: null,
    });
    expect(empty.json()).toEqual(refusal('qcRunEmpty', 'values'));
    const tiny = await makeGroup(ctx, bench, {
      tests: [{ testId: bench.glucose.id, targetMean: 0, targetSd: 1e-300, unit: 'mg/dL' }],
    });
    const overflowing = await run(tiny, hour(0), 1e300);
    expect(overflowing.statusCode).toBe(400);
    expect(overflowing.json()).toEqual(refusal('invalidRequest', 'values.0.value'));
    const stored = await ctx.database.db
      .select()
      .from(qcRecords)
      .where(and(eq(qcRecords.labId, bench.lab.labId), eq(qcRecords.groupId, group.id)));
    expect(stored).toEqual([]);
  });

  it("refuses a removed group, another lab's group, a caller without qc.record and a lab without quality control", async () => {
    const group = await makeGroup(ctx, bench);
    const removed = await bench.lab.admin.put(`/api/v1/qc/groups/${group.id}`, {
      ...groupBody(bench, { name: group.name }),
      enabled: false,
      version: group.version,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await run(group, hour(0), 100)).statusCode).toBe(404);

    const live = await makeGroup(ctx, bench);
    const foreign = await other.lab.admin.post(`/api/v1/qc/groups/${live.id}/runs`, {
      measuredAt: hour(0),
      values: [{ testId: bench.glucose.id, value: 100 }],
      comment: null,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await other.lab.admin.get(`/api/v1/qc/groups/${live.id}/chart?testId=${bench.glucose.id}`)).statusCode,
    ).toBe(404);
    const refused = await run(live, hour(0), 100, receptionist);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal('notAuthorised'));

    const offGroup = await off.lab.admin.post(`/api/v1/qc/groups/${live.id}/runs`, {
      measuredAt: hour(0),
      values: [{ testId: off.glucose.id, value: 100 }],
      comment: null,
    });
    expect(offGroup.statusCode).toBe(409);
    expect(offGroup.json()).toEqual(refusal('qualityControlOff'));
  });
});
