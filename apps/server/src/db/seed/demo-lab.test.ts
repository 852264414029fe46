import type {
  Bill,
  BillList,
  Letterhead,
  OutsourcingReportList,
  Patient,
  PatientChangeRequestList,
  PatientGuarantorList,
  PatientInsurances,
  PatientList,
  PatientRelativeList,
} from '@lims/contract';
import type { LoginKind } from '@lims/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-context.js';
import { accounts, auditLog, labReports, labs, reportSignatures, smartReports } from '../schema/index.js';
import {
  demoDevices,
  demoPrivilegeCardTypes,
  demoProfiles,
  demoSampleTypes,
  demoTestCategories,
  demoTests,
} from './demo-catalogue.js';
import { demoBranches, demoCentre } from './demo-centre.js';
import { demoItems, demoSampleMappings, demoTestMappings } from './demo-inventory.js';
import {
  demoAllergies,
  demoChangeRequest,
  demoDepartments,
  demoDoctors,
  demoFamily,
  demoInsurances,
  demoLabName,
  demoLabUsers,
  demoMedicalHistories,
  demoOrganisation,
  demoPatient,
  demoPatientConditions,
  demoPatientInsurances,
  demoPatientOrganisations,
  demoPatients,
  demoReferralDoctors,
  demoSupportUser,
  seedDemoLab,
} from './demo-lab.js';
import { demoControls, demoQcDays } from './demo-quality-control.js';

