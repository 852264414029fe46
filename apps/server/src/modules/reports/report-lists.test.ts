import type { PatientReportsList, ReportList } from '@lims/contract';
import { CreateBill, CreateReportFormat, CreateTest } from '@lims/contract';
import { calendarDateIn } from '@lims/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labReports, samples } from '../../db/schema/index.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { type BillingCatalogue, billingCatalogue, billingPatient } from '../billing/bills.test-support.js';
import { lockReportForChange, type ReportChange, writeReportChange } from './report-records.queries.js';

const refusal = (messageKey: string) => ({ error: expect.objectContaining({ messageKey }) });

describe('entry lists: test-wise and patient-wise, by tab, department, branch, days and search (spec 002 §2, §4 Worklist tabs)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let catalogue: BillingCatalogue;
  let otherCatalogue: BillingCatalogue;
  /** A test of a second department (Haematology). */
  let haemoglobin: { id: number; departmentId: number };
  /** Result staff of the catalogue's department only, of Haematology only, and of none. */
  let biochemist: TestClient;
  let haematologist: TestClient;
  let noDepartment: TestClient;
  let today: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    [catalogue, otherCatalogue] = await Promise.all([billingCatalogue(ctx, lab), billingCatalogue(ctx, other)]);
    const haematology = await lab.department(uniqueName('Haematology'));
    const test = await ctx.services.labTests.create({
      actor: lab.system,
      input: CreateTest.parse({
        code: uniqueName('HB'),
        name: uniqueName('Haemoglobin'),
        departmentId: haematology.id,
        sampleTypeId: null,
        price: 10_000,
        targetTatMinutes: 30,
      }),
    });
    await ctx.services.reportFormats.create({
      actor: lab.system,
      input: CreateReportFormat.parse({
        testId: test.id,
        name: 'Default',
        isDefault: true,
        parameters: [{ index: 1, order: 1, name: 'Hb', unit: 'g/dL', isNumeric: true }],
      }),
    });
    haemoglobin = { id: test.id, departmentId: haematology.id };
    [biochemist, haematologist, noDepartment] = await Promise.all([
      lab.user({ labAccess: true, departmentIds: [catalogue.glucose.department.id] }),
      lab.user({ labAccess: true, departmentIds: [haematology.id] }),
      lab.user({ labAccess: true }),
    ]);
    today = calendarDateIn(new Date(), (await ctx.services.labs.getLab(lab.labId)).timeZone);
  });
  afterAll(() => ctx.close());

  /** A bill of a new patient with these tests: its reports by test id, its samples and patient. */
  const billed = async (testIds: number[], of: TestLab = lab) => {
    const patient = await billingPatient(ctx, of);
    const bill = await ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({ patientId: patient.id, lines: testIds.map((id) => ({ kind: 'test', id })) }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const report = (testId: number) => {
      const found = bill.reports.find((one) => one.testId === testId);
      if (!found) throw new Error(`no report of test ${testId}`);
      return found;
    };
    return { bill, patient, report, id: (testId: number) => report(testId).id };
  };

  /** Moves a report as result entry and signing would: flags written through the skeleton, entry stage kept. */
  const move = async (id: number, change: ReportChange, of: TestLab = lab) => {
    await ctx.database.db.transaction(async (tx) => {
      const locked = await lockReportForChange(tx, of.labId, id);
      if (!locked) throw new Error(`no report ${id}`);
      await writeReportChange(tx, { before: locked.report, change, at: new Date() });
    });
  };
  const setSample = (id: number | null, change: Partial<typeof samples.$inferInsert>) =>
    ctx.database.db
      .update(samples)
      .set(change)
      .where(and(eq(samples.labId, lab.labId), eq(samples.id, id ?? 0)));
  const setReport = (id: number, change: Partial<typeof labReports.$inferInsert>) =>
    ctx.database.db
      .update(labReports)
      .set(change)
      .where(and(eq(labReports.labId, lab.labId), eq(labReports.id, id)));

  const query = (params: Record<string, string | number | boolean | undefined>) =>
    new URLSearchParams(
      Object.entries(params).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, String(value)] as [string, string]],
      ),
    ).toString();
  const listed = async (client: TestClient, params: Record<string, string | number | boolean | undefined>) => {
    const response = await client.get(`/api/v1/reports?${query(params)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReportList>();
  };
  const idsIn = async (client: TestClient, params: Record<string, string | number | boolean | undefined>) =>
    (await listed(client, params)).items.map((item) => item.id);

  it('puts each report in its tab: pending, partial, completed, signed, partially approved; never a dispatched one', async () => {
    const { glucose, creatinine, urine, xray, alt, ast } = catalogue;
    const made = await billed([glucose.id, creatinine.id, urine.id, xray.id, alt.id, ast.id]);
    await move(made.id(creatinine.id), { completedTests: true, partialFill: true });
    await move(made.id(urine.id), { completedTests: true });
    await move(made.id(xray.id), { completedTests: true, isSigned: true });
    await move(made.id(alt.id), { completedTests: true, isSigned: true, isSynced: true });
    await move(made.id(ast.id), { completedTests: true, partialSigned: true });
    const of = (tab: string) => idsIn(lab.admin, { tab, patientId: made.patient.id });

    expect(await of('pending')).toEqual([made.id(glucose.id)]);
    expect(await of('partial')).toEqual([made.id(creatinine.id)]);
    expect(await of('completed')).toEqual([made.id(urine.id)]);
    expect(await of('signed')).toEqual([made.id(xray.id)]);
    expect(await of('partiallyApproved')).toEqual([made.id(ast.id)]);
    const total = await listed(lab.admin, { tab: 'total', patientId: made.patient.id });
    expect(total.items.map((item) => item.id).sort()).toEqual(
      [glucose, creatinine, urine, xray, ast].map((test) => made.id(test.id)).sort(),
    );
    expect(total.total).toBe(5);
    // The item's status is the domain's, from the same flags (spec 002 §4 priority order).
    const statusOf = (testId: number) => total.items.find((item) => item.id === made.id(testId))?.status;
    expect(statusOf(creatinine.id)).toBe('partiallyCompleted');
    expect(statusOf(xray.id)).toBe('signed');
    expect(statusOf(ast.id)).toBe('partiallySigned');
    expect(statusOf(glucose.id)).toBe('notCollected');
  });

  it('leaves a report whose sample was redrawn out of Pending, and lists it in Total as Sample Redrawn', async () => {
    const made = await billed([catalogue.glucose.id]);
    await setSample(made.report(catalogue.glucose.id).sampleId, { redrawFlag: 1 });
    expect(await idsIn(lab.admin, { tab: 'pending', patientId: made.patient.id })).toEqual([]);
    const total = await listed(lab.admin, { tab: 'total', patientId: made.patient.id });
    expect(total.items.map((item) => [item.id, item.status])).toEqual([
      [made.id(catalogue.glucose.id), 'sampleRedrawn'],
    ]);
  });

  it('lists emergency reports first whatever the sort and direction, and alone in the Emergency tab', async () => {
    const { glucose, creatinine, urine } = catalogue;
    const made = await billed([glucose.id, creatinine.id, urine.id]);
    await setReport(made.id(creatinine.id), { emergency: true });
    for (const direction of ['asc', 'desc']) {
      for (const sort of ['lastUpdated', 'billTime', 'accessionDate']) {
        const ids = await idsIn(lab.admin, { tab: 'pending', patientId: made.patient.id, sort, direction });
        expect(ids[0], `${sort} ${direction}`).toBe(made.id(creatinine.id));
        expect(ids).toHaveLength(3);
      }
    }
    expect(await idsIn(lab.admin, { tab: 'emergency', patientId: made.patient.id })).toEqual([made.id(creatinine.id)]);
  });

  it('holds reports with critical values in Critical, and those past their target in TAT Exceeded (never redrawn)', async () => {
    const { glucose, creatinine, urine } = catalogue;
    const made = await billed([glucose.id, creatinine.id, urine.id]);
    await move(made.id(glucose.id), { completedTests: true, criticalValues: 2 });
    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    // Glucose: 60 minutes, accessioned two hours ago; creatinine shares its sample (120 minutes): exceeded too.
    await setSample(made.report(glucose.id).sampleId, { accessionedAt: twoHoursAgo, status: 'received' });
    // Urine (90 minutes): accessioned two hours ago but redrawn: never exceeded.
    await setSample(made.report(urine.id).sampleId, { accessionedAt: twoHoursAgo, status: 'received', redrawFlag: 1 });
    expect(await idsIn(lab.admin, { tab: 'critical', patientId: made.patient.id })).toEqual([made.id(glucose.id)]);
    expect((await idsIn(lab.admin, { tab: 'tatExceeded', patientId: made.patient.id })).sort()).toEqual(
      [made.id(glucose.id), made.id(creatinine.id)].sort(),
    );
    await setSample(made.report(glucose.id).sampleId, { accessionedAt: new Date(Date.now() - 30 * 60_000) });
    expect(await idsIn(lab.admin, { tab: 'tatExceeded', patientId: made.patient.id })).toEqual([]);
  });

  it('holds a report out at a centre in Outsourced', async () => {
    const made = await billed([catalogue.glucose.id, catalogue.urine.id]);
    const centre = await ctx.services.outsourceCentres.create({
      actor: lab.system,
      input: { name: uniqueName('Reference Lab') },
    });
    await ctx.services.outsourcing.outsource({
      actor: lab.system,
      input: { reports: [{ labReportId: made.id(catalogue.glucose.id), centreId: centre.id }] },
    });
    const page = await listed(lab.admin, { tab: 'outsourced', patientId: made.patient.id });
    expect(page.items.map((item) => [item.id, item.outsourced])).toEqual([[made.id(catalogue.glucose.id), true]]);
  });

  it("lists only the caller's departments: one department's staff see its reports, staff of none see none", async () => {
    const made = await billed([catalogue.glucose.id, haemoglobin.id]);
    const params = { tab: 'total', patientId: made.patient.id };
    expect(await idsIn(biochemist, params)).toEqual([made.id(catalogue.glucose.id)]);
    expect(await idsIn(haematologist, params)).toEqual([made.id(haemoglobin.id)]);
    expect(await idsIn(noDepartment, params)).toEqual([]);
    expect(await idsIn(lab.admin, { ...params, departmentId: haemoglobin.departmentId })).toEqual([
      made.id(haemoglobin.id),
    ]);
    // A department the caller lacks narrows to nothing rather than widening the reach.
    expect(await idsIn(biochemist, { ...params, departmentId: haemoglobin.departmentId })).toEqual([]);
  });

  it("keeps a session working in one branch to that branch's bills (spec 001 §6)", async () => {
    const branched = await ctx.createLab();
    const tests = await billingCatalogue(ctx, branched);
    await branched.admin.put('/api/v1/branches/management', { enabled: true });
    const east = (await branched.admin.post('/api/v1/branches', { name: 'East' })).json<{ id: number }>();
    const west = (await branched.admin.post('/api/v1/branches', { name: 'West' })).json<{ id: number }>();
    const [eastStaff, westStaff] = await Promise.all([
      branched.user({ branchId: east.id, labAccess: true, admin: true }),
      branched.user({ branchId: west.id, labAccess: true, admin: true }),
    ]);
    const patient = await billingPatient(ctx, branched);
    const bill = await ctx.services.bills.create({
      actor: branched.system,
      input: CreateBill.parse({
        patientId: patient.id,
        branchId: east.id,
        lines: [{ kind: 'test', id: tests.glucose.id }],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const params = { tab: 'total', patientId: patient.id };
    expect(await idsIn(eastStaff, params)).toEqual(bill.reports.map((report) => report.id));
    expect(await idsIn(westStaff, params)).toEqual([]);
    expect(await idsIn(branched.admin, params)).toEqual(bill.reports.map((report) => report.id));
  });

  it("never lists another lab's reports", async () => {
    const theirs = await billed([otherCatalogue.glucose.id], other);
    const ours = await billed([catalogue.glucose.id]);
    expect(await idsIn(lab.admin, { tab: 'total', patientId: theirs.patient.id })).toEqual([]);
    expect(await idsIn(other.admin, { tab: 'total', patientId: ours.patient.id })).toEqual([]);
    const everything = await idsIn(other.admin, { tab: 'total', limit: 200 });
    expect(everything).toContain(theirs.id(otherCatalogue.glucose.id));
    expect(everything).not.toContain(ours.id(catalogue.glucose.id));
  });

  it("keeps the bill days asked, in the lab's time zone, and finds a report by bill id, sample id or patient", async () => {
    const made = await billed([catalogue.glucose.id]);
    const id = made.id(catalogue.glucose.id);
    const yesterday = new Date(`${today}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const dayBefore = yesterday.toISOString().slice(0, 10);
    expect(await idsIn(lab.admin, { tab: 'total', patientId: made.patient.id, from: today, to: today })).toEqual([id]);
    expect(
      await idsIn(lab.admin, { tab: 'total', patientId: made.patient.id, from: dayBefore, to: dayBefore }),
    ).toEqual([]);
    const sampleId = made.bill.samples[0]?.autoSampleId ?? '';
    for (const search of [made.bill.labBillId, sampleId, made.patient.fullName]) {
      expect(await idsIn(lab.admin, { tab: 'total', search, limit: 200 }), search).toContain(id);
    }
    expect(await idsIn(lab.admin, { tab: 'total', search: uniqueName('nobody') })).toEqual([]);
  });

  it("sorts by the lab's sortingFlag (0 last updated, 1 accession date, 2 bill time) unless a sort is asked", async () => {
    const { glucose, urine, xray } = catalogue;
    const made = await billed([glucose.id, urine.id, xray.id]);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    // Each order different: last updated glucose, urine, x-ray; accession urine, glucose; bill time x-ray, glucose, urine.
    await setReport(made.id(glucose.id), { updatedAt: at(1), createdAt: at(20) });
    await setReport(made.id(urine.id), { updatedAt: at(2), createdAt: at(30) });
    await setReport(made.id(xray.id), { updatedAt: at(3), createdAt: at(10) });
    await setSample(made.report(glucose.id).sampleId, { accessionedAt: at(15) });
    await setSample(made.report(urine.id).sampleId, { accessionedAt: at(5) });
    const ids = (...tests: { id: number }[]) => tests.map((test) => made.id(test.id));
    const sortingFlag = async (flag: 0 | 1 | 2) =>
      ctx.services.labs.updateSettings({
        actor: lab.system,
        labId: lab.labId,
        patch: { operation: { sortingFlag: flag } },
        action: 'settings.test.update',
      });
    const params = { tab: 'total', patientId: made.patient.id };
    try {
      await sortingFlag(0);
      expect(await idsIn(lab.admin, params)).toEqual(ids(glucose, urine, xray));
      await sortingFlag(1);
      // The x-ray has no sample, so no accession date: it comes last.
      expect(await idsIn(lab.admin, params)).toEqual(ids(urine, glucose, xray));
      await sortingFlag(2);
      expect(await idsIn(lab.admin, params)).toEqual(ids(xray, glucose, urine));
      expect(await idsIn(lab.admin, { ...params, sort: 'lastUpdated', direction: 'asc' })).toEqual(
        ids(xray, urine, glucose),
      );
    } finally {
      await sortingFlag(0);
    }
  });

  it('groups reports by patient: emergency patients first, each with their reports and the patient-level status', async () => {
    const { glucose, urine } = catalogue;
    const signedPatient = await billed([glucose.id, urine.id]);
    await move(signedPatient.id(glucose.id), { completedTests: true, isSigned: true });
    await move(signedPatient.id(urine.id), { completedTests: true });
    const emergencyPatient = await billed([glucose.id]);
    await setReport(emergencyPatient.id(glucose.id), { emergency: true, updatedAt: new Date(Date.now() - 3_600_000) });
    const response = await lab.admin.get(`/api/v1/reports/patient-wise?${query({ tab: 'total', limit: 200 })}`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<PatientReportsList>();
    expect(page.items[0]?.emergency).toBe(true);
    const card = (patientId: number) => page.items.find((item) => item.patient.id === patientId);
    // One signed, one completed: 'Completed if all completed' comes before 'Partially Signed if some signed'.
    expect(card(signedPatient.patient.id)?.status).toBe('completed');
    expect(
      card(signedPatient.patient.id)
        ?.reports.map((report) => report.id)
        .sort(),
    ).toEqual([signedPatient.id(glucose.id), signedPatient.id(urine.id)].sort());
    expect(card(emergencyPatient.patient.id)?.patient.labPatientId).toBe(emergencyPatient.patient.labPatientId);
    expect(page.items.findIndex((item) => item.patient.id === emergencyPatient.patient.id)).toBeLessThan(
      page.items.findIndex((item) => item.patient.id === signedPatient.patient.id),
    );

    const one = await lab.admin.get(
      `/api/v1/reports/patient-wise?${query({ tab: 'signed', patientId: signedPatient.patient.id })}`,
    );
    const onePage = one.json<PatientReportsList>();
    expect(onePage.total).toBe(1);
    expect(onePage.items[0]?.reports.map((report) => report.id)).toEqual([signedPatient.id(glucose.id)]);
    expect(onePage.items[0]?.status).toBe('signed');
  });

  it('refuses bad input (400), a receptionist and a doctor (403), and a keyset cursor on an emergency-first list', async () => {
    for (const bad of ['tab=archived', 'from=2024-13-01', 'departmentId=abc', 'limit=1000', 'sort=name']) {
      const response = await lab.admin.get(`/api/v1/reports?${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
    const cursor = await lab.admin.get('/api/v1/reports?cursor=abc');
    expect(cursor.statusCode).toBe(400);
    const receptionist = await lab.user();
    const refused = await receptionist.get('/api/v1/reports');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusal('accessDenied'));
    expect((await receptionist.get('/api/v1/reports/patient-wise')).statusCode).toBe(403);
    const doctor = await lab.doctor();
    expect((await doctor.get('/api/v1/reports')).statusCode).toBe(403);
  });

  it("lists in Assigned the reports whose consulting doctor is the caller's doctor identity; none for a lab user who is no doctor", async () => {
    const made = await billed([catalogue.glucose.id, catalogue.urine.id]);
    const doctorUser = await lab.user({ labAccess: true, admin: true });
    const doctor = await lab.doctor({ labUserId: doctorUser.id });
    await setReport(made.id(catalogue.urine.id), { consultingDoctorId: doctor.id });
    const params = { tab: 'assigned', patientId: made.patient.id };
    expect(await idsIn(doctorUser, params)).toEqual([made.id(catalogue.urine.id)]);
    expect(await idsIn(lab.admin, params)).toEqual([]);
  });
});
