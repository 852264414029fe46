import {
  type CatalogueTest,
  CreateBill,
  CreateLabUser,
  CreateReportFormat,
  CreateTest,
  type Department,
  type ReportEntry,
  type ReportFormatParameterInput,
  type ReportSaved,
  type ReportsPayload,
  type UpdateOperationSettings,
} from '@lims/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, doctorDepartments, doctors, labReports, reportSignatures } from '../../db/schema/index.js';
import type { DomainEvent } from '../../platform/events/event-bus.js';
import { type TestLab, testPassword } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { billingPatient } from '../billing/bills.test-support.js';

const refusal = (messageKey: string, field?: string) => ({
  error: expect.objectContaining({ messageKey, ...(field ? { field } : {}) }),
});

/** A complete blood count cut down to what result entry distinguishes (spec 001 §3 'Report format parameter'). */
const bloodCount: ReportFormatParameterInput[] = [
  {
    index: 1,
    order: 1,
    name: 'Haemoglobin',
    unit: 'g/dL',
    isNumeric: true,
    lowerBoundMale: 13,
    upperBoundMale: 17,
    lowerBoundFemale: 12,
    upperBoundFemale: 15,
    criticalLowerMale: 7,
    criticalUpperMale: 20,
    criticalLowerFemale: 7,
    criticalUpperFemale: 20,
  },
  {
    index: 2,
    order: 2,
    name: 'Red cell count',
    unit: 'million/uL',
    isNumeric: true,
    lowerBoundMale: 4.5,
    upperBoundMale: 5.9,
  },
  { index: 3, order: 3, name: 'Haemoglobin per cell', unit: 'pg', isNumeric: true, calculationString: '#1 * 10 / #2' },
  { index: 4, order: 4, name: 'Differential', styleFlag: true },
  { index: 5, order: 5, name: 'Blood group', listField: 'A~1#B~2#AB~3#O~4' },
  { index: 6, order: 6, name: 'Smear', descriptionFlag: true, optionalField: true },
  { index: 7, order: 7, name: 'Eosinophils', unit: '%', isNumeric: true, optionalField: true },
];

/** A second format: Haemoglobin stays as it was; index 2 is another parameter. */
const shortCount: ReportFormatParameterInput[] = [
  { index: 1, order: 1, name: 'Haemoglobin', unit: 'g/dL', isNumeric: true, lowerBoundMale: 13, upperBoundMale: 17 },
  { index: 2, order: 2, name: 'Platelets', unit: '10^3/uL', isNumeric: true },
];