describe('the demo seed (README demo logins; DESIGN.md Tests: through the services, as the system)', () => {
  let ctx: TestContext;
  /** What the results test found, which the audit counts then check (the two tests run in order). */
  let results = { entered: 0, signed: 0, dispatched: 0 };
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('signs in every demo login of the README with Demo@1234', async () => {
    const logins: Array<[string, LoginKind]> = [
      ...demoLabUsers.map((user) => [user.username, 'lab'] as [string, LoginKind]),
      ...demoDoctors.map((doctor) => [doctor.username, 'doctor'] as [string, LoginKind]),
      [demoOrganisation.username, 'organisation'],
      [demoPatient.username, 'patient'],
      [demoSupportUser.username, 'support'],
    ];
    for (const [username, kind] of logins) {
      const client = await ctx.signIn(username, { kind });
      expect(client.session.kind).toBe(kind);
    }
  });

  // The README's table of demo logins, row by row: who each lab login is and what they see.
  // The last two: the privilege card level and discount approval (spec 000 §6).
  it.each([
    ['admin', 'Asha Verma', 'Admin', demoDepartments.length, 2, true],
    ['reception', 'Ravi Kumar', 'Receptionist', 3, 1, false],
    ['technician', 'Meena Iyer', 'Technician', 2, 0, false],
    ['finance', 'Farhan Shaikh', 'Finance', 0, 2, true],
    ['operations', 'Kavita Nair', 'Complete Operations', demoDepartments.length, 0, false],
    ['drsharma', 'Dr. Anil Sharma', 'Technician', 3, 0, false],
    ['collection', 'City Clinic Collection Centre', 'Technician', 0, 0, false],
  ])(
    'signs %s in as %s, with the %s dashboard and %i departments',
    async (username, name, label, departments, privilegeCardAccess, discountApproval) => {
      const { session } = await ctx.signIn(username);
      expect(session).toMatchObject({ labId: ctx.labId, labName: demoLabName, labUserName: name });
      expect(session.user.dashboardLabel).toBe(label);
      expect(session.user.flags).toMatchObject({ privilegeCardAccess, discountApproval });
      expect(session.departments).toHaveLength(departments);
      expect(session.labuseraccessmaster.isRootUser).toBe(username === 'admin');
      expect(session.isCollectionCenter).toBe(username === 'collection' ? 4 : 0);
    },
  );

  it('leaves a test e-mail and a shared report in the outbox, held (no SMTP_URL) by jobs that are done, so Outbox and Jobs show their use', async () => {
    const admin = await ctx.signIn('admin');
    const outbox = (await admin.get('/api/v1/outbox')).json<{ items: Array<Record<string, unknown>> }>();
    expect(outbox.items).toEqual([
      expect.objectContaining({
        channel: 'email',
        recipient: 'sunita.devi@example.com',
        subject: `Lab report of Sunita Devi from ${demoLabName}`,
        attachmentCount: 1,
        state: 'held',
      }),
      expect.objectContaining({
        channel: 'email',
        recipient: 'admin@demo-diagnostics.example',
        subject: `Test e-mail from ${demoLabName}`,
        state: 'held',
      }),
    ]);
    const jobs = (await admin.get('/api/v1/jobs')).json<{ items: Array<Record<string, unknown>> }>();
    expect(jobs.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'message.send', state: 'done', attempts: 1 }),
        expect.objectContaining({ name: 'smartReport.generate', state: 'done', attempts: 1 }),
      ]),
    );
    expect(jobs.items.filter((job) => job.name === 'message.send')).toHaveLength(2);
  });

  // Issue 13: a smart report asked for, and a DICOM study on a chest X-ray still being reported.
  it("asks for Sunita Devi's smart report and attaches a DICOM study to a chest X-ray", async () => {
    const [smart] = await ctx.database.db.select().from(smartReports).where(eq(smartReports.labId, ctx.labId));
    expect(smart).toMatchObject({ providerId: 'builtin', status: 1 });
    const studies = await ctx.database.db
      .select({ studyUid: labReports.studyUid })
      .from(labReports)
      .where(and(eq(labReports.labId, ctx.labId), eq(labReports.hasDicom, true)));
    expect(studies).toEqual([{ studyUid: '1.2.826.0.1.3680043.8.498.10241124' }]);
  });

  it('gives the technician Haematology and Biochemistry, as the README says', async () => {
    const { session } = await ctx.signIn('technician');
    expect(session.departments.map((department) => department.name)).toEqual(['Biochemistry', 'Haematology']);
  });

  it("lets drsharma switch to Dr. Anil Sharma's doctor login, dr.sharma", async () => {
    const lab = await ctx.signIn('drsharma');
    expect(lab.session.user.linkedIdentity).toEqual({ kind: 'doctor', name: 'Dr. Anil Sharma' });
    const switched = await lab.post('/api/v1/auth/identity');
    expect(switched.statusCode).toBe(200);
    expect(switched.json().session).toMatchObject({ kind: 'doctor', user: { username: 'dr.sharma' } });
  });

  // Issue 11: the entry lists' tabs, the doctor's waiting list and the critical alert all have something to show.
  it('leaves results at every point of their life: dispatched, signed by one and by two doctors, waiting for a doctor, partly filled, critical and unacknowledged, on hold, in question, to be entered', async () => {
    const rows = await ctx.database.db
      .select({
        stage: labReports.entryStage,
        critical: labReports.criticalValues,
        acknowledged: labReports.criticalAcknowledgedAt,
        onHold: labReports.onHold,
        inQuestion: labReports.inQuestion,
      })
      .from(labReports)
      .where(eq(labReports.labId, ctx.labId));
    const stages = rows.map((row) => row.stage);
    for (const stage of ['dispatched', 'signed', 'completed', 'partial', 'pending'] as const) {
      expect(stages, stage).toContain(stage);
    }
    expect(rows.some((row) => row.critical > 0 && row.acknowledged === null)).toBe(true);
    expect(rows.filter((row) => row.onHold)).toHaveLength(1);
    expect(rows.filter((row) => row.inQuestion)).toHaveLength(1);
    const signatures = await ctx.database.db
      .select({ reportId: reportSignatures.reportId, signatures: count() })
      .from(reportSignatures)
      .where(eq(reportSignatures.labId, ctx.labId))
      .groupBy(reportSignatures.reportId);
    expect(signatures.filter((report) => report.signatures === 2)).toHaveLength(1);
    results = {
      entered: rows.filter((row) => row.stage !== 'pending').length,
      signed: signatures.length,
      dispatched: stages.filter((stage) => stage === 'dispatched').length,
    };
  });

  // Issue 15: the demo's samples and reports took from its stock; today's HbA1c control failed.
  it('keeps stock its samples and reports consumed, a low item and a lot near expiry, and the HbA1c reports on QC Hold', async () => {
    const admin = await ctx.signIn('admin');
    const stock = (await admin.get('/api/v1/inventory/stock?limit=200')).json<{
      items: Array<{ inventoryName: string; brandName: string; remaining: number; level: string; expiry: string }>;
    }>();
    const received = (name: string) => {
      const item = demoItems.find((candidate) => candidate.name === name);
      return (item?.lots ?? []).reduce((sum, lot) => sum + lot.boxes * (item?.unitsPerPurchase ?? 0), 0);
    };
    const left = (name: string) =>
      stock.items.filter((row) => row.inventoryName === name).reduce((sum, row) => sum + row.remaining, 0);
    // Every saved CBC took a test of diluent, every collected EDTA sample a tube.
    expect(left('Cellpack DCL diluent')).toBeLessThan(received('Cellpack DCL diluent'));
    expect(left('EDTA vacutainer 2 mL')).toBeLessThan(received('EDTA vacutainer 2 mL'));
    expect(stock.items).toContainEqual(expect.objectContaining({ inventoryName: 'HbA1c reagent kit', level: 'low' }));
    expect(stock.items).toContainEqual(
      expect.objectContaining({
        inventoryName: 'Glucose GOD-POD reagent',
        brandName: 'Beckman Coulter',
        expiry: 'nearExpiry',
      }),
    );
    const holds = (await admin.get('/api/v1/qc/holds?state=open')).json<{
      items: Array<{
        group: { name: string };
        test: { name: string };
        record: { violations: string[] };
        reports: unknown[];
      }>;
    }>();
    expect(holds.items).toEqual([
      expect.objectContaining({
        group: expect.objectContaining({ name: 'Lyphochek Diabetes Level 1' }),
        record: expect.objectContaining({ violations: ['1-2s', '1-3s'] }),
      }),
    ]);
    expect(holds.items[0]?.reports.length).toBeGreaterThan(0);
  });

  // Issue 12: the desk printed every dispatched report before handing it over; one is archived.
  it('prints every dispatched report and archives the oldest, leaving the signed ones to print', async () => {
    const rows = await ctx.database.db
      .select({ stage: labReports.entryStage, printDone: labReports.printDone, archivedAt: labReports.archivedAt })
      .from(labReports)
      .where(eq(labReports.labId, ctx.labId));
    const dispatched = rows.filter((row) => row.stage === 'dispatched');
    expect(dispatched.length).toBeGreaterThan(0);
    expect(dispatched.every((row) => row.printDone)).toBe(true);
    expect(rows.filter((row) => row.archivedAt !== null)).toHaveLength(1);
    expect(rows.some((row) => row.stage === 'signed' && !row.printDone)).toBe(true);
  });

  it('audits every row it made as the system, in the demo lab', async () => {
    const rows = await ctx.database.db
      .select({ action: auditLog.action, rows: count() })
      .from(auditLog)
      .where(and(eq(auditLog.labId, ctx.labId), eq(auditLog.actorKind, 'lab'), eq(auditLog.actorAccountId, 0)))
      .groupBy(auditLog.action);
    expect(Object.fromEntries(rows.map((row) => [row.action, row.rows]))).toEqual({
      'lab.create': 1,
      'department.create': 6,
      'lab_user.create': demoLabUsers.length,
      'doctor.create': demoDoctors.length + demoReferralDoctors.length,
      'organisation.create': 1 + demoPatientOrganisations.length,
      'patient.create': 1 + demoPatients.length,
      'medical_history_item.create': demoMedicalHistories.length + demoAllergies.length,
      'insurance.create': demoInsurances.length,
      'patient.link_guarantor': 1,
      'patient.add_relative': demoFamily.children.length,
      'sample_type.create': demoSampleTypes.length,
      'test_category.create': demoTestCategories.length,
      'outsource_centre.create': 1,
      'test.create': demoTests.length,
      'report_format.create': demoTests.length,
      'device.create': demoDevices.length,
      'profile.create': demoProfiles.length,
      'privilege_card_type.create': demoPrivilegeCardTypes.length,
      'privilege_card.assign': 2,
      'privilege_card.add_member': demoFamily.children.length,
      'bill.create': expect.any(Number),
      'bill.payment': expect.any(Number),
      'bill.cancel_line': 1,
      'bill.refund': 1,
      'centre.details.update': 1,
      'centre.timings.update': 1,
      'centre.bank.update': 1,
      'centre.roles.update': 1,
      'settings.communication.update': 1,
      'smartReport.generated': 1,
      'smartReport.requested': 1,
      'branch.create': demoBranches.length,
      'clinical_visit.create': 3,
      'sample.collect': expect.any(Number),
      'sample.receive': expect.any(Number),
      'sample.reject': 1,
      'sample.redraw': 1,
      'sample.redo': 1,
      'settings.accession.update': 1,
      'sampleBatch.create': 4,
      'sampleBatch.receive': 1,
      'sampleBatch.reject': 1,
      'sample.batch': 5,
      'sample.leaveBatch': 1,
      'outsource_centre.update_prices': 1,
      'reportOutsourcing.send': 4,
      'reportOutsourcing.putBack': 1,
      'report.values': results.entered,
      'report.sign': results.signed,
      'report.submit': results.dispatched,
      'report.printDone': results.dispatched,
      'report.archive': 1,
      'report.attachment.add': 1,
      'report.shared': 2,
      'report.exception': 2,
      'reportOutsourcing.converted': 1,
      'reportOutsourcing.markedDone': 1,
      'labProfile.letterheadHeader.replace': 1,
      'labProfile.letterheadFooter.replace': 1,
      'file.create': 5,
      'worklistTemplate.create': 2,
      'inventoryItem.create': demoItems.length,
      'inventoryBrand.create': demoItems.reduce((brands, item) => brands + item.brands.length - 1, 0),
      'stock.receive': demoItems.reduce((lots, item) => lots + item.lots.length, 0),
      'inventoryMapping.create': demoTestMappings.length + demoSampleMappings.length,
      'departmentOrder.place': 1,
      'qcGroup.create': demoControls.length,
      'qcRun.record': demoControls.length * (demoQcDays + 1),
    });
    const support = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'support_user.create'), isNull(auditLog.labId)));
    expect(support).toEqual([expect.objectContaining({ actorKind: 'system', actorAccountId: null })]);
  });

  it('sets up the centre: details, role holders and two branches (off) for the admin, and credits support added', async () => {
    const admin = await ctx.signIn('admin');
    const details = (await admin.get('/api/v1/lab-profile/details')).json();
    expect(details).toMatchObject({ city: demoCentre.city, pincode: demoCentre.pincode });
    expect(details.weeklyTimings).toHaveLength(7);
    const roles = (await admin.get('/api/v1/lab-profile/roles')).json();
    expect(roles.operationManager).toMatchObject({ name: expect.any(String) });
    const branches = (await admin.get('/api/v1/branches?limit=10')).json();
    expect(branches.items.map((branch: { name: string }) => branch.name).sort()).toEqual(
      demoBranches.map((branch) => branch.name).sort(),
    );
    expect(admin.session.branchManagement).toBe(false);
    const support = await ctx.signIn('support', { kind: 'support' });
    const credits = (await support.get(`/api/v1/support/labs/${ctx.labId}/credits`)).json();
    expect(credits).toMatchObject({ sms: 2_000, whatsapp: 1_000, idScans: 50, whatsappExpired: false });
  });

  it('bills the demo patients over the last 30 days: paid, due, concessions and the family card', async () => {
    const reception = await ctx.signIn('reception');
    const page = async (query: string) => (await reception.get(`/api/v1/bills?limit=200&${query}`)).json<BillList>();
    const [due, paid, all] = await Promise.all([page('paymentStatus=due'), page('paymentStatus=paid'), page('')]);
    expect(due.total).toBeGreaterThanOrEqual(3);
    expect(paid.total).toBeGreaterThan(40);
    const days = all.items.map((bill) => Date.parse(bill.createdAt));
    const dayMs = 86_400_000;
    expect(Date.now() - Math.min(...days)).toBeGreaterThan(25 * dayMs);
    expect(Math.max(...days)).toBeLessThanOrEqual(Date.now());
    const familyBills = all.items.filter((bill) => bill.patient.fullName === demoFamily.mother);
    expect(familyBills.length).toBeGreaterThan(0);
    const familyBill = (await reception.get(`/api/v1/bills/${familyBills[0]?.id}`)).json<Bill>();
    expect(familyBill.privilegeCard?.discountBasisPoints).toBe(demoPrivilegeCardTypes[0].discountPercent * 100);
    expect(familyBill.reports.length).toBeGreaterThan(0);
  });

  it('moves the demo samples along: six waiting, four drawn (one since received in its batch), the rest received; one rejected, one redrawn, one redone', async () => {
    const technician = await ctx.signIn('technician');
    const total = async (status: string) =>
      (await technician.get(`/api/v1/samples?status=${status}&limit=1`)).json<{ total: number }>().total;
    // The redrawn sample waits to be drawn again beside the six newest.
    expect(await total('notCollected')).toBe(7);
    // Of the four on their way, one arrived in a received batch.
    expect(await total('collected')).toBe(3);
    expect(await total('rejected')).toBe(1);
    expect(await total('received')).toBeGreaterThan(100);
  });

  it('sends the demo samples in batches: two waiting at the lab, one received, one rejected (decision 0036)', async () => {
    const technician = await ctx.signIn('technician');
    const count = async (status: string) =>
      (await technician.get(`/api/v1/sample-batches?status=${status}&limit=1`)).json<{ total: number }>().total;
    expect([await count('sent'), await count('received'), await count('rejected')]).toEqual([2, 1, 1]);
  });

  it("outsources demo tests to the reference laboratory at its prices: two out, one put back, one done with the centre's PDF", async () => {
    const technician = await ctx.signIn('technician');
    const list = async (view: string) =>
      (await technician.get(`/api/v1/outsourcing/reports?view=${view}&limit=50`)).json<OutsourcingReportList>();
    const [eligible, outsourced, returned] = [await list('eligible'), await list('outsourced'), await list('returned')];
    expect(eligible.total).toBeGreaterThan(0);
    expect(outsourced.items.map((report) => [report.outsourcedReportFlag, report.outsourcing?.price])).toEqual([
      [2, 30_000],
      [2, 30_000],
    ]);
    // Put back for the lab to do, and put back done: the centre's result stands.
    expect(returned.items.map((report) => report.outsourcing?.status).sort()).toEqual(['done', 'returned']);
    const done = returned.items.find((report) => report.outsourcing?.status === 'done');
    expect(done?.outsourcing).toMatchObject({
      fileReport: true,
      fileId: expect.any(Number),
      centre: { name: 'Apex Reference Laboratory' },
    });
    // The centre's report opens: a PDF, stored with the seed.
    const opened = await technician.get(`/api/v1/outsourcing/${done?.outsourcing?.id}/file-report`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['content-type']).toContain('application/pdf');
    expect(opened.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("prints the demo lab's letterhead: an A4-wide header and footer banner, stored with the seed (spec 002 §9)", async () => {
    const technician = await ctx.signIn('technician');
    const letterhead = (await technician.get('/api/v1/lab-profile/letterhead')).json<Letterhead>();
    expect(letterhead).toMatchObject({
      header: { kind: 'letterheadHeader', name: 'letterhead-header.png', mediaType: 'image/png' },
      footer: { kind: 'letterheadFooter', name: 'letterhead-footer.png', mediaType: 'image/png' },
    });
    for (const slot of ['header', 'footer']) {
      const image = await technician.get(`/api/v1/lab-profile/letterhead/${slot}`);
      expect(image.statusCode, image.body).toBe(200);
      // The PNG's width, from its IHDR chunk: 2480 px, an A4 page at 300 dpi.
      expect(image.rawPayload.readUInt32BE(16)).toBe(2480);
    }
  });

  it('gives the demo patient the first patient id of the lab', async () => {
    const patient = await ctx.signIn(demoPatient.username, { kind: 'patient' });
    const row = await ctx.services.patients.principal(ctx.labId, patient.session.user.id);
    expect(row?.labPatientId).toBe('1');
  });

  describe("the records around the demo patients, as an administrator's screens read them", () => {
    let admin: TestClient;
    /** The lab's patients by full name. */
    let patientNamed: (name: string) => Patient;
    beforeAll(async () => {
      admin = await ctx.signIn('admin');
      const list = (await admin.get('/api/v1/patients?limit=200')).json<PatientList>();
      expect(list.items).toHaveLength(1 + demoPatients.length);
      patientNamed = (name) => {
        const patient = list.items.find((item) => item.fullName === name);
        if (!patient) throw new Error(`No patient ${name}`);
        return patient as Patient;
      };
    });

    it('gives the lab three insurance companies, and six patients their insurance rows (spec 000 §3)', async () => {
      expect((await admin.get('/api/v1/insurances')).json<{ items: unknown[] }>().items).toEqual(
        expect.arrayContaining(demoInsurances.map((insurance) => expect.objectContaining(insurance))),
      );
      expect(Object.keys(demoPatientInsurances)).toHaveLength(6);
      for (const [name, rows] of Object.entries(demoPatientInsurances)) {
        const { items } = (
          await admin.get(`/api/v1/patients/${patientNamed(name).id}/insurances`)
        ).json<PatientInsurances>();
        expect(items).toEqual(
          rows.map(({ insurance, ...row }) =>
            expect.objectContaining({
              ...row,
              insuranceName: insurance,
              insuranceType: demoInsurances.find((company) => company.name === insurance)?.type,
            }),
          ),
        );
      }
    });

    it("gives both of the family's children their mother as one default guarantor", async () => {
      const guarantors = await Promise.all(
        demoFamily.children.map(
          async (name) =>
            (await admin.get(`/api/v1/patients/${patientNamed(name).id}/guarantors`)).json<PatientGuarantorList>()
              .items,
        ),
      );
      const [first, second] = guarantors;
      expect(first).toEqual([
        expect.objectContaining({
          firstName: demoFamily.mother.split(' ')[0],
          lastName: demoFamily.mother.split(' ')[1],
          relation: 'Mother',
          isDefault: true,
        }),
      ]);
      expect(second).toEqual(first);
    });

    it('links the children to their mother, and the mother to her sons, from both cards', async () => {
      const mother = patientNamed(demoFamily.mother);
      for (const name of demoFamily.children) {
        const child = patientNamed(name);
        const { items } = (await admin.get(`/api/v1/patients/${child.id}/relatives`)).json<PatientRelativeList>();
        expect(items).toEqual([{ relation: 'Mother', relative: expect.objectContaining({ id: mother.id }) }]);
      }
      const { items } = (await admin.get(`/api/v1/patients/${mother.id}/relatives`)).json<PatientRelativeList>();
      expect(items.map((item) => [item.relation, item.relative.fullName]).sort()).toEqual(
        demoFamily.children.map((name) => ['Son', name]).sort(),
      );
    });

    it('records coded conditions with their ICD-10 codes on a few patients', async () => {
      for (const [name, codes] of Object.entries(demoPatientConditions)) {
        const patient = (await admin.get(`/api/v1/patients/${patientNamed(name).id}`)).json<Patient>();
        expect(patient.diseases.map((disease) => disease.code)).toEqual(codes);
      }
      const amit = (await admin.get(`/api/v1/patients/${patientNamed('Amit Verma').id}`)).json<Patient>();
      expect(amit.diseases).toEqual([
        { code: 'E11', name: 'Type 2 diabetes mellitus' },
        { code: 'I10', name: 'Essential (primary) hypertension' },
      ]);
    });

    it("leaves the demo patient's own change request pending, audited as her login's", async () => {
      const sunita = patientNamed(demoPatient.fullName);
      const { items } = (
        await admin.get(`/api/v1/patients/${sunita.id}/change-requests`)
      ).json<PatientChangeRequestList>();
      expect(items).toEqual([
        expect.objectContaining({
          status: 'pending',
          requested: demoChangeRequest,
          current: { email: 'sunita.devi@example.com', area: null, pincode: null },
        }),
      ]);
      const [login] = await ctx.database.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.kind, 'patient'), eq(accounts.username, demoPatient.username)));
      expect(login?.principalId).toBe(sunita.id);
      const [request] = items;
      const rows = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'patient_change_request.create'), eq(auditLog.entityId, String(request?.id))));
      expect(rows).toEqual([
        expect.objectContaining({ labId: ctx.labId, actorKind: 'patient', actorAccountId: login?.id }),
      ]);
    });
  });

  it('does nothing the second time: no second lab, no second account', async () => {
    const before = (await ctx.database.db.select({ rows: count() }).from(accounts))[0]?.rows;
    expect(await seedDemoLab(ctx.database.db, ctx.services)).toBeUndefined();
    expect(await ctx.database.db.select().from(labs).where(eq(labs.name, demoLabName))).toHaveLength(1);
    expect((await ctx.database.db.select({ rows: count() }).from(accounts))[0]?.rows).toBe(before);
  });
});
