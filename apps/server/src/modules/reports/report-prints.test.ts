import {
  type CatalogueTest,
  CreateBill,
  CreateReportFormat,
  CreateTest,
  type Department,
  type MarkPrintDoneResult,
  type PrintList,
  type ReportArchiveResult,
  type SubmitAllResult,
} from '@lims/contract';
import { keptByPrintFilters, type PrintFilters } from '@lims/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bills, labReports, patients } from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events/event-bus.js';
import type { TestLab } from '../../test/factories.js';
import {
  createTestContext,
  type TestClient,
  type TestContext,
  type TestUser,
  uniqueName,
} from '../../test/test-context.js';
import { billingPatient } from '../billing/bills.test-support.js';

const refusal = (messageKey: string) => ({ error: expect.objectContaining({ messageKey }) });

describe('the print and dispatch waiting list (spec 001 §2, §4 Print waiting list, §8 Submit All; decision 0041)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let department: Department;
  let labTest: CatalogueTest;
  let otherTest: CatalogueTest;
  /** Result staff: prints and submits. */
  let technician: TestUser;
  let secondTechnician: TestClient;
  /** The front desk: prints, does not submit. */
  let desk: TestUser;
  const events: DomainEvent[] = [];

  const catalogueTest = async (of: TestLab, inDepartment: Department) => {
    const test = await ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName('XR'),
        name: uniqueName('Chest X-ray'),
        departmentId: inDepartment.id,
        sampleTypeId: null,
        price: 50_000,
        targetTatMinutes: 240,
        isRadiology: true,
      }),
    });
    await ctx.services.reportFormats.create({
      actor: of.system,
      input: CreateReportFormat.parse({
        testId: test.id,
        name: 'Default',
        isDefault: true,
        parameters: [{ index: 1, order: 1, name: 'Impression', isNumeric: false }],
      }),
    });
    return test;
  };

  type Stage = 'entry' | 'signed' | 'dispatched';
  /**
   * A bill of `count` reports for a patient (a new one unless given), each left at a stage:
   * 'signed' as signing leaves it, 'dispatched' as a submit does.
   */
  const billed = async ({
    of = lab,
    patientId,
    stages = ['signed'],
  }: {
    of?: TestLab;
    patientId?: number;
    stages?: Stage[];
  }) => {
    const bill = await ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({
        patientId: patientId ?? (await billingPatient(ctx, of)).id,
        lines: [
          {
            kind: 'test',
            id: (of === lab ? labTest : otherTest).id,
            quantity: stages.length,
            concession: { type: 'amount', value: 0 },
          },
        ],
        concession: { type: 'amount', value: 0 },
        payments: [],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const ids = bill.reports.map((report) => report.id);
    for (const [index, stage] of stages.entries()) {
      const id = ids[index] as number;
      await ctx.database.db
        .update(labReports)
        .set({
          completedTests: true,
          values: [{ index: 1, value: 'No active disease', highlight: false, isCritical: 0 }],
          ...(stage === 'entry' ? { entryStage: 'completed' } : { isSigned: true, entryStage: 'signed' }),
          ...(stage === 'dispatched' ? { isSynced: true, entryStage: 'dispatched', syncedAt: new Date() } : {}),
        })
        .where(and(eq(labReports.labId, of.labId), eq(labReports.id, id)));
    }
    return { ids, patientId: bill.patient.id, billId: bill.id };
  };

  const setReports = (ids: number[], change: Partial<typeof labReports.$inferInsert>) =>
    ctx.database.db
      .update(labReports)
      .set(change)
      .where(and(eq(labReports.labId, lab.labId), inArray(labReports.id, ids)));
  const rowsOf = (ids: number[]) =>
    ctx.database.db
      .select()
      .from(labReports)
      .where(and(eq(labReports.labId, lab.labId), inArray(labReports.id, ids)))
      .orderBy(labReports.id);
  const auditRows = (ids: number[], action: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'report'),
          inArray(
            auditLog.entityId,
            ids.map((id) => String(id)),
          ),
          eq(auditLog.action, action),
        ),
      );

  const list = async (query: string, client: TestClient = desk) => {
    const response = await client.get(`/api/v1/report-prints?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PrintList>();
  };
  const listedIds = (page: PrintList) => page.items.flatMap((card) => card.reports.map((report) => report.id));
  const setPrintSettings = async (change: { hideAmountDueReport: boolean }) => {
    const current = await ctx.services.labSettings.getPrint({ actor: lab.system });
    await ctx.services.labSettings.updatePrint({ actor: lab.system, input: { ...current, ...change } });
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    department = await lab.department(uniqueName('Radiology'));
    labTest = await catalogueTest(lab, department);
    otherTest = await catalogueTest(other, await other.department(uniqueName('Radiology')));
    [technician, desk] = await Promise.all([
      lab.user({ labAccess: true, departmentIds: [department.id] }),
      lab.user({ departmentIds: [department.id] }),
    ]);
    secondTechnician = await technician.signInAgain();
    ctx.bus.subscribe((event) => {
      if (event.channel === 'waiting-list') events.push(event);
    });
  });
  afterAll(() => ctx.close());

  describe('GET /report-prints', () => {
    it('lists only signed reports, by patient, with the card counts (spec 001 §4 "Only signed reports appear")', async () => {
      const { ids, patientId } = await billed({ stages: ['signed', 'signed', 'entry'] });
      await setReports([ids[1] as number], { printDone: true, printedAt: new Date() });
      const page = await list(`patientId=${patientId}`);
      expect(page.items).toHaveLength(1);
      const [card] = page.items;
      expect(card?.patient.id).toBe(patientId);
      expect(card?.reports.map((report) => report.id).sort()).toEqual([ids[0], ids[1]].sort());
      expect(card).toMatchObject({ readyReports: 2, printedReports: 1, pendingPrints: 1, allReportsReady: false });
      expect(card?.reports[0]).toMatchObject({ status: 'signed', dispatched: false, seen: false, outsourced: false });
      expect(card?.reports[0]?.bill.due).toBe(true);
      expect(page.counts).toEqual({ signed: 2, dispatched: 0 });
      expect(page.grouping).toEqual({ flatWaitingList: false, showLatestOnTop: true });
    });

    it("hides printed reports in the Pending tab and says 'All Reports Ready' when the bill's reports are all signed", async () => {
      const { ids, patientId } = await billed({ stages: ['signed', 'signed'] });
      await setReports([ids[0] as number], { printDone: true });
      const pending = await list(`patientId=${patientId}&tab=pending`);
      expect(listedIds(pending)).toEqual([ids[1]]);
      expect(pending.items[0]).toMatchObject({ allReportsReady: true, printedReports: 0, pendingPrints: 1 });
      expect(listedIds(await list(`patientId=${patientId}&tab=all`)).sort()).toEqual([...ids].sort());
    });

    it('keeps what the print filters of spec 001 §4 keep, as the domain rule says', async () => {
      const patientId = (await billingPatient(ctx, lab)).id;
      const signedDue = await billed({ patientId, stages: ['signed', 'signed'] });
      const dispatchedPaid = await billed({ patientId, stages: ['dispatched', 'dispatched'] });
      await ctx.database.db
        .update(bills)
        .set({ dueAmount: 0 })
        .where(and(eq(bills.labId, lab.labId), eq(bills.id, dispatchedPaid.billId)));
      const [seen, archived] = [signedDue.ids[1] as number, dispatchedPaid.ids[1] as number];
      await setReports([seen], { firstViewedAt: new Date() });
      await setReports([archived], { archivedAt: new Date() });
      const facts = new Map([
        [signedDue.ids[0], { dispatched: false, seen: false, archived: false, billDue: true }],
        [seen, { dispatched: false, seen: true, archived: false, billDue: true }],
        [dispatchedPaid.ids[0], { dispatched: true, seen: false, archived: false, billDue: false }],
        [archived, { dispatched: true, seen: false, archived: true, billDue: false }],
      ]);
      const cases: [string, PrintFilters][] = [
        ['', { tab: 'all', statusCase: 1, paidCase: 1, hideSeen: false, hideOutsourced: false }],
        ['tab=dispatched', { tab: 'dispatched', statusCase: 1, paidCase: 1, hideSeen: false, hideOutsourced: false }],
        ['tab=archives', { tab: 'archives', statusCase: 1, paidCase: 1, hideSeen: false, hideOutsourced: false }],
        ['statusCase=2', { tab: 'all', statusCase: 2, paidCase: 1, hideSeen: false, hideOutsourced: false }],
        ['statusCase=3', { tab: 'all', statusCase: 3, paidCase: 1, hideSeen: false, hideOutsourced: false }],
        ['paidCase=2', { tab: 'all', statusCase: 1, paidCase: 2, hideSeen: false, hideOutsourced: false }],
        ['hideSeen=true', { tab: 'all', statusCase: 1, paidCase: 1, hideSeen: true, hideOutsourced: false }],
        ['hideOutsourced=true', { tab: 'all', statusCase: 1, paidCase: 1, hideSeen: false, hideOutsourced: true }],
      ];
      for (const [query, filters] of cases) {
        const expected = [...facts]
          .filter(([, fact]) =>
            keptByPrintFilters({ live: true, signed: true, printDone: false, outsourced: false, ...fact }, filters),
          )
          .map(([id]) => id)
          .sort();
        const page = await list(`patientId=${patientId}&${query}`);
        expect(listedIds(page).sort(), query).toEqual(expected);
        const dispatchedCount = expected.filter((id) => facts.get(id)?.dispatched).length;
        expect(page.counts, query).toEqual({ signed: expected.length - dispatchedCount, dispatched: dispatchedCount });
      }
    });

    it('puts emergency patients first, then the newest patient first, and finds by the four searches', async () => {
      const name = uniqueName('Searched');
      const older = await billed({});
      const emergency = await billed({});
      const newer = await billed({});
      await setReports(emergency.ids, { emergency: true });
      const page = await list('limit=200');
      const order = page.items.map((card) => card.patient.id);
      expect(order[0]).toBe(emergency.patientId);
      expect(page.items[0]?.emergency).toBe(true);
      expect(order.indexOf(newer.patientId)).toBeLessThan(order.indexOf(older.patientId));

      await ctx.database.db
        .update(patients)
        .set({ fullName: `${name} Kumar` })
        .where(and(eq(patients.labId, lab.labId), eq(patients.id, older.patientId)));
      const [patient] = await ctx.database.db
        .select()
        .from(patients)
        .where(and(eq(patients.labId, lab.labId), eq(patients.id, older.patientId)));
      const byName = await list(`searchName=${encodeURIComponent(name.toLowerCase())}`);
      expect(byName.items.map((card) => card.patient.id)).toEqual([older.patientId]);
      const byId = await list(`searchId=${encodeURIComponent(patient?.labPatientId ?? '')}`);
      expect(byId.items.map((card) => card.patient.id)).toContain(older.patientId);
      expect((await list(`searchReferral=${uniqueName('nobody')}`)).items).toEqual([]);
      expect((await list(`searchOrganisation=${uniqueName('nowhere')}`)).items).toEqual([]);
      expect((await list(`searchName=${uniqueName('nobody')}`)).total).toBe(0);
    });

    it('keeps to the bill days asked, in the lab time zone (default: the last 4 days)', async () => {
      const { patientId } = await billed({});
      expect((await list('from=2020-01-01&to=2020-01-02')).items).toEqual([]);
      expect((await list(`patientId=${patientId}&from=2020-01-01`)).items).toHaveLength(1);
      expect((await list(`patientId=${patientId}&to=2020-01-02`)).items).toEqual([]);
      expect((await list('limit=200')).items.map((card) => card.patient.id)).toContain(patientId);
    });

    it('refuses bad input (400), users without reports.print (403), and shows nothing of another lab', async () => {
      expect((await desk.get('/api/v1/report-prints?statusCase=5')).statusCode).toBe(400);
      expect((await desk.get('/api/v1/report-prints?tab=everything')).statusCode).toBe(400);
      const referral = await lab.user({ isReferral: true, departmentIds: [department.id] });
      const centre = await lab.user({ isCollectionCenter: 4, departmentIds: [department.id] });
      for (const client of [referral, centre]) {
        expect((await client.get('/api/v1/report-prints')).statusCode).toBe(403);
      }
      const theirs = await billed({ of: other });
      expect((await list(`patientId=${theirs.patientId}`)).items).toEqual([]);
    });
  });

  describe('POST /reports/print-done', () => {
    it('marks signed reports as printed, audited, and tells every open list', async () => {
      const { ids } = await billed({ stages: ['signed', 'dispatched'] });
      const response = await desk.post('/api/v1/reports/print-done', { reportIds: ids });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<MarkPrintDoneResult>().marked).toBe(2);
      for (const row of await rowsOf(ids)) {
        expect(row).toMatchObject({ printDone: true, printedBy: desk.id });
        expect(row.printedAt).not.toBeNull();
      }
      expect(await auditRows(ids, 'report.printDone')).toHaveLength(2);
      // Published after the commit: on PostgreSQL it comes back through LISTEN a moment later.
      await expect
        .poll(() => events)
        .toContainEqual(expect.objectContaining({ labId: lab.labId, payload: { kind: 'printed', reportIds: ids } }));
    });

    it('marks nothing when one report is not signed (409 reportNotPrintable) or is another lab (404)', async () => {
      const { ids } = await billed({ stages: ['signed', 'entry'] });
      const unsigned = await desk.post('/api/v1/reports/print-done', { reportIds: ids });
      expect(unsigned.statusCode).toBe(409);
      expect(unsigned.json()).toEqual(refusal('reportNotPrintable'));
      const theirs = await billed({ of: other });
      const foreign = await desk.post('/api/v1/reports/print-done', { reportIds: [ids[0], ...theirs.ids] });
      expect(foreign.statusCode).toBe(404);
      expect((await rowsOf(ids)).map((row) => row.printDone)).toEqual([false, false]);
      expect((await desk.post('/api/v1/reports/print-done', { reportIds: [] })).statusCode).toBe(400);
      expect((await desk.post('/api/v1/reports/print-done', { reportIds: ['x'] })).statusCode).toBe(400);
    });

    it("refuses a due bill's reports when the lab hides due reports (spec 001 §6 hideAmountDueReport)", async () => {
      const { ids } = await billed({});
      await setPrintSettings({ hideAmountDueReport: true });
      try {
        const response = await desk.post('/api/v1/reports/print-done', { reportIds: ids });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(refusal('printNotAllowed'));
      } finally {
        await setPrintSettings({ hideAmountDueReport: false });
      }
      expect((await desk.post('/api/v1/reports/print-done', { reportIds: ids })).statusCode).toBe(200);
    });

    it('marks each report once when two users mark the same reports at once', async () => {
      const { ids } = await billed({ stages: ['signed', 'signed', 'signed'] });
      const [first, second] = await Promise.all([
        technician.post('/api/v1/reports/print-done', { reportIds: ids }),
        secondTechnician.post('/api/v1/reports/print-done', { reportIds: [...ids].reverse() }),
      ]);
      expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
      const marked =
        (first?.json<MarkPrintDoneResult>().marked ?? 0) + (second?.json<MarkPrintDoneResult>().marked ?? 0);
      expect(marked).toBe(3);
      expect(await auditRows(ids, 'report.printDone')).toHaveLength(3);
    });

    it('refuses users without reports.print (403)', async () => {
      const { ids } = await billed({});
      const referral = await lab.user({ isReferral: true, departmentIds: [department.id] });
      expect((await referral.post('/api/v1/reports/print-done', { reportIds: ids })).statusCode).toBe(403);
    });
  });

  describe('POST /report-prints/submit (Submit All)', () => {
    it("submits every signed report of the patients: 'Reports are submitted successfully'", async () => {
      const { ids, patientId } = await billed({ stages: ['signed', 'signed', 'entry'] });
      const response = await technician.post('/api/v1/report-prints/submit', { patientIds: [patientId] });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<SubmitAllResult>()).toEqual({
        submitted: 2,
        queued: false,
        messageKey: 'reportsSubmittedAll',
      });
      expect((await rowsOf(ids)).map((row) => row.entryStage)).toEqual(['dispatched', 'dispatched', 'completed']);
      expect(await auditRows(ids, 'report.submit')).toHaveLength(2);
      // Published after the commit: on PostgreSQL it comes back through LISTEN a moment later.
      await expect
        .poll(() => events)
        .toContainEqual(expect.objectContaining({ payload: { kind: 'submitted', reportIds: [ids[0], ids[1]] } }));
    });

    it('refuses when nothing can be submitted (409 submitInvalid): unsigned, dispatched, another lab', async () => {
      const { ids } = await billed({ stages: ['entry', 'dispatched'] });
      const theirs = await billed({ of: other });
      for (const body of [{ reportIds: ids }, { reportIds: theirs.ids }, { patientIds: [theirs.patientId] }]) {
        const response = await technician.post('/api/v1/report-prints/submit', body);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual(refusal('submitInvalid'));
      }
      expect((await technician.post('/api/v1/report-prints/submit', {})).statusCode).toBe(400);
      expect((await desk.post('/api/v1/report-prints/submit', { reportIds: ids })).statusCode).toBe(403);
    });

    it("queues more than 50 reports: 'This will be queued and submitted within 10 minutes.'", async () => {
      const { ids } = await billed({ stages: Array.from({ length: 51 }, () => 'signed' as const) });
      const response = await technician.post('/api/v1/report-prints/submit', { reportIds: ids });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<SubmitAllResult>()).toEqual({ submitted: 0, queued: true, messageKey: 'submitQueued' });
      expect((await rowsOf(ids)).every((row) => row.entryStage === 'signed')).toBe(true);
      await ctx.services.jobs.worker.runDue();
      expect((await rowsOf(ids)).every((row) => row.entryStage === 'dispatched')).toBe(true);
      expect(await auditRows(ids, 'report.submit')).toHaveLength(51);
    });
  });

  describe('POST and DELETE /reports/{id}/archive', () => {
    it('takes a dispatched report out of the archives and puts it back, audited', async () => {
      const { ids, patientId } = await billed({ stages: ['dispatched'] });
      const [id] = ids as [number];
      expect(listedIds(await list(`patientId=${patientId}&tab=archives`))).toEqual([id]);
      const archived = await desk.post(`/api/v1/reports/${id}/archive`);
      expect(archived.statusCode, archived.body).toBe(200);
      expect(archived.json<ReportArchiveResult>()).toMatchObject({ id, messageKey: 'reportArchived' });
      expect(listedIds(await list(`patientId=${patientId}&tab=archives`))).toEqual([]);
      expect(listedIds(await list(`patientId=${patientId}&tab=dispatched`))).toEqual([id]);
      const restored = await desk.request('DELETE', `/api/v1/reports/${id}/archive`);
      expect(restored.statusCode).toBe(200);
      expect(restored.json<ReportArchiveResult>()).toEqual({ id, archivedAt: null, messageKey: 'reportUnarchived' });
      expect(listedIds(await list(`patientId=${patientId}&tab=archives`))).toEqual([id]);
      expect(await auditRows(ids, 'report.archive')).toHaveLength(1);
      expect(await auditRows(ids, 'report.unarchive')).toHaveLength(1);
      // Published after the commit: on PostgreSQL it comes back through LISTEN a moment later.
      await expect
        .poll(() => events)
        .toContainEqual(expect.objectContaining({ payload: { kind: 'archived', reportIds: [id] } }));
    });

    it('refuses an undispatched report (409), another lab (404), bad ids (400) and referral users (403)', async () => {
      const { ids } = await billed({});
      const refused = await desk.post(`/api/v1/reports/${ids[0]}/archive`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(refusal('reportNotArchivable'));
      const theirs = await billed({ of: other, stages: ['dispatched'] });
      expect((await desk.post(`/api/v1/reports/${theirs.ids[0]}/archive`)).statusCode).toBe(404);
      expect((await desk.post('/api/v1/reports/abc/archive')).statusCode).toBe(400);
      const referral = await lab.user({ isReferral: true, departmentIds: [department.id] });
      expect((await referral.post(`/api/v1/reports/${ids[0]}/archive`)).statusCode).toBe(403);
    });
  });
});
