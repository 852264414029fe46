import {
  type CatalogueTest,
  CreateBill,
  CreateReportFormat,
  CreateTest,
  type Department,
  type OperationSettings,
  type PasskeyCheckResult,
  type ReportEntry,
  type ReportsOutcome,
  type SigningDoctorOptions,
  type UpdateOperationSettings,
} from '@lims/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cachedSignatures,
  departments,
  doctors,
  labReports,
  reportSignatures,
} from '../../db/schema/index.js';
import { type TestLab, testPassword } from '../../test/factories.js';
import {
  createTestContext,
  type TestClient,
  type TestContext,
  type TestUser,
  uniqueName,
} from '../../test/test-context.js';
import { billingPatient } from '../billing/bills.test-support.js';

const refusal = (messageKey: string, field?: string) => ({
  error: expect.objectContaining({ messageKey, ...(field ? { field } : {}) }),
});

describe('signing: up to four doctors, passkeys, submit and the doctor login (spec 001 §4 Signing, §5, §8; decision 0040)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let haematology: Department;
  let xrayTest: CatalogueTest;
  let otherTest: CatalogueTest;
  /** A technician who may sign and submit (lab access, every department). */
  let technician: TestUser;
  let secondTechnician: TestClient;
  /** A receptionist: no lab access. */
  let desk: TestClient;
  /** Signing doctors of every department. */
  let doctorA: TestUser;
  let doctorB: TestUser;
  let doctorC: TestUser;
  /** A signing doctor of no department of the lab's reports. */
  let narrowDoctor: TestUser;

  const catalogueTest = async (of: TestLab, department: Department) => {
    const test = await ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName('XR'),
        name: uniqueName('Chest X-ray'),
        departmentId: department.id,
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

  /** A report billed, with its value saved as result entry leaves it (completedTests). */
  const enteredReport = async (
    { of = lab, patientId, entered = true } = {} as {
      of?: TestLab;
      patientId?: number;
      entered?: boolean;
    },
  ) => {
    const bill = await ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({
        patientId: patientId ?? (await billingPatient(ctx, of)).id,
        lines: [
          {
            kind: 'test',
            id: (of === lab ? xrayTest : otherTest).id,
            quantity: 1,
            concession: { type: 'amount', value: 0 },
          },
        ],
        concession: { type: 'amount', value: 0 },
        payments: [],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const [report] = bill.reports;
    if (!report) throw new Error('the bill made no report');
    if (entered) {
      await ctx.database.db
        .update(labReports)
        .set({
          completedTests: true,
          entryStage: 'completed',
          values: [{ index: 1, value: 'No active disease', highlight: false, isCritical: 0 }],
        })
        .where(and(eq(labReports.labId, of.labId), eq(labReports.id, report.id)));
    }
    return { reportId: report.id, patientId: bill.patient.id };
  };

  const row = async (reportId: number, of: TestLab = lab) =>
    (
      await ctx.database.db
        .select()
        .from(labReports)
        .where(and(eq(labReports.labId, of.labId), eq(labReports.id, reportId)))
    )[0];
  const versionOf = async (reportId: number) => (await row(reportId))?.version ?? -1;
  const signaturesOf = (reportId: number) =>
    ctx.database.db
      .select()
      .from(reportSignatures)
      .where(and(eq(reportSignatures.labId, lab.labId), eq(reportSignatures.reportId, reportId)))
      .orderBy(reportSignatures.position);
  const auditRows = (reportId: number, action: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'report'), eq(auditLog.entityId, String(reportId)), eq(auditLog.action, action)),
      );

  const sign = async (
    reportId: number,
    signatures: { doctorId: number; passkey?: string; cached?: boolean }[],
    extra: Record<string, unknown> = {},
    client: TestClient = technician,
  ) =>
    client.post(`/api/v1/reports/${reportId}/signatures`, {
      version: await versionOf(reportId),
      signatures,
      ...extra,
    });
  const typed = (...signers: TestUser[]) => signers.map((doctor) => ({ doctorId: doctor.id, passkey: testPassword }));

  const setOperation = async (change: Partial<UpdateOperationSettings>) => {
    const { signingDoctors: _signingDoctors, ...current } = await ctx.services.labSettings.getOperation({
      actor: lab.system,
    });
    await ctx.services.labSettings.updateOperation({ actor: lab.system, input: { ...current, ...change } });
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    haematology = await lab.department(uniqueName('Radiology'));
    xrayTest = await catalogueTest(lab, haematology);
    otherTest = await catalogueTest(other, await other.department(uniqueName('Radiology')));
    [technician, secondTechnician, desk] = await Promise.all([
      lab.user({ labAccess: true, departmentIds: [haematology.id] }),
      lab.user({ labAccess: true, departmentIds: [haematology.id] }),
      lab.user({ departmentIds: [haematology.id] }),
    ]);
    [doctorA, doctorB, doctorC, narrowDoctor] = await Promise.all([
      lab.doctor({ fullName: 'Dr. Anand' }),
      lab.doctor({ fullName: 'Dr. Bina' }),
      lab.doctor({ fullName: 'Dr. Chitra' }),
      lab.doctor({ fullName: 'Dr. Narrow' }),
    ]);
    await ctx.database.db
      .update(doctors)
      .set({ allDepartments: false })
      .where(and(eq(doctors.labId, lab.labId), eq(doctors.id, narrowDoctor.id)));
  });
  afterAll(() => ctx.close());

  it("offers the doctors who reach the report's department, the department's default first (spec 001 §5)", async () => {
    const { reportId } = await enteredReport();
    await ctx.database.db
      .update(departments)
      .set({ defaultSigningDoctorId: doctorC.id })
      .where(and(eq(departments.labId, lab.labId), eq(departments.id, haematology.id)));
    await setOperation({ fixDefaultSignDocFlag: true, defaultSignDoc: doctorB.id });
    const response = await technician.get(`/api/v1/reports/${reportId}/signing-doctors`);
    expect(response.statusCode).toBe(200);
    const options = response.json<SigningDoctorOptions>();
    const ids = options.doctors.map((doctor) => doctor.id);
    expect(ids[0]).toBe(doctorC.id);
    expect(options.doctors[0]).toMatchObject({ isDepartmentDefault: true, cached: false });
    expect(ids).toEqual(expect.arrayContaining([doctorA.id, doctorB.id]));
    expect(ids).not.toContain(narrowDoctor.id);
    expect(options.fixedDoctorId).toBe(doctorB.id);
    await setOperation({ fixDefaultSignDocFlag: false, defaultSignDoc: null });
  });

  it('refuses lab settings whose minimum of approvals is above the maximum', async () => {
    const { signingDoctors: _signingDoctors, ...current } = (
      await lab.admin.get('/api/v1/settings/operation')
    ).json<OperationSettings>();
    const response = await lab.admin.put('/api/v1/settings/operation', {
      ...current,
      minApprovals: 3,
      maxApprovals: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('invalidRequest', 'minApprovals'));
  });

  it('signs nothing when one passkey is wrong, and names the row', async () => {
    const { reportId } = await enteredReport();
    const response = await sign(reportId, [
      { doctorId: doctorA.id, passkey: testPassword },
      { doctorId: doctorB.id, passkey: 'not the passkey' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('passkeyNotValid', 'signatures.1.passkey'));
    expect(await signaturesOf(reportId)).toEqual([]);
    expect(await row(reportId)).toMatchObject({ isSigned: false, partialSigned: false });
  });

  it('is partially signed below the minimum and signed at it, each signature audited (spec 001 §3 minApprovals)', async () => {
    await setOperation({ minApprovals: 2, maxApprovals: 4 });
    try {
      const { reportId } = await enteredReport();
      const first = await sign(reportId, typed(doctorA));
      expect(first.statusCode).toBe(200);
      expect(first.json<ReportEntry>()).toMatchObject({ stage: 'partiallySigned', minApprovals: 2 });
      expect(await row(reportId)).toMatchObject({ isSigned: false, partialSigned: true });
      const second = await sign(reportId, typed(doctorB));
      expect(second.statusCode).toBe(200);
      const entry = second.json<ReportEntry>();
      expect(entry.stage).toBe('signed');
      expect(entry.signatures.map((signature) => [signature.doctorId, signature.position])).toEqual([
        [doctorA.id, 1],
        [doctorB.id, 2],
      ]);
      const stored = await signaturesOf(reportId);
      expect(stored[0]).toMatchObject({ signedByLabUserId: technician.id, fromDoctorLogin: false, fromCache: false });
      expect(stored[0]?.valuesDigest).toMatch(/^[0-9a-f]{64}$/);
      expect(await auditRows(reportId, 'report.sign')).toHaveLength(2);
      // The same doctor again.
      expect((await sign(reportId, typed(doctorA))).json()).toEqual(refusal('doctorAlreadySigned'));
    } finally {
      await setOperation({ minApprovals: 1, maxApprovals: 4 });
    }
  });

  it('refuses more signatures than the lab takes, all at once or one by one (spec 001 §9 maxApprovals)', async () => {
    await setOperation({ minApprovals: 1, maxApprovals: 2 });
    try {
      const { reportId } = await enteredReport();
      const three = await sign(reportId, typed(doctorA, doctorB, doctorC));
      expect(three.statusCode).toBe(409);
      expect(three.json()).toEqual(refusal('tooManySigningDoctors'));
      expect(three.json().error.message).toBe('This report takes at most 2 signatures.');
      expect((await sign(reportId, typed(doctorA, doctorB))).statusCode).toBe(200);
      expect((await sign(reportId, typed(doctorC))).statusCode).toBe(409);
      expect(await signaturesOf(reportId)).toHaveLength(2);
    } finally {
      await setOperation({ minApprovals: 1, maxApprovals: 4 });
    }
  });

  it("refuses a doctor without the report's department, and the same doctor twice in one request", async () => {
    const { reportId } = await enteredReport();
    const narrow = await sign(reportId, typed(narrowDoctor));
    expect(narrow.statusCode).toBe(400);
    expect(narrow.json()).toEqual(refusal('signingDoctorLacksDepartment', 'signatures.0.doctorId'));
    const twice = await sign(reportId, typed(doctorA, doctorA));
    expect(twice.json()).toEqual(refusal('doctorAlreadySigned', 'signatures.1.doctorId'));
    expect(await signaturesOf(reportId)).toEqual([]);
  });

  it('remembers a passkey checked in this session only, and the panel shows it as cached', async () => {
    const { reportId } = await enteredReport();
    const wrong = await technician.post(`/api/v1/doctors/${doctorA.id}/passkey-check`, { passkey: 'nope' });
    expect(wrong.json<PasskeyCheckResult>()).toEqual({ valid: false });
    // Without a check, a remembered signature is no signature.
    const unchecked = await sign(reportId, [{ doctorId: doctorA.id, cached: true }]);
    expect(unchecked.json()).toEqual(refusal('passkeyNotValid', 'signatures.0.passkey'));
    const checked = await technician.post(`/api/v1/doctors/${doctorA.id}/passkey-check`, { passkey: testPassword });
    expect(checked.json<PasskeyCheckResult>()).toEqual({ valid: true });
    const options = (await technician.get(`/api/v1/reports/${reportId}/signing-doctors`)).json<SigningDoctorOptions>();
    expect(options.doctors.find((doctor) => doctor.id === doctorA.id)?.cached).toBe(true);
    // Another session of the same user holds no grant.
    const elsewhere = await technician.signInAgain();
    const refused = await sign(reportId, [{ doctorId: doctorA.id, cached: true }], {}, elsewhere);
    expect(refused.json()).toEqual(refusal('passkeyNotValid', 'signatures.0.passkey'));
    const signed = await sign(reportId, [{ doctorId: doctorA.id, cached: true }]);
    expect(signed.statusCode).toBe(200);
    expect((await signaturesOf(reportId))[0]).toMatchObject({ doctorId: doctorA.id, fromCache: true });
  });

  it('a grant lasts 10 minutes, or 30 days when the lab caches signatures (spec 001 §9)', async () => {
    const { reportId } = await enteredReport();
    const client = await technician.signInAgain();
    await client.post(`/api/v1/doctors/${doctorB.id}/passkey-check`, { passkey: testPassword });
    ctx.clock.advance(11 * 60_000);
    expect((await sign(reportId, [{ doctorId: doctorB.id, cached: true }], {}, client)).statusCode).toBe(400);
    await setOperation({ cacheSignatureFlag: true });
    try {
      const again = await technician.signInAgain();
      await again.post(`/api/v1/doctors/${doctorB.id}/passkey-check`, { passkey: testPassword });
      const grants = await ctx.database.db
        .select()
        .from(cachedSignatures)
        .where(and(eq(cachedSignatures.labId, lab.labId), eq(cachedSignatures.doctorId, doctorB.id)));
      const latest = Math.max(...grants.map((grant) => grant.expiresAt.getTime()));
      const days = (latest - ctx.clock.now().getTime()) / 86_400_000;
      expect(days).toBeCloseTo(30, 2);
      expect((await sign(reportId, [{ doctorId: doctorB.id, cached: true }], {}, again)).statusCode).toBe(200);
    } finally {
      await setOperation({ cacheSignatureFlag: false });
    }
  });

  it("locks a doctor's passkey after 5 wrong ones in 15 minutes, for checks and signatures alike", async () => {
    const doctor = await lab.doctor();
    const { reportId } = await enteredReport();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await technician.post(`/api/v1/doctors/${doctor.id}/passkey-check`, {
        passkey: `wrong ${attempt}`,
      });
      expect(response.json<PasskeyCheckResult>()).toEqual({ valid: false });
    }
    const locked = await secondTechnician.post(`/api/v1/doctors/${doctor.id}/passkey-check`, { passkey: testPassword });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(refusal('passkeyLocked'));
    expect((await sign(reportId, typed(doctor))).statusCode).toBe(429);
    ctx.clock.advance(16 * 60_000);
    const after = await technician.post(`/api/v1/doctors/${doctor.id}/passkey-check`, { passkey: testPassword });
    expect(after.json<PasskeyCheckResult>()).toEqual({ valid: true });
  });

  it('refuses a report with nothing entered, and asks before signing one on hold, which signing resolves', async () => {
    const notEntered = await enteredReport({ entered: false });
    expect((await sign(notEntered.reportId, typed(doctorA))).json()).toEqual(refusal('reportNotReadyToSign'));
    const { reportId } = await enteredReport();
    const held = await technician.post(`/api/v1/reports/${reportId}/exception`, {
      version: await versionOf(reportId),
      exception: 'onHold',
      comments: 'Waiting for the previous film',
    });
    expect(held.statusCode).toBe(200);
    const unconfirmed = await sign(reportId, typed(doctorA));
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toEqual(refusal('confirmSignOnHold'));
    const confirmed = await sign(reportId, typed(doctorA), { confirmOnHold: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<ReportEntry>().exception).toMatchObject({ onHold: false, isResolved: true });
  });

  it('signs and submits at once, refuses to submit an unsigned report, and submits signed ones in bulk (spec 002 §8 Submit)', async () => {
    const { reportId } = await enteredReport();
    const signedAndSubmitted = await sign(reportId, typed(doctorA), { submit: true });
    expect(signedAndSubmitted.statusCode).toBe(200);
    expect(signedAndSubmitted.json<ReportEntry>()).toMatchObject({ stage: 'dispatched', isSynced: true });
    expect(await auditRows(reportId, 'report.submit')).toHaveLength(1);
    // Dispatched: no more signing.
    expect((await sign(reportId, typed(doctorB))).json()).toEqual(refusal('reportNotSignable'));

    const signed = await enteredReport();
    const unsigned = await enteredReport();
    const held = await enteredReport();
    expect((await sign(signed.reportId, typed(doctorA))).statusCode).toBe(200);
    expect((await sign(held.reportId, typed(doctorA))).statusCode).toBe(200);
    await ctx.database.db
      .update(labReports)
      .set({ onHold: true })
      .where(and(eq(labReports.labId, lab.labId), eq(labReports.id, held.reportId)));
    const versions = async (...ids: number[]) =>
      Promise.all(ids.map(async (id) => ({ id, version: await versionOf(id) })));
    const response = await technician.post('/api/v1/reports/submit', {
      reports: await versions(signed.reportId, unsigned.reportId, held.reportId),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ReportsOutcome>()).toEqual({
      updated: [signed.reportId],
      refused: [
        { id: unsigned.reportId, messageKey: 'submitInvalid' },
        { id: held.reportId, messageKey: 'submitInvalid' },
      ],
      messageKey: 'reportSubmitted',
    });
    expect(await row(signed.reportId)).toMatchObject({ isSynced: true, entryStage: 'dispatched' });
    const nothingLeft = await technician.post('/api/v1/reports/submit', { reports: await versions(unsigned.reportId) });
    expect(nothingLeft.json<ReportsOutcome>().messageKey).toBe('patientReportsSubmitted');

    const notYet = await enteredReport();
    const early = await sign(notYet.reportId, typed(doctorA), { submit: true });
    expect(early.statusCode).toBe(200);
    await setOperation({ minApprovals: 2 });
    try {
      const partial = await enteredReport();
      const refused = await sign(partial.reportId, typed(doctorA), { submit: true });
      expect(refused.json()).toEqual(refusal('submitInvalid'));
      expect(await signaturesOf(partial.reportId)).toEqual([]);
    } finally {
      await setOperation({ minApprovals: 1 });
    }
  });

  it('removes every signature of a report not dispatched, audited (Signed Removed successfully)', async () => {
    const { reportId } = await enteredReport();
    await sign(reportId, typed(doctorA, doctorB));
    const removed = await technician.request(
      'DELETE',
      `/api/v1/reports/${reportId}/signatures?version=${await versionOf(reportId)}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json<ReportEntry>()).toMatchObject({ stage: 'completed', signatures: [] });
    expect(await auditRows(reportId, 'report.unsign')).toHaveLength(1);
    const again = await technician.request(
      'DELETE',
      `/api/v1/reports/${reportId}/signatures?version=${await versionOf(reportId)}`,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal('reportNotSigned'));
    const stale = await technician.request('DELETE', `/api/v1/reports/${reportId}/signatures?version=0`);
    expect(stale.json()).toEqual(refusal('staleRecord'));
  });

  it('a doctor signs in their own login (Approved), reviews, and disapproves, keeping the comments', async () => {
    const { reportId } = await enteredReport();
    await ctx.database.db
      .update(labReports)
      .set({ comments: 'Kindly correlate clinically' })
      .where(and(eq(labReports.labId, lab.labId), eq(labReports.id, reportId)));
    const wrong = await doctorA.post(`/api/v1/doctor/reports/${reportId}/sign`, {
      version: await versionOf(reportId),
      passkey: 'wrong',
    });
    expect(wrong.json()).toEqual(refusal('passkeyNotValid', 'signatures.0.passkey'));
    const signed = await doctorA.post(`/api/v1/doctor/reports/${reportId}/sign`, {
      version: await versionOf(reportId),
      passkey: testPassword,
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json<ReportEntry>().stage).toBe('approved');
    expect((await signaturesOf(reportId))[0]).toMatchObject({ fromDoctorLogin: true, signedByLabUserId: null });
    // Signed once: the panel offers the doctor no second signature.
    expect(signed.json<ReportEntry>().signable).toBe(false);

    const reviewed = await doctorA.post(`/api/v1/doctor/reports/${reportId}/review`, {
      version: await versionOf(reportId),
    });
    expect(reviewed.json<ReportEntry>().reviewCounter).toBe(1);

    const disapproved = await doctorA.post(`/api/v1/doctor/reports/${reportId}/disapprove`, {
      version: await versionOf(reportId),
    });
    expect(disapproved.statusCode).toBe(200);
    expect(disapproved.json<ReportEntry>()).toMatchObject({
      stage: 'completed',
      comments: 'Kindly correlate clinically',
    });
    expect(await row(reportId)).toMatchObject({ isApproved: false, isSigned: false });
    expect(await auditRows(reportId, 'report.disapprove')).toHaveLength(1);

    // A doctor of no department of the report reaches it not at all; a lab user is no doctor.
    const narrow = await narrowDoctor.post(`/api/v1/doctor/reports/${reportId}/sign`, {
      version: await versionOf(reportId),
      passkey: testPassword,
    });
    expect(narrow.statusCode).toBe(404);
    expect(
      (await technician.post(`/api/v1/doctor/reports/${reportId}/review`, { version: await versionOf(reportId) }))
        .statusCode,
    ).toBe(403);
  });

  it("a doctor signs a patient's reports at once: those left to sign, then none (All report has signed.)", async () => {
    const first = await enteredReport();
    const second = await enteredReport({ patientId: first.patientId });
    const notEntered = await enteredReport({ patientId: first.patientId, entered: false });
    const elsewhere = await enteredReport();
    const body = {
      passkey: testPassword,
      reportIds: [first.reportId, second.reportId, notEntered.reportId, elsewhere.reportId],
    };
    const response = await doctorB.post(`/api/v1/doctor/patients/${first.patientId}/sign`, body);
    expect(response.statusCode).toBe(200);
    const outcome = response.json<ReportsOutcome>();
    expect(outcome.messageKey).toBe('reportSignSuccessful');
    expect(outcome.updated).toEqual([first.reportId, second.reportId]);
    expect(outcome.refused).toEqual(
      expect.arrayContaining([
        { id: notEntered.reportId, messageKey: 'reportNotReadyToSign' },
        { id: elsewhere.reportId, messageKey: 'notFound' },
      ]),
    );
    expect(await row(first.reportId)).toMatchObject({ isApproved: true, isSigned: true });
    const again = await doctorB.post(`/api/v1/doctor/patients/${first.patientId}/sign`, body);
    expect(again.json<ReportsOutcome>()).toMatchObject({ updated: [], messageKey: 'allReportsSigned' });
  });

  it("changes the consulting doctor, audited; another lab's doctor is refused", async () => {
    const { reportId } = await enteredReport();
    const admin = lab.admin;
    const changed = await admin.put(`/api/v1/reports/${reportId}/consulting-doctor`, {
      version: await versionOf(reportId),
      doctorId: doctorC.id,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<ReportEntry>().consultingDoctor?.id).toBe(doctorC.id);
    expect(await auditRows(reportId, 'report.consultingDoctor')).toHaveLength(1);
    const foreign = await other.doctor();
    const refused = await admin.put(`/api/v1/reports/${reportId}/consulting-doctor`, {
      version: await versionOf(reportId),
      doctorId: foreign.id,
    });
    expect(refused.json()).toEqual(refusal('invalidRequest', 'doctorId'));
    expect(
      (await technician.put(`/api/v1/reports/${reportId}/consulting-doctor`, { version: 0, doctorId: null }))
        .statusCode,
    ).toBe(403);
  });

  it("answers 404 for another lab's report, 403 to a receptionist, 400 to a bad body", async () => {
    const foreign = await enteredReport({ of: other });
    const response = await technician.post(`/api/v1/reports/${foreign.reportId}/signatures`, {
      version: (await row(foreign.reportId, other))?.version,
      signatures: typed(doctorA),
    });
    expect(response.statusCode).toBe(404);
    expect((await technician.get(`/api/v1/reports/${foreign.reportId}/signing-doctors`)).statusCode).toBe(404);
    const otherDoctor = await other.doctor();
    expect(
      (await technician.post(`/api/v1/doctors/${otherDoctor.id}/passkey-check`, { passkey: testPassword })).statusCode,
    ).toBe(404);
    const { reportId } = await enteredReport();
    expect((await sign(reportId, typed(doctorA), {}, desk)).statusCode).toBe(403);
    expect((await desk.post(`/api/v1/doctors/${doctorA.id}/passkey-check`, { passkey: 'x' })).statusCode).toBe(403);
    const bad = await technician.post(`/api/v1/reports/${reportId}/signatures`, { version: 0, signatures: [] });
    expect(bad.statusCode).toBe(400);
  });

  it('two users signing the same version at once: one signs, the other is told it changed', async () => {
    const { reportId } = await enteredReport();
    const version = await versionOf(reportId);
    const answers = await Promise.all([
      technician.post(`/api/v1/reports/${reportId}/signatures`, { version, signatures: typed(doctorA) }),
      secondTechnician.post(`/api/v1/reports/${reportId}/signatures`, { version, signatures: typed(doctorB) }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual(refusal('staleRecord'));
    expect(await signaturesOf(reportId)).toHaveLength(1);
  });
});
