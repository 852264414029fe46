import {
  CreateBill,
  type QcGroup,
  type QcHoldList,
  QcHoldListQuery,
  type QcHoldResolved,
  type QcRunRecorded,
  type ReportEntry,
  type ReportList,
  type UnresolvedReports,
} from '@lims/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, labReports } from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events/event-bus.js';
import { testPassword } from '../../test/factories.js';
import type { TestClient, TestContext, TestUser } from '../../test/test-context.js';
import { createTestContext } from '../../test/test-context.js';
import { billingPatient } from '../billing/bills.test-support.js';
import { makeGroup, type QcBench, qcBench } from './qc.test-support.js';

const refusal = (messageKey: string, field?: string) => ({
  error: expect.objectContaining({ messageKey, ...(field ? { field } : {}) }),
});

const minuteMs = 60 * 1000;

/**
 * QC holds (issue 15; spec 001 §2 'On Hold (shown as QC Hold if an unresolved QC hold exists)',
 * §7 unresolved-reports): a rejected control holds the reports of its test on its device since
 * the last good run; they cannot be signed until the hold is resolved with a comment.
 */
describe('QC holds: a rejected control holds the reports in doubt until resolved', () => {
  let ctx: TestContext;
  let bench: QcBench;
  let other: QcBench;
  let off: QcBench;
  let technician: TestClient;
  let doctor: TestUser;
  const events: DomainEvent[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    [bench, other, off] = await Promise.all([qcBench(ctx), qcBench(ctx), qcBench(ctx, { qualityControl: false })]);
    technician = await bench.lab.user({ labAccess: true, departmentIds: [bench.chemistry.id] });
    doctor = await bench.lab.doctor();
    ctx.bus.subscribe((event) => {
      if (event.channel === 'waiting-list') events.push(event);
    });
  });
  afterAll(() => ctx.close());

  /** A glucose report billed to a new patient of the bench's lab. */
  const billed = async (of: QcBench = bench) => {
    const bill = await ctx.services.bills.create({
      actor: of.lab.system,
      input: CreateBill.parse({
        patientId: (await billingPatient(ctx, of.lab)).id,
        lines: [{ kind: 'test', id: of.glucose.id, quantity: 1, concession: { type: 'amount', value: 0 } }],
        concession: { type: 'amount', value: 0 },
        payments: [],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const [report] = bill.reports;
    if (!report) throw new Error('the bill made no report');
    return report.id;
  };
  const read = async (reportId: number) => (await technician.get(`/api/v1/reports/${reportId}`)).json<ReportEntry>();
  const save = async (reportId: number, body: Record<string, unknown> = {}) =>
    technician.put(`/api/v1/reports/${reportId}/values`, {
      version: (await read(reportId)).version,
      formatId: bench.formatIds.glucose,
      values: [{ index: 1, value: '98' }],
      deviceId: bench.analyser.id,
      ...body,
    });
  /** A glucose report with its value saved (on the analyser unless told otherwise). */
  const entered = async (body: Record<string, unknown> = {}) => {
    const reportId = await billed();
    const response = await save(reportId, body);
    expect(response.statusCode, response.body).toBe(200);
    return reportId;
  };
  const signWithPasskey = async (reportId: number) =>
    technician.post(`/api/v1/reports/${reportId}/signatures`, {
      version: (await read(reportId)).version,
      signatures: [{ doctorId: doctor.id, passkey: testPassword }],
    });
  const run = async (group: QcGroup, glucose: number, measuredAt = new Date()) => {
    const response = await technician.post(`/api/v1/qc/groups/${group.id}/runs`, {
      measuredAt: measuredAt.toISOString(),
      values: [{ testId: bench.glucose.id, value: glucose }],
      comment: null,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<QcRunRecorded>();
  };
  const setEnteredAt = (reportId: number, enteredAt: Date) =>
    ctx.database.db
      .update(labReports)
      .set({ enteredAt })
      .where(and(eq(labReports.labId, bench.lab.labId), eq(labReports.id, reportId)));
  const openHolds = async (client: TestClient = technician) => {
    const response = await client.get('/api/v1/qc/holds?limit=200');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<QcHoldList>();
  };

  /** Each test starts with no open hold in the lab: a hold of an earlier test would hold its reports too. */
  const clearHolds = async () => {
    const open = await ctx.services.qcHolds.list({
      actor: bench.lab.system,
      query: QcHoldListQuery.parse({ limit: 200 }),
    });
    for (const hold of open.items) {
      await ctx.services.qcHolds.resolve({
        actor: bench.lab.system,
        id: hold.id,
        input: { comment: 'Cleared before the next test', version: hold.version },
      });
    }
  };

  /**
   * The scene: a glucose control's good run half an hour ago, then a rejected one now. Held:
   * the unsigned reports entered since the good run on the analyser or on no known device.
   */
  const scene = async () => {
    await clearHolds();
    const group = await makeGroup(ctx, bench);
    const goodAt = new Date(Date.now() - 30 * minuteMs);
    const before = await entered();
    await setEnteredAt(before, new Date(goodAt.getTime() - 10 * minuteMs));
    await run(group, 100, goodAt);
    const since = await entered();
    const unknownDevice = await entered({ deviceId: null });
    const spare = await entered({ deviceId: bench.spare.id });
    const signed = await entered({ saveFlag: 1, signatures: [{ doctorId: doctor.id, passkey: testPassword }] });
    const notEntered = await billed();
    const rejected = await run(group, 120);
    return { group, before, since, unknownDevice, spare, signed, notEntered, rejected };
  };

  it('holds the entered unsigned reports of its test on its device since the last good run, and no other', async () => {
    events.length = 0;
    const { group, before, since, unknownDevice, spare, signed, notEntered, rejected } = await scene();
    expect((await read(signed)).status).toBe('signed');
    expect(rejected).toMatchObject({
      status: 'rejected',
      holds: [{ testId: bench.glucose.id, reports: 2 }],
      messageKey: 'qcRunRejected',
      messageParams: { rules: '1-2s, 1-3s', count: 2 },
    });
    const hold = (await openHolds()).items.find((item) => item.group.id === group.id);
    expect(hold).toMatchObject({
      id: rejected.holds[0]?.holdId,
      test: { id: bench.glucose.id, name: bench.glucose.name },
      device: { id: bench.analyser.id, name: bench.analyser.name },
      record: { index: 2, value: 120, status: 'rejected', violations: ['1-2s', '1-3s'] },
      resolvedAt: null,
      version: 0,
    });
    expect(hold?.reports.map((report) => report.reportId).sort()).toEqual([since, unknownDevice].sort());
    expect(hold?.reports[0]).toMatchObject({ testName: bench.glucose.name, isSigned: false });
    expect(hold?.reports[0]?.patientName).toEqual(expect.any(String));
    for (const free of [before, spare, signed, notEntered]) expect((await read(free)).exception.qcHold).toBe(false);
    expect(events).toContainEqual(
      expect.objectContaining({
        labId: bench.lab.labId,
        payload: { kind: 'exception', reportIds: expect.arrayContaining([since, unknownDevice]) },
      }),
    );
  });

  it('holds every entered report when the control has no good run before', async () => {
    await clearHolds();
    const group = await makeGroup(ctx, bench);
    const old = await entered();
    await setEnteredAt(old, new Date(Date.now() - 5 * 24 * 60 * minuteMs));
    const rejected = await run(group, 80);
    expect(rejected.holds[0]?.reports).toBeGreaterThanOrEqual(1);
    expect((await read(old)).exception.qcHold).toBe(true);
  });

  it('refuses to sign a held report, by passkey on save or by the sign route, and shows it as QC Hold', async () => {
    const { since } = await scene();
    const entry = await read(since);
    expect(entry.exception.qcHold).toBe(true);
    expect(entry.signable).toBe(false);
    const onSave = await save(since, {
      values: [{ index: 1, value: '99' }],
      saveFlag: 1,
      signatures: [{ doctorId: doctor.id, passkey: testPassword }],
    });
    expect(onSave.statusCode).toBe(409);
    expect(onSave.json()).toEqual(refusal('reportOnQcHold'));
    const bySignRoute = await signWithPasskey(since);
    expect(bySignRoute.statusCode).toBe(409);
    expect(bySignRoute.json()).toEqual(refusal('reportOnQcHold'));
    const list = await technician.get(`/api/v1/reports?tab=total&patientId=${entry.patient.id}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<ReportList>().items.find((item) => item.id === since)?.exception.qcHold).toBe(true);
  });

  it('adds a report saved while the hold is open, on its device or on no known device, not on another', async () => {
    const { rejected } = await scene();
    const holdId = rejected.holds[0]?.holdId;
    const later = await entered();
    const unknown = await entered({ deviceId: null });
    const elsewhere = await entered({ deviceId: bench.spare.id });
    expect((await read(later)).exception.qcHold).toBe(true);
    expect((await read(unknown)).exception.qcHold).toBe(true);
    expect((await read(elsewhere)).exception.qcHold).toBe(false);
    const hold = (await openHolds()).items.find((item) => item.id === holdId);
    expect(hold?.reports.map((report) => report.reportId)).toEqual(expect.arrayContaining([later, unknown]));
  });

  it('tells which reports are held, with the group, device, rules and QC note; another lab’s ids are not', async () => {
    const { group, since, before } = await scene();
    const theirs = await billed(other);
    const response = await technician.post('/api/v1/qc/unresolved-reports', { reportIds: [since, before, theirs] });
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<UnresolvedReports>();
    expect(items).toEqual([
      {
        reportId: since,
        holdId: expect.any(Number),
        groupName: group.name,
        deviceName: bench.analyser.name,
        violations: ['1-2s', '1-3s'],
        note: expect.stringMatching(/^QC of 120mg\/dL on [A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2} [AP]M$/),
      },
    ]);
  });

  it('resolves with a comment by an administrator only, audited, releasing the reports to be signed', async () => {
    const { since, unknownDevice, rejected } = await scene();
    const holdId = rejected.holds[0]?.holdId as number;
    const byTechnician = await technician.post(`/api/v1/qc/holds/${holdId}/resolve`, {
      comment: 'Recalibrated',
      version: 0,
    });
    expect(byTechnician.statusCode).toBe(403);
    expect(byTechnician.json()).toEqual(refusal('adminOnly'));
    const noComment = await bench.lab.admin.post(`/api/v1/qc/holds/${holdId}/resolve`, { comment: '  ', version: 0 });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json()).toEqual(refusal('fieldEmpty', 'comment'));
    const stale = await bench.lab.admin.post(`/api/v1/qc/holds/${holdId}/resolve`, {
      comment: 'Recalibrated',
      version: 3,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(refusal('staleRecord'));

    events.length = 0;
    const resolved = await bench.lab.admin.post(`/api/v1/qc/holds/${holdId}/resolve`, {
      comment: 'Recalibrated the analyser; control repeated within 1 SD.',
      version: 0,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json<QcHoldResolved>()).toMatchObject({
      messageKey: 'qcHoldResolved',
      // Reports of the lab's earlier tests entered since this control's good run are held too.
      messageParams: { count: rejected.holds[0]?.reports },
      hold: {
        id: holdId,
        resolvedBy: bench.lab.admin.name,
        resolutionComment: 'Recalibrated the analyser; control repeated within 1 SD.',
        version: 1,
      },
    });
    const [audited] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'qcHold'), eq(auditLog.entityId, String(holdId))));
    expect(audited).toMatchObject({
      action: 'qcHold.resolve',
      after: expect.objectContaining({
        comment: 'Recalibrated the analyser; control repeated within 1 SD.',
        reportIds: expect.arrayContaining([since, unknownDevice]),
      }),
    });
    expect(events).toContainEqual(
      expect.objectContaining({ payload: { kind: 'exception', reportIds: expect.arrayContaining([since]) } }),
    );
    expect((await read(since)).exception.qcHold).toBe(false);
    expect((await openHolds()).items.map((item) => item.id)).not.toContain(holdId);
    const resolvedList = await technician.get('/api/v1/qc/holds?state=resolved&limit=200');
    expect(resolvedList.json<QcHoldList>().items.map((item) => item.id)).toContain(holdId);
    const signed = await signWithPasskey(since);
    expect(signed.statusCode, signed.body).toBe(200);

    const twice = await bench.lab.admin.post(`/api/v1/qc/holds/${holdId}/resolve`, { comment: 'Again', version: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual(refusal('qcHoldAlreadyResolved'));
  });

  it("answers 404 for another lab's hold, and 409 when the lab does not run quality control", async () => {
    const { rejected } = await scene();
    const holdId = rejected.holds[0]?.holdId as number;
    const foreign = await other.lab.admin.post(`/api/v1/qc/holds/${holdId}/resolve`, {
      comment: 'Not ours',
      version: 0,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(refusal('notFound'));
    for (const response of [
      await off.lab.admin.get('/api/v1/qc/holds'),
      await off.lab.admin.post(`/api/v1/qc/holds/${holdId}/resolve`, { comment: 'Off', version: 0 }),
      await off.lab.admin.post('/api/v1/qc/unresolved-reports', { reportIds: [1] }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(refusal('qualityControlOff'));
    }
  });

  it('adds no saved report to a hold while the lab does not run quality control', async () => {
    await scene();
    const switchQualityControl = (qualityControl: boolean) =>
      ctx.services.labs.updateSettings({
        actor: bench.lab.system,
        labId: bench.lab.labId,
        patch: { qualityControl },
        action: 'settings.qualityControl.update',
      });
    await switchQualityControl(false);
    try {
      const saved = await entered();
      expect((await read(saved)).exception.qcHold).toBe(false);
    } finally {
      await switchQualityControl(true);
    }
    expect((await read(await entered())).exception.qcHold).toBe(true);
  });
});