describe('result entry: a report opened, its values saved and checked by the server (spec 001 §2, §5, §7)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let haematology: Department;
  let bloodCountTest: CatalogueTest;
  let otherTest: CatalogueTest;
  let fullFormatId: number;
  let shortFormatId: number;
  /** A technician of haematology. */
  let technician: TestClient;
  let secondTechnician: TestClient;
  /** A technician of another department only. */
  let biochemist: TestClient;
  /** A receptionist: no lab access. */
  let desk: TestClient;
  const events: DomainEvent[] = [];

  const catalogueTest = async (of: TestLab, department: Department) => {
    const actor = of.system;
    const test = await ctx.services.labTests.create({
      actor,
      input: CreateTest.parse({
        code: uniqueName('CBC'),
        name: uniqueName('Blood count'),
        departmentId: department.id,
        sampleTypeId: null,
        price: 30_000,
        targetTatMinutes: 120,
      }),
    });
    const full = await ctx.services.reportFormats.create({
      actor,
      input: CreateReportFormat.parse({ testId: test.id, name: 'Full', isDefault: true, parameters: bloodCount }),
    });
    const short = await ctx.services.reportFormats.create({
      actor,
      input: CreateReportFormat.parse({ testId: test.id, name: 'Short', isDefault: false, parameters: shortCount }),
    });
    return { test, fullId: full.id, shortId: short.id };
  };

  /** A new bill of the test for the patient (a new one when none is given): its one report's id. */
  const billReport = async (
    of: TestLab = lab,
    patientId?: number,
    test: CatalogueTest = bloodCountTest,
    payments: { mode: 'Cash'; amount: number }[] = [],
  ) => {
    const bill = await ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({
        patientId: patientId ?? (await billingPatient(ctx, of)).id,
        lines: [{ kind: 'test', id: test.id, quantity: 1, concession: { type: 'amount', value: 0 } }],
        concession: { type: 'amount', value: 0 },
        payments,
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const [report] = bill.reports;
    if (!report) throw new Error('the bill made no report');
    return { reportId: report.id, patientId: bill.patient.id };
  };

  const read = async (reportId: number, client: TestClient = technician) =>
    (await client.get(`/api/v1/reports/${reportId}`)).json<ReportEntry>();

  const save = (reportId: number, body: Record<string, unknown>, client: TestClient = technician) =>
    client.put(`/api/v1/reports/${reportId}/values`, { formatId: fullFormatId, ...body });

  const typed = (values: Record<number, string>) =>
    Object.entries(values).map(([index, value]) => ({ index: Number(index), value }));

  const setOperation = async (change: Partial<UpdateOperationSettings>) => {
    const { signingDoctors: _signingDoctors, ...current } = await ctx.services.labSettings.getOperation({
      actor: lab.system,
    });
    await ctx.services.labSettings.updateOperation({ actor: lab.system, input: { ...current, ...change } });
  };

  const auditRows = (reportId: number, action: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'report'), eq(auditLog.entityId, String(reportId)), eq(auditLog.action, action)),
      )
      .orderBy(desc(auditLog.id));

  /** A doctor's signature put straight on the report, as signing leaves it (the signing area's own tests cover how). */
  const signedBy = async (reportId: number) => {
    const doctor = await lab.doctor();
    await ctx.database.db.insert(reportSignatures).values({
      labId: lab.labId,
      reportId,
      doctorId: doctor.id,
      position: 1,
      signedAt: new Date(),
      valuesDigest: 'signed on the values saved before',
    });
    await ctx.database.db
      .update(labReports)
      .set({ isSigned: true, entryStage: 'signed' })
      .where(and(eq(labReports.labId, lab.labId), eq(labReports.id, reportId)));
    return doctor;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    haematology = await lab.department(uniqueName('Haematology'));
    const biochemistry = await lab.department(uniqueName('Biochemistry'));
    const made = await catalogueTest(lab, haematology);
    bloodCountTest = made.test;
    fullFormatId = made.fullId;
    shortFormatId = made.shortId;
    otherTest = (await catalogueTest(other, await other.department(uniqueName('Haematology')))).test;
    [technician, secondTechnician, biochemist, desk] = await Promise.all([
      lab.user({ labAccess: true, fullName: 'Entry Technician', departmentIds: [haematology.id] }),
      lab.user({ labAccess: true, departmentIds: [haematology.id] }),
      lab.user({ labAccess: true, departmentIds: [biochemistry.id] }),
      lab.user(),
    ]);
    ctx.bus.subscribe((event) => {
      if (event.channel === 'waiting-list') events.push(event);
    });
  });
  afterAll(() => ctx.close());

  it("answers the format, its ranges and the patient's previous values of the same test (spec 001 §2 'Report-entry panel')", async () => {
    const earlier = await billReport();
    const first = await read(earlier.reportId);
    expect(
      (await save(earlier.reportId, { version: first.version, values: typed({ 1: '14', 2: '5' }) })).statusCode,
    ).toBe(200);
    const { reportId } = await billReport(lab, earlier.patientId);

    const entry = await read(reportId);
    expect(entry.formats).toEqual([
      { id: fullFormatId, name: 'Full', isDefault: true },
      { id: shortFormatId, name: 'Short', isDefault: false },
    ]);
    expect(entry.format?.id).toBe(fullFormatId);
    expect(entry.format?.parameters[0]).toMatchObject({
      name: 'Haemoglobin',
      lowerBoundMale: 13,
      criticalUpperMale: 20,
    });
    expect(entry.test).toMatchObject({ id: bloodCountTest.id, department: { id: haematology.id } });
    expect(entry.status).toBe('incomplete');
    expect(entry.values).toEqual([]);
    const previousOn = (await read(earlier.reportId)).enteredAt;
    expect(entry.previousValues).toEqual(
      expect.arrayContaining([
        { index: 1, value: '14', reportedAt: previousOn, reportId: earlier.reportId },
        { index: 2, value: '5', reportedAt: previousOn, reportId: earlier.reportId },
      ]),
    );
    // Nothing paid yet: the bill is due (the viewer's hideAmountDueReport reads it, spec 001 §6).
    expect(entry.sidePanel).toMatchObject({
      previousReportOn: previousOn,
      interfacedOn: null,
      attachments: 0,
      billDue: true,
    });
    expect(entry).toMatchObject({ editable: true, signable: false, minApprovals: 1, maxApprovals: 4, signatures: [] });
    // The earlier report has no earlier one of its own.
    expect((await read(earlier.reportId)).previousValues).toEqual([]);
  });

  it('tells the viewer the bill is no longer due once it is paid in full', async () => {
    const paid = await billReport(lab, undefined, bloodCountTest, [{ mode: 'Cash', amount: 30_000 }]);
    expect((await read(paid.reportId)).sidePanel.billDue).toBe(false);
  });

  it('computes the calculation itself and ignores a calculated value forged by the client (spec 001 §5)', async () => {
    await setOperation({ forceCalculationFlag: true });
    try {
      const { reportId } = await billReport();
      const { version } = await read(reportId);
      const response = await save(reportId, { version, values: typed({ 1: '15', 2: '5', 3: '999' }) });
      expect(response.statusCode).toBe(200);
      const saved = response.json<ReportSaved>();
      expect(saved.report.values.find((value) => value.index === 3)?.value).toBe('30');
      expect(saved.messageKey).toBe('reportSaved');
    } finally {
      await setOperation({ forceCalculationFlag: false });
    }
  });

  it('flags a high value 1 and a critical one 2, counts it, tells the lab and takes an acknowledgement (spec 001 §3, §5)', async () => {
    const { reportId } = await billReport();
    const { version } = await read(reportId);
    const high = (await save(reportId, { version, values: typed({ 1: '18', 2: '5' }) })).json<ReportSaved>();
    expect(high.report.values.find((value) => value.index === 1)).toMatchObject({ highlight: true, isCritical: 1 });
    expect(high.report.critical.count).toBe(0);
    expect(
      events.some(
        (event) =>
          (event.payload as ReportsPayload).kind === 'critical' &&
          event.labId === lab.labId &&
          (event.payload as ReportsPayload).reportIds.includes(reportId),
      ),
    ).toBe(false);

    const critical = (
      await save(reportId, { version: high.report.version, values: typed({ 1: '21', 2: '5' }) })
    ).json<ReportSaved>();
    expect(critical.report.values.find((value) => value.index === 1)).toMatchObject({ highlight: true, isCritical: 2 });
    expect(critical.report.critical).toEqual({ count: 1, acknowledgedAt: null, acknowledgedBy: null });
    // On PostgreSQL the event comes back through NOTIFY, a moment after the answer.
    await vi.waitFor(() =>
      expect(events).toContainEqual(
        expect.objectContaining({
          channel: 'waiting-list',
          labId: lab.labId,
          payload: {
            kind: 'critical',
            reportIds: [reportId],
            critical: {
              reportId,
              testName: bloodCountTest.name,
              patientName: critical.report.patient.fullName,
              count: 1,
            },
          },
        }),
      ),
    );

    const acknowledged = await technician.post(`/api/v1/reports/${reportId}/critical-acknowledgement`, {
      version: critical.report.version,
    });
    expect(acknowledged.statusCode).toBe(200);
    expect(acknowledged.json<ReportEntry>().critical).toMatchObject({ count: 1, acknowledgedBy: 'Entry Technician' });
    await vi.waitFor(() =>
      expect(events).toContainEqual(
        expect.objectContaining({ payload: { kind: 'criticalAcknowledged', reportIds: [reportId] } }),
      ),
    );
    expect(await auditRows(reportId, 'report.criticalAcknowledged')).toHaveLength(1);
  });

  it('refuses to acknowledge a report with no critical value', async () => {
    const { reportId } = await billReport();
    const { version } = await read(reportId);
    const response = await technician.post(`/api/v1/reports/${reportId}/critical-acknowledgement`, { version });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusal('noCriticalValue'));
  });

  it("refuses 10001 characters unless values go to the document store (spec 001 §9 'Value text cap')", async () => {
    const { reportId } = await billReport();
    const { version } = await read(reportId);
    const long = 'x'.repeat(10_001);
    const refused = await save(reportId, { version, values: typed({ 1: '14', 6: long }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal('valueTooLong', 'values.6'));
    expect((await read(reportId)).version).toBe(version);

    await setOperation({ storeValuesToDocumentDb: true });
    try {
      const kept = await save(reportId, { version, values: typed({ 1: '14', 6: long }) });
      expect(kept.statusCode).toBe(200);
      expect(kept.json<ReportSaved>().report.values.find((value) => value.index === 6)?.value).toHaveLength(10_001);
    } finally {
      await setOperation({ storeValuesToDocumentDb: false });
    }
  });

  it("refuses an empty mandatory value under the mandatory fields flag (spec 001 §5 'Save')", async () => {
    const { reportId } = await billReport();
    const { version } = await read(reportId);
    await setOperation({ mandatoryFieldsFlag: true });
    try {
      const refused = await save(reportId, { version, values: typed({ 1: '14', 2: '5' }) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual(refusal('mandatoryFieldsMissing', 'values.5'));
      const complete = await save(reportId, { version, values: typed({ 1: '14', 2: '5', 5: 'O' }) });
      expect(complete.statusCode).toBe(200);
    } finally {
      await setOperation({ mandatoryFieldsFlag: false });
    }
  });

  it("saves an empty value as '-', a description as empty, and a partly filled report as partial (spec 001 §3, §5)", async () => {
    const { reportId } = await billReport();
    const { version } = await read(reportId);
    const saved = (await save(reportId, { version, values: typed({ 1: '14', 2: '', 6: '' }) })).json<ReportSaved>();
    const storedAt = (index: number) => saved.report.values.find((value) => value.index === index)?.value;
    expect([storedAt(2), storedAt(5), storedAt(6), storedAt(3)]).toEqual(['-', '-', '', '-']);
    // The heading row takes no value.
    expect(storedAt(4)).toBeUndefined();
    expect(saved.report).toMatchObject({
      status: 'partiallyCompleted',
      stage: 'partial',
      enteredBy: 'Entry Technician',
    });

    const full = (
      await save(reportId, { version: saved.report.version, values: typed({ 1: '14', 2: '5', 5: 'A' }) })
    ).json<ReportSaved>();
    expect(full.report).toMatchObject({ status: 'completed', stage: 'completed', signable: true });
    const [audited] = await auditRows(reportId, 'report.values');
    expect(audited?.before).toMatchObject({ partialFill: true });
    expect(audited?.after).toMatchObject({ partialFill: false, completedTests: true });
  });

  it('refuses a receptionist and a collection centre (403), another lab and another department (404)', async () => {
    const { reportId } = await billReport();
    const { version } = await read(reportId);
    const organisation = await lab.organisation();
    const username = uniqueName('centre');
    await ctx.services.labUsers.create({
      actor: lab.system,
      input: {
        ...CreateLabUser.parse({
          username,
          password: 'Demo@1234',
          fullName: uniqueName('City Centre'),
          isCollectionCenter: 4,
          labAccess: true,
          departmentIds: [haematology.id],
        }),
        organisationId: organisation.id,
      },
    });
    const centre = await ctx.signIn(username);
    for (const client of [desk, centre]) {
      expect((await client.get(`/api/v1/reports/${reportId}`)).statusCode).toBe(403);
      expect((await save(reportId, { version, values: typed({ 1: '14' }) }, client)).statusCode).toBe(403);
    }
    const elsewhere = await billReport(other, undefined, otherTest);
    expect((await technician.get(`/api/v1/reports/${elsewhere.reportId}`)).statusCode).toBe(404);
    expect((await save(elsewhere.reportId, { version: 0, values: [] })).statusCode).toBe(404);
    expect((await biochemist.get(`/api/v1/reports/${reportId}`)).statusCode).toBe(404);
    expect((await save(reportId, { version, values: typed({ 1: '14' }) }, biochemist)).statusCode).toBe(404);
  });

  it('lets one of two technicians saving the same version at once win; the other reads 409 (decision 0012)', async () => {
    const { reportId } = await billReport();
    const { version } = await read(reportId);
    const answers = await Promise.all([
      save(reportId, { version, values: typed({ 1: '14' }) }),
      save(reportId, { version, values: typed({ 1: '15' }) }, secondTechnician),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual(refusal('staleRecord'));
  });

  it('refuses a value change of a signed report until the client accepts removing the signatures (decision 0039)', async () => {
    const { reportId } = await billReport();
    const first = (
      await save(reportId, { version: 0, values: typed({ 1: '14', 2: '5', 5: 'A' }) })
    ).json<ReportSaved>();
    const doctor = await signedBy(reportId);
    const signed = await read(reportId);
    expect(signed).toMatchObject({ status: 'signed', editable: true });
    expect(signed.signatures).toMatchObject([{ doctorId: doctor.id, position: 1 }]);

    // The same values again keep the signature.
    const same = await save(reportId, { version: signed.version, values: typed({ 1: '14', 2: '5', 5: 'A' }) });
    expect(same.json<ReportSaved>()).toMatchObject({ signaturesRemoved: 0, report: { status: 'signed' } });

    const changed = typed({ 1: '15', 2: '5', 5: 'A' });
    const refused = await save(reportId, { version: same.json<ReportSaved>().report.version, values: changed });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(refusal('valuesChangeRemovesSignatures'));
    const removed = await save(reportId, {
      version: same.json<ReportSaved>().report.version,
      values: changed,
      removeSignatures: true,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ReportSaved>()).toMatchObject({
      signaturesRemoved: 1,
      report: { status: 'completed', signatures: [] },
    });
    expect(await auditRows(reportId, 'report.signaturesRemoved')).toHaveLength(1);
    expect(first.report.id).toBe(reportId);
  });

  it('amends a dispatched report only for an administrator with a reason, keeping the original (the issue)', async () => {
    const { reportId } = await billReport();
    await save(reportId, { version: 0, values: typed({ 1: '14', 2: '5', 5: 'A' }) });
    await signedBy(reportId);
    await ctx.database.db
      .update(labReports)
      .set({ isSynced: true, syncedAt: new Date(), entryStage: 'dispatched' })
      .where(and(eq(labReports.labId, lab.labId), eq(labReports.id, reportId)));
    const dispatched = await read(reportId);
    expect(dispatched).toMatchObject({ status: 'dispatched', editable: false });

    const values = typed({ 1: '13.5', 2: '5', 5: 'A' });
    const byTechnician = await save(reportId, { version: dispatched.version, values, amendmentReason: 'typo' });
    expect(byTechnician.statusCode).toBe(403);
    expect(byTechnician.json()).toEqual(refusal('cannotEditAuthorisedReports'));
    const withoutReason = await save(reportId, { version: dispatched.version, values }, lab.admin);
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json()).toEqual(refusal('amendmentReasonRequired', 'amendmentReason'));

    const amended = await save(
      reportId,
      { version: dispatched.version, values, amendmentReason: 'Haemoglobin typed from the wrong tube' },
      lab.admin,
    );
    expect(amended.statusCode).toBe(200);
    expect(amended.json<ReportSaved>()).toMatchObject({
      signaturesRemoved: 1,
      report: {
        status: 'completed',
        isSynced: false,
        signatures: [],
        amendments: [{ reason: 'Haemoglobin typed from the wrong tube', amendedBy: lab.admin.name }],
      },
    });
    const [audited] = await auditRows(reportId, 'report.amend');
    expect(audited?.before).toMatchObject({
      isSynced: true,
      values: expect.arrayContaining([expect.objectContaining({ index: 1, value: '14' })]),
    });
  });

  it('changes the format keeping the values whose parameter matches by index and name (spec 001 §4)', async () => {
    const { reportId } = await billReport();
    const saved = (
      await save(reportId, { version: 0, values: typed({ 1: '14', 2: '5', 5: 'A' }) })
    ).json<ReportSaved>();
    const changed = await technician.put(`/api/v1/reports/${reportId}/format`, {
      version: saved.report.version,
      formatId: shortFormatId,
    });
    expect(changed.statusCode).toBe(200);
    const entry = changed.json<ReportEntry>();
    expect(entry.format?.id).toBe(shortFormatId);
    expect(entry.values).toEqual([
      { index: 1, value: '14', highlight: false, isCritical: 0 },
      { index: 2, value: '-', highlight: false, isCritical: 0 },
    ]);
    expect(await auditRows(reportId, 'report.format')).toHaveLength(1);

    await signedBy(reportId);
    const signed = await technician.put(`/api/v1/reports/${reportId}/format`, {
      version: (await read(reportId)).version,
      formatId: fullFormatId,
    });
    expect(signed.statusCode).toBe(409);
    expect(signed.json()).toEqual(refusal('cannotEditAuthorisedReports'));
  });

  it("saves and signs in one go with saveFlag 1; a wrong passkey saves nothing (spec 001 §7 'Save values')", async () => {
    const doctor = await lab.doctor();
    const { reportId } = await billReport();
    const values = typed({ 1: '14', 2: '5', 5: 'B' });
    const wrong = await save(reportId, {
      version: 0,
      values,
      saveFlag: 1,
      signatures: [{ doctorId: doctor.id, passkey: 'not the passkey' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(refusal('passkeyNotValid', 'signatures.0.passkey'));
    expect(await read(reportId)).toMatchObject({ version: 0, values: [] });

    const signed = await save(reportId, {
      version: 0,
      values,
      saveFlag: 1,
      signatures: [{ doctorId: doctor.id, passkey: testPassword }],
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json<ReportSaved>()).toMatchObject({
      messageKey: 'reportApproved',
      report: { status: 'signed', signatures: [{ doctorId: doctor.id, position: 1 }] },
    });

    const { reportId: submittedId } = await billReport();
    const submitted = await save(submittedId, {
      version: 0,
      values,
      saveFlag: 1,
      submit: true,
      signatures: [{ doctorId: doctor.id, passkey: testPassword }],
    });
    expect(submitted.json<ReportSaved>()).toMatchObject({
      messageKey: 'reportApprovedAndSubmitted',
      report: { status: 'dispatched', isSynced: true, editable: false },
    });
  });

  it('refuses a format of another test and a stale format change', async () => {
    const { reportId } = await billReport();
    const { version } = await read(reportId);
    const foreign = await technician.put(`/api/v1/reports/${reportId}/values`, {
      version,
      formatId: 999_999,
      values: [],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual(refusal('invalidRequest', 'formatId'));
    const staleChange = await technician.put(`/api/v1/reports/${reportId}/format`, {
      version: version + 1,
      formatId: shortFormatId,
    });
    expect(staleChange.statusCode).toBe(409);
    expect(staleChange.json()).toEqual(refusal('staleRecord'));
  });

  it('lets a doctor read a report of their departments, and enter values only where the lab allows (spec 001 §7 testEntryByDoctor)', async () => {
    const { reportId } = await billReport();
    const doctor = await lab.doctor();
    const seen = await doctor.get(`/api/v1/doctor/reports/${reportId}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<ReportEntry>().editable).toBe(false);
    const { version } = seen.json<ReportEntry>();
    const off = await doctor.put(`/api/v1/doctor/reports/${reportId}/values`, {
      version,
      formatId: fullFormatId,
      values: typed({ 1: '14' }),
    });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual(refusal('doctorEntryOff'));

    await setOperation({ testEntryByDoctor: true });
    try {
      expect((await doctor.get(`/api/v1/doctor/reports/${reportId}`)).json<ReportEntry>().editable).toBe(true);
      const entered = await doctor.put(`/api/v1/doctor/reports/${reportId}/values`, {
        version,
        formatId: fullFormatId,
        values: typed({ 1: '14' }),
      });
      expect(entered.statusCode).toBe(200);
      expect(entered.json<ReportSaved>().report.status).toBe('partiallyCompleted');
    } finally {
      await setOperation({ testEntryByDoctor: false });
    }
    expect((await technician.get(`/api/v1/doctor/reports/${reportId}`)).statusCode).toBe(403);

    // A doctor of some departments only reaches the reports of those.
    await ctx.database.db
      .update(doctors)
      .set({ allDepartments: false })
      .where(and(eq(doctors.labId, lab.labId), eq(doctors.id, doctor.id)));
    expect((await doctor.get(`/api/v1/doctor/reports/${reportId}`)).statusCode).toBe(404);
    await ctx.database.db
      .insert(doctorDepartments)
      .values({ labId: lab.labId, doctorId: doctor.id, departmentId: haematology.id });
    expect((await doctor.get(`/api/v1/doctor/reports/${reportId}`)).statusCode).toBe(200);
  });
});
