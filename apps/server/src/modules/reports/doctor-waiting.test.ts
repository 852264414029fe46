import type { ReportList } from '@lims/contract';
import { CreateBill, CreateReportFormat, CreateTest } from '@lims/contract';
import { calendarDateIn } from '@lims/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorDepartments, doctors, labReports, reportSignatures } from '../../db/schema/index.js';
import type { TestLab } from '../../test/factories.js';
import {
  createTestContext,
  type TestClient,
  type TestContext,
  type TestUser,
  uniqueName,
} from '../../test/test-context.js';
import { type BillingCatalogue, billingCatalogue, billingPatient } from '../billing/bills.test-support.js';
import { lockReportForChange, type ReportChange, writeReportChange } from './report-records.queries.js';

describe("the doctor's waiting list and history (spec 001 §4 Doctor-login read-only, §7 doctor/waiting, doctor/history)", () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let catalogue: BillingCatalogue;
  let haemoglobinId: number;
  let haematologyId: number;
  /** Signs for the catalogue's department only. */
  let biochemistryDoctor: TestUser;
  let today: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    catalogue = await billingCatalogue(ctx, lab);
    const haematology = await lab.department(uniqueName('Haematology'));
    haematologyId = haematology.id;
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
    haemoglobinId = test.id;
    biochemistryDoctor = await lab.doctor();
    await ctx.database.db
      .update(doctors)
      .set({ allDepartments: false })
      .where(and(eq(doctors.labId, lab.labId), eq(doctors.id, biochemistryDoctor.id)));
    await ctx.database.db
      .insert(doctorDepartments)
      .values({ labId: lab.labId, doctorId: biochemistryDoctor.id, departmentId: catalogue.glucose.department.id });
    today = calendarDateIn(new Date(), (await ctx.services.labs.getLab(lab.labId)).timeZone);
  });
  afterAll(() => ctx.close());

  /** A bill of a new patient with these tests, each report's values saved (completed) unless `completed` is false. */
  const billed = async (testIds: number[], completed = true) => {
    const patient = await billingPatient(ctx, lab);
    const bill = await ctx.services.bills.create({
      actor: lab.system,
      input: CreateBill.parse({ patientId: patient.id, lines: testIds.map((id) => ({ kind: 'test', id })) }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    if (completed) for (const report of bill.reports) await move(report.id, { completedTests: true });
    const id = (testId: number) => bill.reports.find((report) => report.testId === testId)?.id ?? 0;
    return { bill, patient, id };
  };
  const move = async (id: number, change: ReportChange) => {
    await ctx.database.db.transaction(async (tx) => {
      const locked = await lockReportForChange(tx, lab.labId, id);
      if (!locked) throw new Error(`no report ${id}`);
      await writeReportChange(tx, { before: locked.report, change, at: new Date() });
    });
  };
  const setReport = (id: number, change: Partial<typeof labReports.$inferInsert>) =>
    ctx.database.db
      .update(labReports)
      .set(change)
      .where(and(eq(labReports.labId, lab.labId), eq(labReports.id, id)));

  const waiting = async (client: TestClient, params: Record<string, string>) => {
    const response = await client.get(`/api/v1/doctor/waiting?${new URLSearchParams({ limit: '200', ...params })}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ReportList>().items.map((item) => item.id);
  };

  it('lists the completed reports of the departments the doctor reaches, not the others, nor those not yet entered or dispatched', async () => {
    const made = await billed([catalogue.glucose.id, catalogue.urine.id, catalogue.xray.id, haemoglobinId]);
    const notEntered = await billed([catalogue.creatinine.id], false);
    await move(made.id(catalogue.xray.id), { isSigned: true, isSynced: true });
    const listed = await waiting(biochemistryDoctor, { from: today, to: today });
    expect(listed).toContain(made.id(catalogue.glucose.id));
    expect(listed).toContain(made.id(catalogue.urine.id));
    expect(listed).not.toContain(made.id(catalogue.xray.id));
    expect(listed).not.toContain(made.id(haemoglobinId));
    expect(listed).not.toContain(notEntered.id(catalogue.creatinine.id));
    // By department: one they reach, one they do not (nothing), and all departments for a doctor with all.
    expect(await waiting(biochemistryDoctor, { department: String(haematologyId) })).toEqual([]);
    expect(await waiting(biochemistryDoctor, { department: String(catalogue.glucose.department.id) })).toContain(
      made.id(catalogue.glucose.id),
    );
    const everyDepartment = await lab.doctor();
    expect(await waiting(everyDepartment, {})).toContain(made.id(haemoglobinId));
  });

  it("keeps only emergency reports under 'emergency', and the doctor's own under assigned", async () => {
    const made = await billed([catalogue.glucose.id, catalogue.urine.id, catalogue.creatinine.id]);
    await setReport(made.id(catalogue.urine.id), { emergency: true });
    await setReport(made.id(catalogue.creatinine.id), { consultingDoctorId: biochemistryDoctor.id });
    const emergency = await waiting(biochemistryDoctor, { department: 'emergency' });
    expect(emergency).toContain(made.id(catalogue.urine.id));
    expect(emergency).not.toContain(made.id(catalogue.glucose.id));
    expect(await waiting(biochemistryDoctor, { assigned: 'true' })).toEqual([made.id(catalogue.creatinine.id)]);
  });

  it('moves a report the doctor signed from the waiting list to their history, by signing day', async () => {
    const made = await billed([catalogue.glucose.id]);
    const id = made.id(catalogue.glucose.id);
    expect(await waiting(biochemistryDoctor, {})).toContain(id);
    await ctx.database.db.insert(reportSignatures).values({
      labId: lab.labId,
      reportId: id,
      doctorId: biochemistryDoctor.id,
      position: 1,
      signedAt: new Date(),
      fromDoctorLogin: true,
      valuesDigest: 'a'.repeat(64),
    });
    await move(id, { partialSigned: true });
    expect(await waiting(biochemistryDoctor, {})).not.toContain(id);
    const history = await waiting(biochemistryDoctor, { view: 'history', from: today, to: today });
    expect(history).toContain(id);
    const lastYear = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
    expect(await waiting(biochemistryDoctor, { view: 'history', from: lastYear, to: lastYear })).toEqual([]);
    // Another doctor's history does not hold it; their waiting list still does, as they have not signed.
    const colleague = await lab.doctor();
    expect(await waiting(colleague, { view: 'history' })).not.toContain(id);
    expect(await waiting(colleague, {})).toContain(id);
  });

  it("refuses a lab user (403) and bad input (400); a doctor of another lab sees nothing of this lab's", async () => {
    const made = await billed([catalogue.glucose.id]);
    const refused = await lab.admin.get('/api/v1/doctor/waiting');
    expect(refused.statusCode).toBe(403);
    for (const bad of ['department=surgery', 'view=everything', 'from=2024-02-30', 'assigned=yes']) {
      expect((await biochemistryDoctor.get(`/api/v1/doctor/waiting?${bad}`)).statusCode, bad).toBe(400);
    }
    const stranger = await other.doctor();
    const theirs = await waiting(stranger, {});
    expect(theirs).not.toContain(made.id(catalogue.glucose.id));
    expect(await waiting(stranger, { department: String(catalogue.glucose.department.id) })).toEqual([]);
  });
});
