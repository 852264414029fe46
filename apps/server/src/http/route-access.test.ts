import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  CardiacScoreRequest,
  CreateBill,
  CreateLabUser,
  CreateReportFormat,
  CreateTest,
  centreDetailFields,
  RegisterPatient,
  WorklistRequest,
} from '@lims/contract';
import { type AccessActor, can, emptyClinicalInfoForm, noTemplateFlags, refusalOf } from '@lims/domain';
import { and, eq, is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.js';
import * as schema from '../db/schema/index.js';
import { type BillingCatalogue, billingCatalogue } from '../modules/billing/bills.test-support.js';
import { workbookOf, xlsxMediaType } from '../modules/inventory/mapping.test-support.js';
import { multipartUpload, sampleFiles } from '../platform/files/sample-files.js';
import { PermanentJobError } from '../platform/jobs/job-worker.js';
import { type TestLab, testPassword } from '../test/factories.js';
import { type PermissionRoute, permissionRoutes } from '../test/permission-routes.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../test/test-context.js';

// The logo samples write files: into a DATA_DIR of this run's own.
vi.mock('../config.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../config.js')>();
  const dataDir = mkdtempSync(join(tmpdir(), 'lims-route-access-'));
  return { ...actual, readConfig: (env?: NodeJS.ProcessEnv) => ({ ...actual.readConfig(env), dataDir }) };
});

/** The centre details with every optional one left empty: what an admin saves first. */
const emptyCentreDetails = Object.fromEntries(centreDetailFields.map((field) => [field, null]));

/** A valid request to a route, made in `lab`: its URL with the lab's own ids, and its body. */
interface Call {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** What an allowed caller gets when it is no success: a health registry not configured answers 501. */
  status?: number;
}
type Sample = (lab: TestLab) => Promise<Call>;

/**
 * The roles of DESIGN.md's permission registry, each with the facts `can()` reads. A lab
 * admin, a receptionist (no flags), a collection centre's admin, and the other kinds of login.
 */
const noFlags = {
  admin: false,
  financeManager: false,
  sampleAccess: false,
  labAccess: false,
  isReferral: false,
  isCollectionCenter: 0,
  isRootUser: false,
  privilegeCardAccess: 0,
  discountApproval: false,
  departmentIds: [],
} as const;

interface Role {
  name: string;
  facts: (labId: number) => AccessActor;
}
const roles: Role[] = [
  { name: 'lab admin', facts: (labId) => ({ ...noFlags, kind: 'lab', labId, admin: true, departmentIds: 'all' }) },
  { name: 'receptionist', facts: (labId) => ({ ...noFlags, kind: 'lab', labId }) },
  {
    name: 'collection-centre admin',
    facts: (labId) => ({ ...noFlags, kind: 'lab', labId, admin: true, isCollectionCenter: 4, departmentIds: 'all' }),
  },
  { name: 'doctor', facts: (labId) => ({ ...noFlags, kind: 'doctor', labId, departmentIds: 'all' }) },
  { name: 'organisation', facts: (labId) => ({ ...noFlags, kind: 'organisation', labId }) },
  { name: 'patient', facts: (labId) => ({ ...noFlags, kind: 'patient', labId }) },
  // ctx.supportUser() has both rights of the support dashboard.
  {
    name: 'support',
    facts: () => ({ ...noFlags, kind: 'support', labId: null, supportRights: ['labSettings', 'credits'] }),
  },
];

const keyOf = (route: Pick<PermissionRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

describe('every route that declares a permission answers each role as the registry says (docs/decisions/0018)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let routes: PermissionRoute[];
  const clients = new Map<string, TestClient>();

  /** A failed job of the lab: what 'retry' needs. */
  const failedJob = async (of: TestLab) => {
    const { id } = await ctx.services.jobs.enqueue({
      labId: of.labId,
      name: 'access.fails',
      payload: {},
      maxAttempts: 1,
    });
    await ctx.services.jobs.worker.runDue();
    return id;
  };

  /** The lab with a letterhead footer, through the service as the system; answers the letterhead after. */
  const withLetterheadFooter = async (of: TestLab) => {
    const { version } = await ctx.services.labProfile.letterhead({ actor: of.system });
    return ctx.services.labProfile.replaceLetterhead({
      actor: of.system,
      slot: 'footer',
      version,
      upload: { fileName: 'footer.png', stream: Readable.from([sampleFiles.png]) },
    });
  };

  /** The lab with a logo, through the service as the system; answers the profile after. */
  const withLogo = async (of: TestLab) => {
    const { version } = await ctx.services.labProfile.get({ actor: of.system });
    return ctx.services.labProfile.replaceLogo({
      actor: of.system,
      version,
      upload: { fileName: 'logo.png', stream: Readable.from([sampleFiles.png]) },
    });
  };

  /**
   * The organisation of each lab's collection centre: the samples' patients are of it, since a
   * collection centre reaches only its own organisation's patients (spec 000 §6).
   */
  const centreOrganisations = new Map<number, number>();
  /** A patient of the lab, registered as the system; `mobile` null makes an indirect one. */
  const patientOf = (of: TestLab, mobile: string | null = '9876543210') =>
    ctx.services.patients.register({
      actor: of.system,
      input: RegisterPatient.parse({
        firstName: uniqueName('Access'),
        lastName: 'Patient',
        gender: 'Female',
        mobile,
        organisationId: centreOrganisations.get(of.labId),
      }),
    });

  /** A patient of the lab with an ID proof, through the services as the system. */
  const idProofOf = async (of: TestLab) => {
    const patient = await patientOf(of);
    const proof = await ctx.services.idProofs.upload({
      actor: of.system,
      patientId: patient.id,
      query: { proofType: 'Passport' },
      upload: { fileName: 'proof.png', stream: Readable.from([sampleFiles.png]) },
    });
    return { patient, proof };
  };
  /** A patient of the lab with a profile picture, and the patient's version after it. */
  const withPicture = async (of: TestLab) => {
    const patient = await patientOf(of);
    const { version } = await ctx.services.patientPictures.replace({
      actor: of.system,
      patientId: patient.id,
      version: patient.version,
      upload: { fileName: 'face.png', stream: Readable.from([sampleFiles.png]) },
    });
    return { patient, version };
  };
  /** Two patients of the lab linked as relatives. */
  const withRelative = async (of: TestLab) => {
    const [patient, relative] = [await patientOf(of), await patientOf(of)];
    await ctx.services.patientRelatives.add({
      actor: of.system,
      patientId: patient.id,
      input: { relativeId: relative.id, relation: 'Spouse' },
    });
    return { patient, relative };
  };
  /** A Clinical Info form a woman of 52 could have filled in (spec 000 §3 'Cardiac score form fields'). */
  const clinicalForm = CardiacScoreRequest.parse({
    ...emptyClinicalInfoForm({ Age: 52, gender: 'Female', Height: 160, Weight: 62 }),
    HeartRatePerMinute: 74,
    BloodPressureSystolic: 128,
    BloodPressureDiastolic: 82,
    RateofRespirationPerMinute: 16,
  });
  /** A patient of the lab with a scored clinical visit, through the service as the system. */
  const withClinicalVisit = async (of: TestLab) => {
    const patient = await patientOf(of);
    const { visit } = await ctx.services.cardiac.record({
      actor: of.system,
      patientId: patient.id,
      input: clinicalForm,
    });
    return { patient, visit };
  };
  /** A change request the patient made from their own login (the service sees a patient's actor). */
  const changeRequestOf = async (of: TestLab) => {
    const patient = await patientOf(of);
    const asPatient = { ...of.system, kind: 'patient' as const, principalId: patient.id, admin: false };
    return ctx.services.patientChangeRequests.submit({
      actor: asPatient,
      patientId: patient.id,
      input: { city: 'Pune' },
    });
  };
  /** Each lab's small catalogue, made once (bills.test-support.ts). */
  const catalogues = new Map<number, Promise<BillingCatalogue>>();
  const catalogueOf = (of: TestLab) => {
    const made = catalogues.get(of.labId) ?? billingCatalogue(ctx, of);
    catalogues.set(of.labId, made);
    return made;
  };
  /** A new bill of one Serum test for a patient of the lab, with `paid` taken in advance. */
  const billOf = async (of: TestLab, paid = 0) =>
    ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({
        patientId: (await patientOf(of)).id,
        lines: [{ kind: 'test', id: (await catalogueOf(of)).glucose.id }],
        payments: paid > 0 ? [{ mode: 'Cash', amount: paid }] : [],
      }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
  /** A new report of the lab (glucose, with its one format) and that format. */
  const reportOf = async (of: TestLab) => {
    const [report] = (await billOf(of)).reports;
    const [format] = await ctx.database.db
      .select({ id: schema.reportFormats.id })
      .from(schema.reportFormats)
      .where(and(eq(schema.reportFormats.labId, of.labId), eq(schema.reportFormats.testId, report?.testId ?? 0)));
    return { id: report?.id ?? 0, formatId: format?.id ?? 0 };
  };
  /** A new report of the lab with its values saved, as result entry leaves it (and `change` on it). */
  const enteredReportOf = async (of: TestLab, change: Partial<typeof schema.labReports.$inferInsert> = {}) => {
    const bill = await billOf(of);
    const [report] = await ctx.database.db
      .update(schema.labReports)
      .set({ completedTests: true, entryStage: 'completed', ...change })
      .where(and(eq(schema.labReports.labId, of.labId), eq(schema.labReports.id, bill.reports[0]?.id ?? 0)))
      .returning();
    return { id: report?.id ?? 0, version: report?.version ?? 0, patientId: bill.patient.id };
  };
  /** A new report of the lab entered in a format whose parameter 1 takes a file (spec 001 §4 'File upload'). */
  const fileReportOf = async (of: TestLab) => {
    const { id } = await reportOf(of);
    const [report] = await ctx.database.db
      .select({ testId: schema.labReports.testId })
      .from(schema.labReports)
      .where(and(eq(schema.labReports.labId, of.labId), eq(schema.labReports.id, id)));
    const format = await ctx.services.reportFormats.create({
      actor: of.system,
      input: CreateReportFormat.parse({
        testId: report?.testId ?? 0,
        name: uniqueName('Tracing'),
        isDefault: false,
        parameters: [{ index: 1, order: 1, name: 'Tracing', fileInput: true }],
      }),
    });
    await ctx.database.db
      .update(schema.labReports)
      .set({ reportFormatId: format.id })
      .where(and(eq(schema.labReports.labId, of.labId), eq(schema.labReports.id, id)));
    return id;
  };
  /**
   * A signed, submitted report of the patient signed in as 'patient' when `of` is their lab,
   * else of a patient of `of` (whom that login cannot name); answers it and its bill.
   */
  const patientsOwnReportOf = async (of: TestLab) => {
    const patientId = of === lab ? (clients.get('patient')?.session.user.id ?? 0) : (await patientOf(of)).id;
    const bill = await ctx.services.bills.create({
      actor: of.system,
      input: CreateBill.parse({ patientId, lines: [{ kind: 'test', id: (await catalogueOf(of)).glucose.id }] }),
      sessionLanguage: 'en',
      ipAddress: '127.0.0.1',
    });
    const reportId = bill.reports[0]?.id ?? 0;
    await ctx.database.db
      .update(schema.labReports)
      .set({ completedTests: true, entryStage: 'dispatched', isSigned: true, isSynced: true, syncedAt: new Date() })
      .where(and(eq(schema.labReports.labId, of.labId), eq(schema.labReports.id, reportId)));
    return { billId: bill.id, reportId };
  };
  /** Each lab's signing doctor, whose passkey is the test password, made once. */
  const signingDoctors = new Map<number, Promise<{ id: number }>>();
  const signingDoctorOf = (of: TestLab) => {
    const made = signingDoctors.get(of.labId) ?? of.doctor();
    signingDoctors.set(of.labId, made);
    return made;
  };
  /** A new report of the lab signed by its signing doctor. */
  const signedReportOf = async (of: TestLab) => {
    const report = await enteredReportOf(of, { isSigned: true, entryStage: 'signed' });
    await ctx.database.db.insert(schema.reportSignatures).values({
      labId: of.labId,
      reportId: report.id,
      doctorId: (await signingDoctorOf(of)).id,
      position: 1,
      signedAt: new Date(),
      valuesDigest: 'signed on the values saved',
    });
    return report;
  };
  /** A Print All of one signed report, asked by the system. */
  const printRunOf = async (of: TestLab) =>
    ctx.services.printRuns.create({
      actor: of.system,
      input: { reportIds: [(await signedReportOf(of)).id], pageBreak: 1, secondaryUnits: false },
    });
  /** A new adult's signed report and its bill (smart reports are for 18 or more: spec 001 §5). */
  const adultsSignedReportOf = async (of: TestLab) => {
    const report = await signedReportOf(of);
    await ctx.database.db
      .update(schema.patients)
      .set({ age: 40, ageUnit: 'Years', ageInDays: 40 * 365 })
      .where(and(eq(schema.patients.labId, of.labId), eq(schema.patients.id, report.patientId)));
    const [row] = await ctx.database.db
      .select({ billId: schema.labReports.billId })
      .from(schema.labReports)
      .where(and(eq(schema.labReports.labId, of.labId), eq(schema.labReports.id, report.id)));
    return { id: report.id, billId: row?.billId ?? 0 };
  };
  /** A smart report of a new adult's bill, asked by the system: still generating (its job not run). */
  const smartReportOf = async (of: TestLab) => {
    const { id, billId } = await adultsSignedReportOf(of);
    return ctx.services.smartReports.generate({
      actor: of.system,
      billId,
      input: { providerId: 'builtin', reportIds: [id], withLetterhead: true },
    });
  };
  const outsourceCentres = new Map<number, Promise<{ id: number }>>();
  const outsourceCentreOf = (of: TestLab) => {
    const made =
      outsourceCentres.get(of.labId) ??
      ctx.services.outsourceCentres.create({ actor: of.system, input: { name: uniqueName('Reference Lab') } });
    outsourceCentres.set(of.labId, made);
    return made;
  };
  /** A new bill's report sent out by the system: its sending's id and version, and the report. */
  const outsourcedOf = async (of: TestLab) => {
    const { reports } = await ctx.services.outsourcing.outsource({
      actor: of.system,
      input: {
        reports: [{ labReportId: (await billOf(of)).reports[0]?.id ?? 0, centreId: (await outsourceCentreOf(of)).id }],
      },
    });
    const sending = reports[0]?.outsourcing;
    if (!sending) throw new Error('The report was not outsourced');
    return { id: sending.id, version: sending.version, labReportId: reports[0]?.labReportId ?? 0 };
  };
  /** The sample of a new bill of the lab, taken through `steps` by the system: its id and version. */
  const sampleAfter = async (of: TestLab, steps: Array<'collect' | 'receive' | 'reject'>) => {
    const [made] = (await billOf(of)).samples;
    if (!made) throw new Error('A glucose bill has a sample.');
    let sample = { id: made.id, version: made.version };
    const { samples } = ctx.services;
    for (const step of steps) {
      const [after] =
        step === 'collect'
          ? await samples.collect({ actor: of.system, input: { samples: [sample] } })
          : step === 'receive'
            ? await samples.receive({ actor: of.system, input: { samples: [sample] } })
            : await samples.reject({
                actor: of.system,
                id: sample.id,
                input: { version: sample.version, reason: 'Clotted' },
              });
      sample = { id: sample.id, version: after?.version ?? sample.version };
    }
    return sample;
  };
  /** The lab sends samples in batches (its accession setting batchManagement). */
  const batchesOn = async (of: TestLab) => {
    const { accession } = ctx.services;
    const { version, ...settings } = await accession.getSettings({ actor: of.system });
    if (!settings.batchManagement) {
      await accession.updateSettings({ actor: of.system, input: { ...settings, batchManagement: true, version } });
    }
  };
  /** A batch of one collected sample, sent by the system: its id and version. */
  const batchOf = async (of: TestLab) => {
    await batchesOn(of);
    const { batch } = await ctx.services.sampleBatches.create({
      actor: of.system,
      input: { referenceNo: uniqueName('BT'), sampleIds: [(await sampleAfter(of, ['collect'])).id] },
    });
    return batch;
  };
  /** A branch of the lab (spec 001 §6). */
  const branchOf = (of: TestLab) =>
    ctx.services.branches.create({ actor: of.system, input: { name: uniqueName('Branch') } });
  /** A privilege card type of the lab, sharable by three, and a card of it for a new patient. */
  const cardTypeOf = (of: TestLab) =>
    ctx.services.privilegeCardTypes.create({
      actor: of.system,
      input: { name: uniqueName('Card'), discountBasisPoints: 1000, validityDays: 365, maxMembers: 3 },
    });
  const cardOf = async (of: TestLab) =>
    ctx.services.privilegeCards.assign({
      actor: of.system,
      input: { cardTypeId: (await cardTypeOf(of)).id, holderPatientId: (await patientOf(of)).id },
    });
  /** A bill of the lab with a scan attached. */
  const attachmentOf = async (of: TestLab) => {
    const bill = await billOf(of);
    const attachment = await ctx.services.billAttachments.upload({
      actor: of.system,
      billId: bill.id,
      upload: { fileName: 'prescription.png', stream: Readable.from([sampleFiles.png]) },
    });
    return { bill, attachment };
  };
  /** A new report with a file attached to it (spec 001 §2 'Attachments and DICOM'). */
  const reportAttachmentOf = async (of: TestLab) =>
    ctx.services.reportAttachments.upload({
      actor: of.system,
      id: (await reportOf(of)).id,
      upload: { fileName: 'film.png', stream: Readable.from([sampleFiles.png]) },
    });
  /** A new report made a file report: its version is 1. */
  const convertedReportOf = async (of: TestLab) => {
    const { id } = await reportOf(of);
    await ctx.services.reportFileReports.convert({
      actor: of.system,
      id,
      version: 0,
      upload: { fileName: 'outside.pdf', stream: Readable.from([sampleFiles.pdf]) },
    });
    return id;
  };
  /** A fresh catalogue record of the lab, through its service as the system: what a change or a copy starts from. */
  const departmentIdOf = async (of: TestLab) => (await of.department()).id;
  const testOf = async (of: TestLab) =>
    ctx.services.labTests.create({
      actor: of.system,
      input: CreateTest.parse({
        code: uniqueName('T'),
        name: uniqueName('Test'),
        departmentId: await departmentIdOf(of),
        price: 10000,
        targetTatMinutes: 60,
      }),
    });
  const catalogueRecordOf: Record<string, (of: TestLab) => Promise<{ id: number }>> = {
    'sample-types': (of) =>
      ctx.services.sampleTypes.create({ actor: of.system, input: { name: uniqueName('Sample') } }),
    'outsource-centres': (of) =>
      ctx.services.outsourceCentres.create({ actor: of.system, input: { name: uniqueName('Centre') } }),
    'test-categories': (of) =>
      ctx.services.testCategories.create({ actor: of.system, input: { name: uniqueName('Category') } }),
    devices: async (of) =>
      ctx.services.devices.create({
        actor: of.system,
        input: { name: uniqueName('Device'), departmentId: await departmentIdOf(of), testIds: [] },
      }),
    tests: testOf,
    profiles: async (of) =>
      ctx.services.profiles.create({
        actor: of.system,
        input: { code: uniqueName('P'), name: uniqueName('Profile'), price: 1, testIds: [(await testOf(of)).id] },
      }),
    'report-formats': async (of) =>
      ctx.services.reportFormats.create({
        actor: of.system,
        input: CreateReportFormat.parse({
          testId: (await testOf(of)).id,
          name: uniqueName('Format'),
          parameters: [{ index: 1, order: 0, name: 'Haemoglobin', unit: 'g/dL' }],
        }),
      }),
  };
  /** What each catalogue record kind is added from, for its POST. */
  const catalogueBodyOf: Record<string, (of: TestLab) => Promise<unknown>> = {
    'sample-types': async () => ({ name: uniqueName('Sample') }),
    'outsource-centres': async () => ({ name: uniqueName('Centre') }),
    'test-categories': async () => ({ name: uniqueName('Category') }),
    devices: async (of) => ({ name: uniqueName('Device'), departmentId: await departmentIdOf(of) }),
    tests: async (of) => ({
      code: uniqueName('T'),
      name: uniqueName('Test'),
      departmentId: await departmentIdOf(of),
      price: 10000,
      targetTatMinutes: 60,
    }),
    profiles: async (of) => ({
      code: uniqueName('P'),
      name: uniqueName('Profile'),
      price: 1,
      testIds: [(await testOf(of)).id],
    }),
    'report-formats': async (of) => ({
      testId: (await testOf(of)).id,
      name: uniqueName('Format'),
      parameters: [{ index: 1, order: 0, name: 'Haemoglobin', unit: 'g/dL' }],
    }),
  };
  const catalogueSamples: Record<string, Sample> = {
    'GET /api/v1/catalogue/billables': async () => ({ url: '/api/v1/catalogue/billables?q=a' }),
  };
  for (const [path, recordOf] of Object.entries(catalogueRecordOf)) {
    const url = `/api/v1/catalogue/${path}`;
    catalogueSamples[`GET ${url}`] = async () => ({ url: `${url}?limit=5` });
    catalogueSamples[`GET ${url}/:id`] = async (of) => ({ url: `${url}/${(await recordOf(of)).id}` });
    catalogueSamples[`POST ${url}`] = async (of) => ({ url, body: await catalogueBodyOf[path]?.(of) });
    catalogueSamples[`PATCH ${url}/:id`] = async (of) => ({
      url: `${url}/${(await recordOf(of)).id}`,
      body: { enabled: false, version: 0 },
    });
    if (['tests', 'profiles', 'report-formats'].includes(path)) {
      catalogueSamples[`POST ${url}/:id/copy`] = async (of) => ({
        url: `${url}/${(await recordOf(of)).id}/copy`,
        body: { name: uniqueName('Copy'), code: uniqueName('C') },
      });
    }
  }

  /** ICD-10 codes no common condition has (Y, external causes) and no sample used before. */
  let conditionCodes = 0;

  const newLabUser = (of: TestLab) =>
    ctx.services.labUsers.create({
      actor: of.system,
      input: CreateLabUser.parse({
        username: uniqueName('access'),
        password: 'Lab@12345',
        fullName: uniqueName('User'),
      }),
    });

  /** The lab settings' version now: a settings change names it. */
  const settingsVersionOf = async (of: TestLab) => (await ctx.services.labs.getLab(of.labId)).settingsVersion;

  /** A work list template's body (default category), and a template the system makes through the service. */
  const worklistTemplateBody = () => ({
    name: uniqueName('Template'),
    categoryId: null,
    format: 'pdf' as const,
    flags: noTemplateFlags,
  });
  /**
   * A department-wise work list asked by the system, of one new department: a job that later
   * samples run prints its one section, not every department the samples made.
   */
  const worklistRunOf = async (of: TestLab) =>
    ctx.services.worklists.create({
      actor: of.system,
      input: WorklistRequest.parse({ kind: 'departmentWise', departmentId: (await of.department()).id }),
      language: 'en',
    });
  const worklistTemplateOf = (of: TestLab) =>
    ctx.services.worklistTemplates.create({ actor: of.system, input: worklistTemplateBody() });

  /** A stock item with its first brand (issue 15). */
  const inventoryItemOf = (of: TestLab) =>
    ctx.services.inventoryItems.create({
      actor: of.system,
      input: {
        name: uniqueName('Reagent'),
        materialCode: null,
        inventoryType: 'reagent',
        category: null,
        purchaseUnit: 'box',
        inventoryUnit: 'test',
        unitsPerPurchase: 10,
        reorderLevel: 0,
        brandName: 'Randox',
      },
    });
  /** Five boxes of a new item received into a new department: the stock row. */
  const stockRowOf = async (of: TestLab) => {
    const item = await inventoryItemOf(of);
    return ctx.services.stock.receive({
      actor: of.system,
      input: {
        inventoryId: item.id,
        brandId: item.brands[0]?.id as number,
        departmentId: (await of.department()).id,
        lotNumber: uniqueName('LOT'),
        expiresOn: null,
        quantity: 5,
        unit: 'purchase',
      },
    });
  };
  /** An open order of a new department for a new item. */
  const departmentOrderOf = async (of: TestLab) => {
    const item = await inventoryItemOf(of);
    return ctx.services.departmentOrders.place({
      actor: of.system,
      input: {
        departmentId: (await of.department()).id,
        note: null,
        items: [{ inventoryId: item.id, brandId: item.brands[0]?.id as number, quantity: 2 }],
      },
    });
  };

  /** A new item mapped to the lab's glucose test (issue 15). */
  const inventoryMappingOf = async (of: TestLab) => {
    const item = await inventoryItemOf(of);
    return ctx.services.inventoryMappings.create({
      actor: of.system,
      input: {
        target: 'test',
        targetId: (await catalogueOf(of)).glucose.id,
        deviceId: null,
        inventoryId: item.id,
        brandId: item.brands[0]?.id as number,
        quantity: 1,
        consumptionOrder: 0,
      },
    });
  };
  /** A valid bulk mapping row of a new item for the lab's glucose test. */
  const bulkRowOf = async (of: TestLab) => {
    const item = await inventoryItemOf(of);
    return {
      testName: (await catalogueOf(of)).glucose.name,
      inventoryName: item.name,
      brandName: item.brands[0]?.name ?? '',
      quantity: 1,
      instrumentName: null,
    };
  };

  /** A QC group's body (issue 15): a new test run on a new device of its department, 100 ± 5 mg/dL. */
  const qcGroupBodyOf = async (of: TestLab) => {
    const test = await testOf(of);
    const device = await ctx.services.devices.create({
      actor: of.system,
      input: { name: uniqueName('Analyser'), departmentId: test.department.id, testIds: [test.id] },
    });
    return {
      name: uniqueName('Control'),
      departmentId: test.department.id,
      level: 'level1' as const,
      deviceId: device.id,
      lotNumber: null,
      tests: [{ testId: test.id, targetMean: 100, targetSd: 5, unit: 'mg/dL' }],
    };
  };
  const qcGroupOf = async (of: TestLab) => {
    const body = await qcGroupBodyOf(of);
    return { body, group: await ctx.services.qcGroups.create({ actor: of.system, input: body }) };
  };
  /** An open QC hold: a run of a new group beyond 3 SD. */
  const qcHoldOf = async (of: TestLab) => {
    const { body, group } = await qcGroupOf(of);
    const run = await ctx.services.qcRuns.record({
      actor: of.system,
      groupId: group.id,
      input: {
        measuredAt: new Date().toISOString(),
        values: [{ testId: body.tests[0]?.testId ?? 0, value: 130 }],
        comment: null,
      },
    });
    return { id: run.holds[0]?.holdId ?? 0 };
  };

  /** A valid request for each route: a route with a permission and no sample fails the test below. */
  const samples: Record<string, Sample> = {
    'GET /api/v1/dashboard/today': async () => ({ url: '/api/v1/dashboard/today' }),
    'GET /api/v1/qc/options': async () => ({ url: '/api/v1/qc/options' }),
    'GET /api/v1/qc/groups': async () => ({ url: '/api/v1/qc/groups?limit=5' }),
    'GET /api/v1/qc/groups/:id': async (of) => ({ url: `/api/v1/qc/groups/${(await qcGroupOf(of)).group.id}` }),
    'POST /api/v1/qc/groups': async (of) => ({ url: '/api/v1/qc/groups', body: await qcGroupBodyOf(of) }),
    'PUT /api/v1/qc/groups/:id': async (of) => {
      const { body, group } = await qcGroupOf(of);
      return { url: `/api/v1/qc/groups/${group.id}`, body: { ...body, enabled: true, version: group.version } };
    },
    'POST /api/v1/qc/groups/:id/runs': async (of) => {
      const { body, group } = await qcGroupOf(of);
      return {
        url: `/api/v1/qc/groups/${group.id}/runs`,
        body: {
          measuredAt: new Date().toISOString(),
          values: [{ testId: body.tests[0]?.testId, value: 101 }],
          comment: null,
        },
      };
    },
    'GET /api/v1/qc/groups/:id/chart': async (of) => {
      const { body, group } = await qcGroupOf(of);
      return { url: `/api/v1/qc/groups/${group.id}/chart?testId=${body.tests[0]?.testId}` };
    },
    'GET /api/v1/qc/holds': async () => ({ url: '/api/v1/qc/holds?limit=5' }),
    'POST /api/v1/qc/holds/:id/resolve': async (of) => ({
      url: `/api/v1/qc/holds/${(await qcHoldOf(of)).id}/resolve`,
      body: { comment: 'Recalibrated; the control repeated within 2 SD.', version: 0 },
    }),
    'POST /api/v1/qc/unresolved-reports': async () => ({
      url: '/api/v1/qc/unresolved-reports',
      body: { reportIds: [1] },
    }),
    'GET /api/v1/departments': async () => ({ url: '/api/v1/departments?limit=5' }),
    'POST /api/v1/departments': async () => ({ url: '/api/v1/departments', body: { name: uniqueName('Department') } }),
    'PATCH /api/v1/departments/:id': async (of) => ({
      url: `/api/v1/departments/${(await of.department()).id}`,
      body: { enabled: false, version: 0 },
    }),
    'GET /api/v1/branches': async () => ({ url: '/api/v1/branches?limit=5' }),
    'GET /api/v1/branches/:id': async (of) => ({ url: `/api/v1/branches/${(await branchOf(of)).id}` }),
    'POST /api/v1/branches': async () => ({ url: '/api/v1/branches', body: { name: uniqueName('Branch') } }),
    'PATCH /api/v1/branches/:id': async (of) => ({
      url: `/api/v1/branches/${(await branchOf(of)).id}`,
      body: { enabled: false, version: 0 },
    }),
    'GET /api/v1/branches/management': async () => ({ url: '/api/v1/branches/management' }),
    // Off: the lab's other samples bill without naming a branch.
    'PUT /api/v1/branches/management': async () => ({ url: '/api/v1/branches/management', body: { enabled: false } }),
    ...catalogueSamples,
    'GET /api/v1/files/:id': async (of) => ({ url: `/api/v1/files/${(await withLogo(of)).logo?.id}` }),
    'GET /api/v1/jobs': async () => ({ url: '/api/v1/jobs' }),
    'POST /api/v1/jobs/:id/retry': async (of) => ({ url: `/api/v1/jobs/${await failedJob(of)}/retry` }),
    'GET /api/v1/settings/communication': async () => ({ url: '/api/v1/settings/communication' }),
    'PUT /api/v1/settings/communication': async (of) => ({
      url: '/api/v1/settings/communication',
      body: { ...(await ctx.services.labSettings.communication(of.labId)), version: await settingsVersionOf(of) },
    }),
    'GET /api/v1/settings/operation': async () => ({ url: '/api/v1/settings/operation' }),
    'PUT /api/v1/settings/operation': async (of) => ({
      url: '/api/v1/settings/operation',
      body: { ...(await ctx.services.labSettings.operation(of.labId)), version: await settingsVersionOf(of) },
    }),
    'GET /api/v1/settings/print': async () => ({ url: '/api/v1/settings/print' }),
    'PUT /api/v1/settings/print': async (of) => ({
      url: '/api/v1/settings/print',
      body: { ...(await ctx.services.labSettings.print(of.labId)), version: await settingsVersionOf(of) },
    }),
    'GET /api/v1/audit': async () => ({ url: '/api/v1/audit?area=settings&limit=5' }),
    'GET /api/v1/audit/actors': async () => ({ url: '/api/v1/audit/actors' }),
    'GET /api/v1/lab-profile': async () => ({ url: '/api/v1/lab-profile' }),
    'GET /api/v1/lab-profile/logo': async (of) => {
      await withLogo(of);
      return { url: '/api/v1/lab-profile/logo' };
    },
    'PUT /api/v1/lab-profile/logo': async (of) => {
      const { version } = await ctx.services.labProfile.get({ actor: of.system });
      const { payload, headers } = multipartUpload('logo.png', sampleFiles.png);
      return { url: `/api/v1/lab-profile/logo?version=${version}`, body: payload, headers };
    },
    'DELETE /api/v1/lab-profile/logo': async (of) => ({
      url: `/api/v1/lab-profile/logo?version=${(await withLogo(of)).version}`,
    }),
    'GET /api/v1/lab-profile/letterhead': async () => ({ url: '/api/v1/lab-profile/letterhead' }),
    'GET /api/v1/lab-profile/letterhead/:slot': async (of) => {
      await withLetterheadFooter(of);
      return { url: '/api/v1/lab-profile/letterhead/footer' };
    },
    'PUT /api/v1/lab-profile/letterhead/:slot': async (of) => {
      const { version } = await ctx.services.labProfile.letterhead({ actor: of.system });
      const { payload, headers } = multipartUpload('header.png', sampleFiles.png);
      return { url: `/api/v1/lab-profile/letterhead/header?version=${version}`, body: payload, headers };
    },
    'DELETE /api/v1/lab-profile/letterhead/:slot': async (of) => ({
      url: `/api/v1/lab-profile/letterhead/footer?version=${(await withLetterheadFooter(of)).version}`,
    }),
    'GET /api/v1/lab-profile/details': async () => ({ url: '/api/v1/lab-profile/details' }),
    'PUT /api/v1/lab-profile/details': async (of) => {
      const { version, name, timeZone } = await ctx.services.centre.details({ actor: of.system });
      return {
        url: '/api/v1/lab-profile/details',
        body: { ...emptyCentreDetails, version, name, timeZone, city: uniqueName('City') },
      };
    },
    'PUT /api/v1/lab-profile/timings': async (of) => {
      const { version, weeklyTimings } = await ctx.services.centre.details({ actor: of.system });
      return { url: '/api/v1/lab-profile/timings', body: { version, days: weeklyTimings } };
    },
    'GET /api/v1/lab-profile/bank': async () => ({ url: '/api/v1/lab-profile/bank' }),
    'POST /api/v1/lab-profile/bank/otp': async (of) => {
      // The OTP goes to the admin's own e-mail. Written as a row, not through the services: a
      // change there moves the admin's version, which the 'PUT /me' sample expects unmoved.
      await ctx.database.db
        .update(schema.labUsers)
        .set({ email: 'admin@example.com' })
        .where(and(eq(schema.labUsers.labId, of.labId), eq(schema.labUsers.id, of.admin.id)));
      return { url: '/api/v1/lab-profile/bank/otp' };
    },
    'PUT /api/v1/lab-profile/bank': async (of) => {
      // The code is the lab admin's own: the only caller allowed (centre.manage) uses it.
      const { version } = await ctx.services.centre.bank({ actor: of.system });
      const [account] = await ctx.database.db
        .select({ id: schema.accounts.id })
        .from(schema.accounts)
        .where(
          and(
            eq(schema.accounts.kind, 'lab'),
            eq(schema.accounts.labId, of.labId),
            eq(schema.accounts.principalId, of.admin.id),
          ),
        );
      const otp = await ctx.services.oneTimeCodes.issue({
        subject: `bank:${of.labId}:${account?.id}`,
        sentTo: [uniqueName('access')],
      });
      return {
        url: '/api/v1/lab-profile/bank',
        body: {
          version,
          otp,
          bankName: 'HDFC Bank',
          accountType: 'Current',
          accountNo: '50100123456789',
          ifscCode: null,
          currency: 'INR',
          isoCode: 'IN',
          countryCode: '91',
          upiId: null,
          paymentNotes: null,
        },
      };
    },
    'GET /api/v1/lab-profile/roles': async () => ({ url: '/api/v1/lab-profile/roles' }),
    'GET /api/v1/lab-profile/roles/candidates': async () => ({ url: '/api/v1/lab-profile/roles/candidates' }),
    'PUT /api/v1/lab-profile/roles': async (of) => ({
      url: '/api/v1/lab-profile/roles',
      body: {
        version: (await ctx.services.centre.roles({ actor: of.system })).version,
        admin: of.admin.id,
        operationManager: null,
        financeManager: null,
      },
    }),
    'GET /api/v1/lab-profile/me': async () => ({ url: '/api/v1/lab-profile/me' }),
    // Each role's own user, changed once by this test: still at its first version.
    'PUT /api/v1/lab-profile/me': async () => ({
      url: '/api/v1/lab-profile/me',
      body: { version: 0, fullName: uniqueName('Me'), email: null, contact: null },
    }),
    'GET /api/v1/lab-users': async () => ({ url: '/api/v1/lab-users?limit=5' }),
    'POST /api/v1/lab-users': async () => ({
      url: '/api/v1/lab-users',
      body: { username: uniqueName('access'), password: 'Lab@12345', fullName: uniqueName('User') },
    }),
    'GET /api/v1/lab-users/export.pdf': async () => ({ url: '/api/v1/lab-users/export.pdf' }),
    'GET /api/v1/lab-users/export.xlsx': async () => ({ url: '/api/v1/lab-users/export.xlsx' }),
    'GET /api/v1/lab-users/:id': async (of) => ({ url: `/api/v1/lab-users/${of.admin.id}` }),
    'PATCH /api/v1/lab-users/:id': async (of) => ({
      url: `/api/v1/lab-users/${(await newLabUser(of)).id}`,
      body: { fullName: uniqueName('Renamed'), version: 0 },
    }),
    'POST /api/v1/lab-users/:id/password': async (of) => ({
      url: `/api/v1/lab-users/${(await newLabUser(of)).id}/password`,
      body: { password: 'New@12345' },
    }),
    'GET /api/v1/medical-history-items': async () => ({ url: '/api/v1/medical-history-items' }),
    'POST /api/v1/medical-history-items': async () => ({
      url: '/api/v1/medical-history-items',
      body: { name: uniqueName('History') },
    }),
    'GET /api/v1/patients': async () => ({ url: '/api/v1/patients?limit=5' }),
    'POST /api/v1/patients': async () => ({
      url: '/api/v1/patients',
      body: { firstName: uniqueName('Access'), lastName: 'Patient', gender: 'Male' },
    }),
    'GET /api/v1/patients/duplicates': async () => ({ url: '/api/v1/patients/duplicates?fullName=Access%20Patient' }),
    'GET /api/v1/patients/:id': async (of) => ({ url: `/api/v1/patients/${(await patientOf(of)).id}` }),
    'GET /api/v1/patients/:id/visits': async (of) => ({ url: `/api/v1/patients/${(await patientOf(of)).id}/visits` }),
    'GET /api/v1/patients/:id/visits/:day/reports': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of)).id}/visits/2025-02-10/reports`,
    }),
    'GET /api/v1/patients/:id/cumulative': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of)).id}/cumulative`,
    }),
    'GET /api/v1/patients/:id/cumulative.pdf': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of)).id}/cumulative.pdf?language=en`,
    }),
    'GET /api/v1/patient-trends': async (of) => ({
      url: `/api/v1/patient-trends?labPatientId=${(await patientOf(of)).id}`,
    }),
    'GET /api/v1/patient-trends/pdf': async (of) => ({
      url: `/api/v1/patient-trends/pdf?labPatientId=${(await patientOf(of)).id}&flag=0&language=en`,
    }),
    'GET /api/v1/settings/trends': async () => ({ url: '/api/v1/settings/trends' }),
    'PUT /api/v1/settings/trends': async () => ({ url: '/api/v1/settings/trends', body: { hiddenKeys: [] } }),
    'PATCH /api/v1/patients/:id': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of)).id}`,
      body: { fullName: uniqueName('Renamed'), gender: 'Male', password: testPassword, version: 0 },
    }),
    'POST /api/v1/patients/:id/convert-to-direct': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of, null)).id}/convert-to-direct`,
      body: { mobile: '9876543210', countryCode: '91', isoCode: 'IN', version: 0 },
    }),
    'PUT /api/v1/patients/:id/medical-history': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of)).id}/medical-history`,
      body: { medicalHistoryIds: [], allergyIds: [], version: 0 },
    }),
    'PUT /api/v1/patients/:id/mobile': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of)).id}/mobile`,
      body: { mobile: '9812345678', countryCode: '91', isoCode: 'IN', version: 0 },
    }),
    'GET /api/v1/insurances': async () => ({ url: '/api/v1/insurances' }),
    'POST /api/v1/insurances': async () => ({
      url: '/api/v1/insurances',
      body: { name: uniqueName('Insurance'), type: 'Commercial' },
    }),
    'GET /api/v1/patients/:id/insurances': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of)).id}/insurances`,
    }),
    'PUT /api/v1/patients/:id/insurances': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of)).id}/insurances`,
      body: { insurances: [], version: 0 },
    }),
    'GET /api/v1/guarantors': async () => ({ url: '/api/v1/guarantors?search=a' }),
    'GET /api/v1/patients/:id/guarantors': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of)).id}/guarantors`,
    }),
    'POST /api/v1/patients/:id/guarantors': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of)).id}/guarantors`,
      body: { firstName: 'Access', relation: 'Father' },
    }),
    'GET /api/v1/patients/:id/id-proofs': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of)).id}/id-proofs`,
    }),
    'POST /api/v1/patients/:id/id-proofs': async (of) => {
      const { payload, headers } = multipartUpload('proof.png', sampleFiles.png);
      const url = `/api/v1/patients/${(await patientOf(of)).id}/id-proofs?proofType=Passport`;
      return { url, body: payload, headers };
    },
    'PATCH /api/v1/patients/:id/id-proofs/:proofId': async (of) => {
      const { patient, proof } = await idProofOf(of);
      return {
        url: `/api/v1/patients/${patient.id}/id-proofs/${proof.id}`,
        body: { documentNumber: null, version: 0 },
      };
    },
    'DELETE /api/v1/patients/:id/id-proofs/:proofId': async (of) => {
      const { patient, proof } = await idProofOf(of);
      return { url: `/api/v1/patients/${patient.id}/id-proofs/${proof.id}?version=0` };
    },
    'GET /api/v1/patients/:id/id-proofs/:proofId/file': async (of) => {
      const { patient, proof } = await idProofOf(of);
      return { url: `/api/v1/patients/${patient.id}/id-proofs/${proof.id}/file` };
    },
    'GET /api/v1/patients/:id/picture': async (of) => ({
      url: `/api/v1/patients/${(await withPicture(of)).patient.id}/picture`,
    }),
    'PUT /api/v1/patients/:id/picture': async (of) => {
      const patient = await patientOf(of);
      const { payload, headers } = multipartUpload('face.png', sampleFiles.png);
      return { url: `/api/v1/patients/${patient.id}/picture?version=${patient.version}`, body: payload, headers };
    },
    'DELETE /api/v1/patients/:id/picture': async (of) => {
      const { patient, version } = await withPicture(of);
      return { url: `/api/v1/patients/${patient.id}/picture?version=${version}` };
    },
    'GET /api/v1/patients/:id/change-requests': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of)).id}/change-requests`,
    }),
    'GET /api/v1/me/patient': async () => ({ url: '/api/v1/me/patient' }),
    'GET /api/v1/me/patient/change-requests': async () => ({ url: '/api/v1/me/patient/change-requests' }),
    'GET /api/v1/me/reports': async () => ({ url: '/api/v1/me/reports' }),
    'GET /api/v1/me/reports/:id/pdf': async (of) => ({
      url: `/api/v1/me/reports/${(await patientsOwnReportOf(of)).reportId}/pdf`,
    }),
    'GET /api/v1/me/bills/:id/reports/pdf': async (of) => ({
      url: `/api/v1/me/bills/${(await patientsOwnReportOf(of)).billId}/reports/pdf`,
    }),
    'GET /api/v1/me/trends/pdf': async () => ({ url: '/api/v1/me/trends/pdf?flag=0' }),
    'GET /api/v1/me/bills/:id/pdf': async (of) => ({
      url: `/api/v1/me/bills/${(await patientsOwnReportOf(of)).billId}/pdf`,
    }),
    'POST /api/v1/patient-change-requests/:id/decision': async (of) => ({
      url: `/api/v1/patient-change-requests/${(await changeRequestOf(of)).id}/decision`,
      body: { accept: false, version: 0 },
    }),
    'GET /api/v1/patients/:id/relatives': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of)).id}/relatives`,
    }),
    'POST /api/v1/patients/:id/relatives': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of)).id}/relatives`,
      body: { relativeId: (await patientOf(of)).id, relation: 'Spouse' },
    }),
    'DELETE /api/v1/patients/:id/relatives/:relativeId': async (of) => {
      const { patient, relative } = await withRelative(of);
      return { url: `/api/v1/patients/${patient.id}/relatives/${relative.id}` };
    },
    'POST /api/v1/patients/:id/cardiac-scores': async (of) => ({
      url: `/api/v1/patients/${(await patientOf(of)).id}/cardiac-scores`,
      body: clinicalForm,
    }),
    'GET /api/v1/patients/:id/clinical-visits': async (of) => ({
      url: `/api/v1/patients/${(await withClinicalVisit(of)).patient.id}/clinical-visits`,
    }),
    'GET /api/v1/patients/:id/clinical-visits/:visitId': async (of) => {
      const { patient, visit } = await withClinicalVisit(of);
      return { url: `/api/v1/patients/${patient.id}/clinical-visits/${visit.id}` };
    },
    'GET /api/v1/diseases': async () => ({ url: '/api/v1/diseases?search=e11' }),
    'POST /api/v1/diseases': async () => {
      conditionCodes += 1;
      return { url: '/api/v1/diseases', body: { icdCode: `Y99.${conditionCodes}`, name: uniqueName('Condition') } };
    },
    'POST /api/v1/health-registry/sendAadhaarOtp': async () => ({
      url: '/api/v1/health-registry/sendAadhaarOtp',
      body: { aadhaarNumber: '234123412346' },
      status: 501,
    }),
    'POST /api/v1/health-registry/createHealthIdWithAadhaar': async () => ({
      url: '/api/v1/health-registry/createHealthIdWithAadhaar',
      body: { transactionId: 'access', otp: '123456' },
      status: 501,
    }),
    'POST /api/v1/health-registry/confirm': async () => ({
      url: '/api/v1/health-registry/confirm',
      body: { transactionId: 'access', otp: '123456', authMode: 'MOBILE_OTP' },
      status: 501,
    }),
    'POST /api/v1/health-registry/sendNdhmLink': async (of) => ({
      url: '/api/v1/health-registry/sendNdhmLink',
      body: { healthId: 'access@abdm', patientId: (await patientOf(of)).id },
      status: 501,
    }),
    'POST /api/v1/health-registry/fetchAuthModes': async () => ({
      url: '/api/v1/health-registry/fetchAuthModes',
      body: { healthId: 'access@abdm' },
      status: 501,
    }),
    'POST /api/v1/health-registry/nationalRegistryData': async () => ({
      url: '/api/v1/health-registry/nationalRegistryData',
      body: { nationalIdentityNumber: '784-1990-1234567-1' },
      status: 501,
    }),
    'POST /api/v1/health-registry/verifyFingerprint': async () => ({
      url: '/api/v1/health-registry/verifyFingerprint',
      body: { nationalIdentityNumber: '784-1990-1234567-1', finger: 'LEFT_THUMB', template: 'AAECAw==' },
      status: 501,
    }),
    'GET /api/v1/organisations/lookup': async () => ({ url: '/api/v1/organisations/lookup?q=a' }),
    'GET /api/v1/doctors/referral-lookup': async () => ({ url: '/api/v1/doctors/referral-lookup?q=a' }),
    'GET /api/v1/outbox': async () => ({ url: '/api/v1/outbox' }),
    'GET /api/v1/outbox/credits': async () => ({ url: '/api/v1/outbox/credits' }),
    'GET /api/v1/support/labs': async () => ({ url: '/api/v1/support/labs?search=Lab' }),
    'GET /api/v1/support/labs/:labId/settings': async (of) => ({ url: `/api/v1/support/labs/${of.labId}/settings` }),
    'PUT /api/v1/support/labs/:labId/settings': async (of) => ({
      url: `/api/v1/support/labs/${of.labId}/settings`,
      body: { values: { petManagement: true }, version: (await ctx.services.labs.getLab(of.labId)).settingsVersion },
    }),
    'GET /api/v1/support/labs/:labId/credits': async (of) => ({ url: `/api/v1/support/labs/${of.labId}/credits` }),
    'POST /api/v1/support/labs/:labId/credits/:kind': async (of) => {
      const [credits] = await ctx.database.db
        .select({ version: schema.labCredits.version })
        .from(schema.labCredits)
        .where(eq(schema.labCredits.labId, of.labId));
      return {
        url: `/api/v1/support/labs/${of.labId}/credits/sms`,
        body: { amount: 5, version: credits?.version ?? 0 },
      };
    },
    'GET /api/v1/support/credits/consumption': async () => ({ url: '/api/v1/support/credits/consumption?search=Lab' }),
    'GET /api/v1/support/outbox': async () => ({ url: '/api/v1/support/outbox' }),
    'GET /api/v1/search': async () => ({ url: '/api/v1/search?q=a&variant=common' }),
    'POST /api/v1/bills': async (of) => ({
      url: '/api/v1/bills',
      body: { patientId: (await patientOf(of)).id, lines: [{ kind: 'test', id: (await catalogueOf(of)).glucose.id }] },
    }),
    'GET /api/v1/bills': async () => ({ url: '/api/v1/bills?limit=5' }),
    'GET /api/v1/bills/:id': async (of) => ({ url: `/api/v1/bills/${(await billOf(of)).id}` }),
    'POST /api/v1/bills/:id/payments': async (of) => ({
      url: `/api/v1/bills/${(await billOf(of)).id}/payments`,
      body: { mode: 'Cash', amount: 100, version: 0 },
    }),
    'POST /api/v1/bills/:id/refunds': async (of) => ({
      url: `/api/v1/bills/${(await billOf(of, 200)).id}/refunds`,
      body: { mode: 'Cash', amount: 100, comments: 'Overpaid', version: 0 },
    }),
    'POST /api/v1/bills/:id/lines/:lineId/cancel': async (of) => {
      const bill = await billOf(of);
      return {
        url: `/api/v1/bills/${bill.id}/lines/${bill.lines[0]?.id}/cancel`,
        body: { reason: 'Ordered twice', version: 0 },
      };
    },
    'POST /api/v1/bills/:id/dismiss': async (of) => ({
      url: `/api/v1/bills/${(await billOf(of)).id}/dismiss`,
      body: { reason: 'Wrong patient', version: 0 },
    }),
    'GET /api/v1/privilege-card-types': async () => ({ url: '/api/v1/privilege-card-types?limit=5' }),
    'POST /api/v1/privilege-card-types': async () => ({
      url: '/api/v1/privilege-card-types',
      body: { name: uniqueName('Card'), discountBasisPoints: 500, validityDays: 30 },
    }),
    'PATCH /api/v1/privilege-card-types/:id': async (of) => ({
      url: `/api/v1/privilege-card-types/${(await cardTypeOf(of)).id}`,
      body: { enabled: false, version: 0 },
    }),
    'GET /api/v1/privilege-cards': async () => ({ url: '/api/v1/privilege-cards?limit=5' }),
    'POST /api/v1/privilege-cards': async (of) => ({
      url: '/api/v1/privilege-cards',
      body: { cardTypeId: (await cardTypeOf(of)).id, holderPatientId: (await patientOf(of)).id },
    }),
    'GET /api/v1/privilege-cards/:id': async (of) => ({ url: `/api/v1/privilege-cards/${(await cardOf(of)).id}` }),
    'PATCH /api/v1/privilege-cards/:id': async (of) => ({
      url: `/api/v1/privilege-cards/${(await cardOf(of)).id}`,
      body: { enabled: false, version: 0 },
    }),
    'POST /api/v1/privilege-cards/:id/members': async (of) => ({
      url: `/api/v1/privilege-cards/${(await cardOf(of)).id}/members`,
      body: { patientId: (await patientOf(of)).id, relation: 'Spouse', version: 0 },
    }),
    'GET /api/v1/patients/:id/privilege-card': async (of) => ({
      url: `/api/v1/patients/${(await cardOf(of)).holder.id}/privilege-card`,
    }),
    'GET /api/v1/bills/:id/attachments': async (of) => ({
      url: `/api/v1/bills/${(await attachmentOf(of)).bill.id}/attachments`,
    }),
    'POST /api/v1/bills/:id/attachments': async (of) => {
      const { payload, headers } = multipartUpload('prescription.png', sampleFiles.png);
      return { url: `/api/v1/bills/${(await billOf(of)).id}/attachments`, body: payload, headers };
    },
    'GET /api/v1/bills/:id/attachments/:attachmentId': async (of) => {
      const { bill, attachment } = await attachmentOf(of);
      return { url: `/api/v1/bills/${bill.id}/attachments/${attachment.id}` };
    },
    'GET /api/v1/bills/:id/receipt.pdf': async (of) => ({ url: `/api/v1/bills/${(await billOf(of)).id}/receipt.pdf` }),
    'POST /api/v1/samples/:id/collect': async (of) => ({
      url: `/api/v1/samples/${(await billOf(of)).samples[0]?.id}/collect`,
      body: { version: 0 },
    }),
    'GET /api/v1/samples': async () => ({ url: '/api/v1/samples?limit=5' }),
    'GET /api/v1/samples/rejected': async () => ({ url: '/api/v1/samples/rejected?limit=5' }),
    'GET /api/v1/reports': async () => ({ url: '/api/v1/reports?tab=total&limit=5' }),
    'GET /api/v1/reports/patient-wise': async () => ({ url: '/api/v1/reports/patient-wise?tab=total&limit=5' }),
    'GET /api/v1/doctor/waiting': async () => ({ url: '/api/v1/doctor/waiting?limit=5' }),
    'GET /api/v1/patients/:id/samples': async (of) => ({
      url: `/api/v1/patients/${(await billOf(of)).patient.id}/samples`,
    }),
    'GET /api/v1/samples/:id/timeline': async (of) => ({
      url: `/api/v1/samples/${(await billOf(of)).samples[0]?.id}/timeline`,
    }),
    'GET /api/v1/reports/:id': async (of) => ({ url: `/api/v1/reports/${(await reportOf(of)).id}` }),
    'GET /api/v1/doctor/reports/:id': async (of) => ({ url: `/api/v1/doctor/reports/${(await reportOf(of)).id}` }),
    'PUT /api/v1/reports/:id/values': async (of) => {
      const { id, formatId } = await reportOf(of);
      return {
        url: `/api/v1/reports/${id}/values`,
        body: { version: 0, formatId, values: [{ index: 1, value: '5' }] },
      };
    },
    'PUT /api/v1/doctor/reports/:id/values': async (of) => {
      // A doctor enters values only where the lab says so (operation setting testEntryByDoctor).
      const { signingDoctors: _signingDoctors, ...operation } = await ctx.services.labSettings.getOperation({
        actor: of.system,
      });
      if (!operation.testEntryByDoctor) {
        await ctx.services.labSettings.updateOperation({
          actor: of.system,
          input: { ...operation, testEntryByDoctor: true },
        });
      }
      const { id, formatId } = await reportOf(of);
      return { url: `/api/v1/doctor/reports/${id}/values`, body: { version: 0, formatId, values: [] } };
    },
    'POST /api/v1/reports/:id/files/:index': async (of) => {
      const { payload, headers } = multipartUpload('tracing.pdf', sampleFiles.pdf);
      return { url: `/api/v1/reports/${await fileReportOf(of)}/files/1?version=0`, body: payload, headers };
    },
    'GET /api/v1/reports/:id/files/:index': async (of) => {
      const id = await fileReportOf(of);
      await ctx.services.reportFiles.upload({
        actor: of.system,
        id,
        index: 1,
        version: 0,
        upload: { fileName: 'tracing.pdf', stream: Readable.from([sampleFiles.pdf]) },
      });
      return { url: `/api/v1/reports/${id}/files/1` };
    },
    'GET /api/v1/reports/:id/attachments': async (of) => ({
      url: `/api/v1/reports/${(await reportOf(of)).id}/attachments`,
    }),
    'POST /api/v1/reports/:id/attachments': async (of) => {
      const { payload, headers } = multipartUpload('film.png', sampleFiles.png);
      return { url: `/api/v1/reports/${(await reportOf(of)).id}/attachments`, body: payload, headers };
    },
    'GET /api/v1/bills/:id/files': async (of) => ({ url: `/api/v1/bills/${(await billOf(of)).id}/files` }),
    'POST /api/v1/reports/attachments-and-studies': async (of) => ({
      url: '/api/v1/reports/attachments-and-studies',
      body: { ids: [(await reportOf(of)).id] },
    }),
    'GET /api/v1/attachments/:id/file': async (of) => ({
      url: `/api/v1/attachments/${(await reportAttachmentOf(of)).id}/file`,
    }),
    'DELETE /api/v1/attachments/:id': async (of) => ({
      url: `/api/v1/attachments/${(await reportAttachmentOf(of)).id}`,
    }),
    'POST /api/v1/reports/:id/file-report': async (of) => {
      const { payload, headers } = multipartUpload('outside.pdf', sampleFiles.pdf);
      return { url: `/api/v1/reports/${(await reportOf(of)).id}/file-report?version=0`, body: payload, headers };
    },
    'DELETE /api/v1/reports/:id/file-report': async (of) => ({
      url: `/api/v1/reports/${await convertedReportOf(of)}/file-report?version=1`,
    }),
    'GET /api/v1/reports/:id/file-report': async (of) => ({
      url: `/api/v1/reports/${await convertedReportOf(of)}/file-report`,
    }),
    'PUT /api/v1/reports/:id/format': async (of) => {
      const { id, formatId } = await reportOf(of);
      return { url: `/api/v1/reports/${id}/format`, body: { version: 0, formatId } };
    },
    'POST /api/v1/reports/:id/critical-acknowledgement': async (of) => {
      const { id } = await reportOf(of);
      // A critical value saved, as a save of a value beyond the critical bounds leaves it.
      const [critical] = await ctx.database.db
        .update(schema.labReports)
        .set({ criticalValues: 1 })
        .where(and(eq(schema.labReports.labId, of.labId), eq(schema.labReports.id, id)))
        .returning({ version: schema.labReports.version });
      return { url: `/api/v1/reports/${id}/critical-acknowledgement`, body: { version: critical?.version } };
    },
    'GET /api/v1/reports/:id/signing-doctors': async (of) => ({
      url: `/api/v1/reports/${(await enteredReportOf(of)).id}/signing-doctors`,
    }),
    'POST /api/v1/doctors/:id/passkey-check': async (of) => ({
      url: `/api/v1/doctors/${(await signingDoctorOf(of)).id}/passkey-check`,
      body: { passkey: testPassword },
    }),
    'POST /api/v1/reports/:id/signatures': async (of) => {
      const { id, version } = await enteredReportOf(of);
      const doctor = await signingDoctorOf(of);
      return {
        url: `/api/v1/reports/${id}/signatures`,
        body: { version, signatures: [{ doctorId: doctor.id, passkey: testPassword }] },
      };
    },
    'DELETE /api/v1/reports/:id/signatures': async (of) => {
      const { id, version } = await signedReportOf(of);
      return { url: `/api/v1/reports/${id}/signatures?version=${version}` };
    },
    'POST /api/v1/doctor/reports/:id/sign': async (of) => {
      const { id, version } = await enteredReportOf(of);
      return { url: `/api/v1/doctor/reports/${id}/sign`, body: { version, passkey: testPassword } };
    },
    'POST /api/v1/doctor/reports/:id/disapprove': async (of) => {
      const { id, version } = await enteredReportOf(of, { isApproved: true, entryStage: 'approved' });
      return { url: `/api/v1/doctor/reports/${id}/disapprove`, body: { version } };
    },
    'POST /api/v1/doctor/reports/:id/review': async (of) => {
      const { id, version } = await enteredReportOf(of);
      return { url: `/api/v1/doctor/reports/${id}/review`, body: { version } };
    },
    'POST /api/v1/doctor/patients/:patientId/sign': async (of) => {
      const { id, patientId } = await enteredReportOf(of);
      return { url: `/api/v1/doctor/patients/${patientId}/sign`, body: { passkey: testPassword, reportIds: [id] } };
    },
    'PUT /api/v1/reports/:id/consulting-doctor': async (of) => {
      const { id, version } = await enteredReportOf(of);
      return { url: `/api/v1/reports/${id}/consulting-doctor`, body: { version, doctorId: null } };
    },
    'POST /api/v1/reports/submit': async (of) => {
      const { id, version } = await signedReportOf(of);
      return { url: '/api/v1/reports/submit', body: { reports: [{ id, version }] } };
    },
    'POST /api/v1/reports/:id/exception': async (of) => {
      const { id, version } = await enteredReportOf(of);
      return { url: `/api/v1/reports/${id}/exception`, body: { version, exception: 'onHold', comments: 'Old films' } };
    },
    'POST /api/v1/reports/:id/mark-done': async (of) => {
      const { id, version } = await enteredReportOf(of);
      return { url: `/api/v1/reports/${id}/mark-done`, body: { version } };
    },
    'POST /api/v1/reports/comments': async (of) => {
      const { id, version } = await enteredReportOf(of);
      return { url: '/api/v1/reports/comments', body: { reports: [{ id, version }], comments: 'Seen' } };
    },
    'GET /api/v1/report-prints': async () => ({ url: '/api/v1/report-prints?tab=pending' }),
    'POST /api/v1/reports/print-done': async (of) => ({
      url: '/api/v1/reports/print-done',
      body: { reportIds: [(await signedReportOf(of)).id] },
    }),
    'POST /api/v1/report-prints/submit': async (of) => ({
      url: '/api/v1/report-prints/submit',
      body: { reportIds: [(await signedReportOf(of)).id] },
    }),
    'POST /api/v1/reports/:id/archive': async (of) => ({
      url: `/api/v1/reports/${(await enteredReportOf(of, { isSigned: true, isSynced: true, entryStage: 'dispatched' })).id}/archive`,
    }),
    'DELETE /api/v1/reports/:id/archive': async (of) => ({
      url: `/api/v1/reports/${(await enteredReportOf(of, { isSigned: true, isSynced: true, entryStage: 'dispatched', archivedAt: new Date() })).id}/archive`,
    }),
    'POST /api/v1/report-prints/runs': async (of) => ({
      url: '/api/v1/report-prints/runs',
      body: { reportIds: [(await signedReportOf(of)).id], pageBreak: 1 },
    }),
    // Only the requester reads a run: the sample's run is the system's, so an allowed caller is told 404.
    'GET /api/v1/report-prints/runs/:id': async (of) => ({
      url: `/api/v1/report-prints/runs/${(await printRunOf(of)).id}`,
      status: 404,
    }),
    'GET /api/v1/report-prints/runs/:id/pdf': async (of) => ({
      url: `/api/v1/report-prints/runs/${(await printRunOf(of)).id}/pdf`,
      status: 404,
    }),
    'GET /api/v1/reports/:id/pdf': async (of) => ({ url: `/api/v1/reports/${(await signedReportOf(of)).id}/pdf` }),
    'GET /api/v1/smart-reports/providers': async () => ({ url: '/api/v1/smart-reports/providers' }),
    'GET /api/v1/bills/:id/smart-reports': async (of) => ({
      url: `/api/v1/bills/${(await billOf(of)).id}/smart-reports`,
    }),
    'POST /api/v1/bills/:id/smart-reports': async (of) => {
      const { id, billId } = await adultsSignedReportOf(of);
      return { url: `/api/v1/bills/${billId}/smart-reports`, body: { providerId: 'builtin', reportIds: [id] } };
    },
    // The sample's smart report is still generating: an allowed caller has no PDF yet, and nothing to share.
    'GET /api/v1/smart-reports/:id/pdf': async (of) => ({
      url: `/api/v1/smart-reports/${(await smartReportOf(of)).id}/pdf`,
      status: 404,
    }),
    'POST /api/v1/smart-reports/:id/share': async (of) => ({
      url: `/api/v1/smart-reports/${(await smartReportOf(of)).id}/share`,
      body: { sendType: 1 },
      status: 400,
    }),
    'POST /api/v1/smart-reports/issues': async (of) => ({
      url: '/api/v1/smart-reports/issues',
      body: { providerId: 'builtin', billId: (await billOf(of)).id, comment: 'The trend reads wrong' },
    }),
    'GET /api/v1/reports/share-options': async (of) => ({
      url: `/api/v1/reports/share-options?labReportId=${(await signedReportOf(of)).id}`,
    }),
    'GET /api/v1/reports/:labReportId/sample-timeline': async (of) => ({
      url: `/api/v1/reports/${(await billOf(of)).reports[0]?.id}/sample-timeline`,
    }),
    'POST /api/v1/samples/collect': async (of) => ({
      url: '/api/v1/samples/collect',
      body: { samples: [await sampleAfter(of, [])] },
    }),
    'POST /api/v1/samples/:id/uncollect': async (of) => {
      const { id, version } = await sampleAfter(of, ['collect']);
      return { url: `/api/v1/samples/${id}/uncollect`, body: { version } };
    },
    'POST /api/v1/samples/receive': async (of) => ({
      url: '/api/v1/samples/receive',
      body: { samples: [await sampleAfter(of, ['collect'])] },
    }),
    'POST /api/v1/samples/:id/reject': async (of) => {
      const { id, version } = await sampleAfter(of, ['collect']);
      return { url: `/api/v1/samples/${id}/reject`, body: { version, reason: 'Haemolysed' } };
    },
    'POST /api/v1/samples/:id/re-enable': async (of) => {
      const { id, version } = await sampleAfter(of, ['collect', 'reject']);
      return { url: `/api/v1/samples/${id}/re-enable`, body: { version } };
    },
    'POST /api/v1/samples/:id/dismiss': async (of) => {
      const { id, version } = await sampleAfter(of, []);
      return { url: `/api/v1/samples/${id}/dismiss`, body: { version } };
    },
    'POST /api/v1/samples/:id/redraw': async (of) => {
      const { id, version } = await sampleAfter(of, ['collect', 'receive']);
      return { url: `/api/v1/samples/${id}/redraw`, body: { version, comments: 'Clotted' } };
    },
    'POST /api/v1/samples/:id/redo': async (of) => {
      const { id, version } = await sampleAfter(of, ['collect', 'receive']);
      return { url: `/api/v1/samples/${id}/redo`, body: { version, comments: 'Repeat the run' } };
    },
    'POST /api/v1/samples/accession': async (of) => ({
      url: '/api/v1/samples/accession',
      body: { samples: [await sampleAfter(of, ['collect'])] },
    }),
    'GET /api/v1/samples/manual-sample-id-check': async () => ({
      url: '/api/v1/samples/manual-sample-id-check?sampleId=M-1',
    }),
    'GET /api/v1/samples/accessions': async () => ({ url: '/api/v1/samples/accessions?limit=5' }),
    'PUT /api/v1/samples/:id/dates': async (of) => {
      const { id, version } = await sampleAfter(of, ['collect']);
      return {
        url: `/api/v1/samples/${id}/dates`,
        body: { version, kind: 'collection', at: new Date(Date.now() - 60_000).toISOString() },
      };
    },
    'GET /api/v1/accession-settings': async () => ({ url: '/api/v1/accession-settings' }),
    'PUT /api/v1/accession-settings': async (of) => {
      const { numberPrefix, numberDigits, accessionOnReceive, batchManagement, version } =
        await ctx.services.accession.getSettings({
          actor: of.system,
        });
      return {
        url: '/api/v1/accession-settings',
        body: { numberPrefix: `${numberPrefix}A`, numberDigits, accessionOnReceive, batchManagement, version },
      };
    },
    'POST /api/v1/samples/labels': async (of) => ({
      url: '/api/v1/samples/labels',
      body: { sampleIds: [(await billOf(of)).samples[0]?.id], format: 'zpl' },
    }),
    'GET /api/v1/samples/labels': async (of) => ({
      url: `/api/v1/samples/labels?sampleIds=${(await billOf(of)).samples[0]?.id}&format=zpl`,
    }),
    'GET /api/v1/sample-batches': async () => ({ url: '/api/v1/sample-batches' }),
    'GET /api/v1/sample-batches/next-reference': async () => ({ url: '/api/v1/sample-batches/next-reference' }),
    'GET /api/v1/sample-batches/:id': async (of) => ({ url: `/api/v1/sample-batches/${(await batchOf(of)).id}` }),
    'GET /api/v1/sample-batches/:id/shipping.pdf': async (of) => ({
      url: `/api/v1/sample-batches/${(await batchOf(of)).id}/shipping.pdf`,
    }),
    'POST /api/v1/sample-batches': async (of) => {
      await batchesOn(of);
      return {
        url: '/api/v1/sample-batches',
        body: { referenceNo: uniqueName('BT'), sampleIds: [(await sampleAfter(of, ['collect'])).id] },
      };
    },
    'POST /api/v1/sample-batches/:id/decision': async (of) => {
      const { id, version } = await batchOf(of);
      return { url: `/api/v1/sample-batches/${id}/decision`, body: { decision: 'receive', version } };
    },
    'GET /api/v1/outsourcing/reports': async () => ({ url: '/api/v1/outsourcing/reports?view=all' }),
    'POST /api/v1/outsourcing': async (of) => ({
      url: '/api/v1/outsourcing',
      body: {
        reports: [{ labReportId: (await billOf(of)).reports[0]?.id, centreId: (await outsourceCentreOf(of)).id }],
      },
    }),
    'GET /api/v1/outsourcing/relation': async (of) => ({
      url: `/api/v1/outsourcing/relation?labReportId=${(await outsourcedOf(of)).labReportId}`,
    }),
    'POST /api/v1/outsourcing/:id/put-back': async (of) => {
      const { id, version } = await outsourcedOf(of);
      return { url: `/api/v1/outsourcing/${id}/put-back`, body: { version } };
    },
    'POST /api/v1/outsourcing/:id/put-back-done': async (of) => {
      const { id, version } = await outsourcedOf(of);
      return { url: `/api/v1/outsourcing/${id}/put-back-done`, body: { version } };
    },
    'POST /api/v1/outsourcing/:id/file-report': async (of) => {
      const { id, version } = await outsourcedOf(of);
      const { payload, headers } = multipartUpload('centre-report.pdf', sampleFiles.pdf);
      return { url: `/api/v1/outsourcing/${id}/file-report?version=${version}`, body: payload, headers };
    },
    'DELETE /api/v1/outsourcing/:id/file-report': async (of) => {
      const { id, version } = await outsourcedOf(of);
      return { url: `/api/v1/outsourcing/${id}/file-report?version=${version}` };
    },
    'GET /api/v1/outsourcing/:id/file-report': async (of) => {
      const { id, version } = await outsourcedOf(of);
      const converted = await ctx.services.outsourcing.convertToFile({
        actor: of.system,
        id,
        version,
        upload: { fileName: 'centre-report.pdf', stream: Readable.from([sampleFiles.pdf]) },
      });
      return { url: `/api/v1/outsourcing/${converted.outsourcing?.id}/file-report` };
    },
    'POST /api/v1/outsourcing/prices': async (of) => ({
      url: '/api/v1/outsourcing/prices',
      body: { centreId: (await outsourceCentreOf(of)).id, testIds: [(await catalogueOf(of)).glucose.id] },
    }),
    'GET /api/v1/outsourcing/test-centres': async (of) => ({
      url: `/api/v1/outsourcing/test-centres?testId=${(await catalogueOf(of)).glucose.id}`,
    }),
    'GET /api/v1/outsource-centres/:id/prices': async (of) => ({
      url: `/api/v1/outsource-centres/${(await outsourceCentreOf(of)).id}/prices`,
    }),
    'PUT /api/v1/outsource-centres/:id/prices': async (of) => ({
      url: `/api/v1/outsource-centres/${(await outsourceCentreOf(of)).id}/prices`,
      body: { prices: [{ testId: (await catalogueOf(of)).glucose.id, price: 9000 }] },
    }),
    'GET /api/v1/barcode-settings': async () => ({ url: '/api/v1/barcode-settings' }),
    'PUT /api/v1/barcode-settings': async (of) => ({
      url: '/api/v1/barcode-settings',
      body: await ctx.services.sampleLabels.getSettings({ actor: of.system }),
    }),
    'POST /api/v1/outbox/test-email': async () => ({
      url: '/api/v1/outbox/test-email',
      body: { to: 'lab@example.com' },
    }),
    'GET /api/v1/worklists/templates': async () => ({ url: '/api/v1/worklists/templates' }),
    'POST /api/v1/worklists/templates': async () => ({
      url: '/api/v1/worklists/templates',
      body: worklistTemplateBody(),
    }),
    'PUT /api/v1/worklists/templates/:id': async (of) => ({
      url: `/api/v1/worklists/templates/${(await worklistTemplateOf(of)).id}`,
      body: { ...worklistTemplateBody(), version: 0 },
    }),
    'DELETE /api/v1/worklists/templates/:id': async (of) => ({
      url: `/api/v1/worklists/templates/${(await worklistTemplateOf(of)).id}`,
    }),
    'GET /api/v1/worklists/options': async () => ({ url: '/api/v1/worklists/options' }),
    // The department-wise list prints even with no report: an allowed caller always starts one.
    'POST /api/v1/worklists/runs': async (of) => ({
      url: '/api/v1/worklists/runs',
      body: { kind: 'departmentWise', departmentId: (await of.department()).id },
    }),
    // Only the requester reads a run: the sample's run is the system's, so an allowed caller is told 404.
    'GET /api/v1/worklists/runs/:id': async (of) => ({
      url: `/api/v1/worklists/runs/${(await worklistRunOf(of)).id}`,
      status: 404,
    }),
    'GET /api/v1/worklists/runs/:id/file': async (of) => ({
      url: `/api/v1/worklists/runs/${(await worklistRunOf(of)).id}/file`,
      status: 404,
    }),
    'GET /api/v1/inventory/settings': async () => ({ url: '/api/v1/inventory/settings' }),
    'PUT /api/v1/inventory/settings': async (of) => ({
      url: '/api/v1/inventory/settings',
      body: {
        testWiseConsumption: true,
        sampleWiseConsumption: false,
        qcConsumption: true,
        sampleDepartmentId: null,
        nearExpiryDays: 15,
        version: (await ctx.services.inventorySettings.settingsOf(of.labId)).version,
      },
    }),
    'GET /api/v1/inventory/items': async () => ({ url: '/api/v1/inventory/items?limit=5' }),
    'GET /api/v1/inventory/items/:id': async (of) => ({
      url: `/api/v1/inventory/items/${(await inventoryItemOf(of)).id}`,
    }),
    'POST /api/v1/inventory/items': async () => ({
      url: '/api/v1/inventory/items',
      body: {
        name: uniqueName('Reagent'),
        materialCode: null,
        inventoryType: 'consumable',
        category: null,
        purchaseUnit: 'box',
        inventoryUnit: 'piece',
        unitsPerPurchase: 100,
        reorderLevel: 10,
        brandName: 'BD',
      },
    }),
    'PUT /api/v1/inventory/items/:id': async (of) => {
      const item = await inventoryItemOf(of);
      const { id: _id, brands: _brands, inStock: _inStock, updatedAt: _updatedAt, ...fields } = item;
      return { url: `/api/v1/inventory/items/${item.id}`, body: { ...fields, reorderLevel: 5 } };
    },
    'POST /api/v1/inventory/items/:id/brands': async (of) => ({
      url: `/api/v1/inventory/items/${(await inventoryItemOf(of)).id}/brands`,
      body: { name: 'Erba' },
    }),
    'PUT /api/v1/inventory/brands/:id': async (of) => ({
      url: `/api/v1/inventory/brands/${(await inventoryItemOf(of)).brands[0]?.id}`,
      body: { name: 'Erba', enabled: true, version: 0 },
    }),
    'GET /api/v1/inventory/brands': async () => ({ url: '/api/v1/inventory/brands' }),
    'GET /api/v1/inventory/stock': async () => ({ url: '/api/v1/inventory/stock?attention=true' }),
    'POST /api/v1/inventory/stock/receipts': async (of) => {
      const item = await inventoryItemOf(of);
      return {
        url: '/api/v1/inventory/stock/receipts',
        body: {
          inventoryId: item.id,
          brandId: item.brands[0]?.id,
          departmentId: (await of.department()).id,
          lotNumber: uniqueName('LOT'),
          expiresOn: null,
          quantity: 2,
          unit: 'purchase',
        },
      };
    },
    'POST /api/v1/inventory/stock/lots/:id/removals': async (of) => {
      const lot = (await stockRowOf(of)).lots[0];
      return {
        url: `/api/v1/inventory/stock/lots/${lot?.id}/removals`,
        body: { kind: 'issued', quantity: 1, reason: null, version: lot?.version },
      };
    },
    'GET /api/v1/inventory/stock/movements': async (of) => ({
      url: `/api/v1/inventory/stock/movements?inventoryId=${(await stockRowOf(of)).inventoryId}`,
    }),
    'GET /api/v1/inventory/orders': async () => ({ url: '/api/v1/inventory/orders?status=open' }),
    'GET /api/v1/inventory/orders/:id': async (of) => ({
      url: `/api/v1/inventory/orders/${(await departmentOrderOf(of)).id}`,
    }),
    'POST /api/v1/inventory/orders': async (of) => {
      const item = await inventoryItemOf(of);
      return {
        url: '/api/v1/inventory/orders',
        body: {
          departmentId: (await of.department()).id,
          note: null,
          items: [{ inventoryId: item.id, brandId: item.brands[0]?.id, quantity: 1 }],
        },
      };
    },
    'POST /api/v1/inventory/orders/:id/cancel': async (of) => ({
      url: `/api/v1/inventory/orders/${(await departmentOrderOf(of)).id}/cancel`,
      body: { version: 0 },
    }),
    'GET /api/v1/inventory/consumption/past-thirty-days': async (of) => {
      const row = await stockRowOf(of);
      return {
        url: `/api/v1/inventory/consumption/past-thirty-days?inventoryId=${row.inventoryId}&departmentId=${row.department.id}`,
      };
    },
    'GET /api/v1/inventory/mapping-targets': async () => ({
      url: '/api/v1/inventory/mapping-targets?target=test&limit=5',
    }),
    'GET /api/v1/inventory/mappings': async (of) => ({
      url: `/api/v1/inventory/mappings?target=test&targetId=${(await catalogueOf(of)).glucose.id}`,
    }),
    'POST /api/v1/inventory/mappings': async (of) => {
      const item = await inventoryItemOf(of);
      return {
        url: '/api/v1/inventory/mappings',
        body: {
          target: 'test',
          targetId: (await catalogueOf(of)).glucose.id,
          inventoryId: item.id,
          brandId: item.brands[0]?.id,
          quantity: 1,
        },
      };
    },
    'PUT /api/v1/inventory/mappings/:id': async (of) => ({
      url: `/api/v1/inventory/mappings/${(await inventoryMappingOf(of)).id}`,
      body: { quantity: 2, consumptionOrder: 0, enabled: true, version: 0 },
    }),
    'DELETE /api/v1/inventory/mappings/:id': async (of) => ({
      url: `/api/v1/inventory/mappings/${(await inventoryMappingOf(of)).id}?version=0`,
    }),
    'GET /api/v1/inventory/mappings/bulk/template': async () => ({ url: '/api/v1/inventory/mappings/bulk/template' }),
    'POST /api/v1/inventory/mappings/bulk/check': async (of) => {
      const row = await bulkRowOf(of);
      const file = await workbookOf(Object.keys(row), [Object.values(row)]);
      const { payload, headers } = multipartUpload('mappings.xlsx', file, { contentType: xlsxMediaType });
      return { url: '/api/v1/inventory/mappings/bulk/check', body: payload, headers };
    },
    'POST /api/v1/inventory/mappings/bulk': async (of) => ({
      url: '/api/v1/inventory/mappings/bulk',
      body: { rows: [{ line: 2, ...(await bulkRowOf(of)) }] },
    }),
    'GET /api/v1/inventory/consumptions/reports/:id': async (of) => ({
      url: `/api/v1/inventory/consumptions/reports/${(await reportOf(of)).id}`,
    }),
  };

  const send = async (client: TestClient, route: PermissionRoute, call: Call) =>
    client.request(route.method as 'GET', call.url, call.body, call.headers);

  /** Every row another lab has, table by table: what a refused request must leave as it was. */
  const rowsOf = async (labId: number) => {
    const snapshot: Record<string, unknown[]> = {};
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      const config = getTableConfig(table);
      const labColumn = config.columns.find((column) => column.name === 'lab_id') as PgColumn | undefined;
      if (labColumn) snapshot[config.name] = await ctx.database.db.select().from(table).where(eq(labColumn, labId));
    }
    return snapshot;
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    // Inventory and quality control answer only a lab that has switched them on (issue 15).
    const modules = { settings: { inventoryManagement: true, qualityControl: true } };
    [lab, other] = await Promise.all([ctx.createLab(modules), ctx.createLab(modules)]);
    ctx.services.jobs.register('access.fails', async () => {
      throw new PermanentJobError('This job always fails.');
    });
    routes = await permissionRoutes(ctx.services);
    clients.set('lab admin', lab.admin);
    clients.set('receptionist', await lab.user());
    const centre = await ctx.services.organisations.create({
      actor: lab.system,
      input: { name: uniqueName('Centre'), login: null },
    });
    centreOrganisations.set(lab.labId, centre.id);
    const centreAdmin = CreateLabUser.parse({
      username: uniqueName('centre'),
      password: testPassword,
      fullName: uniqueName('Centre'),
      admin: true,
      isCollectionCenter: 4,
    });
    await ctx.services.labUsers.create({ actor: lab.system, input: { ...centreAdmin, organisationId: centre.id } });
    clients.set('collection-centre admin', await ctx.signIn(centreAdmin.username, { password: testPassword }));
    clients.set('doctor', await lab.doctor());
    clients.set('organisation', await lab.organisation());
    clients.set('patient', await lab.patient());
    clients.set('support', await ctx.supportUser());
  });
  afterAll(async () => {
    await ctx.close();
    await rm(readConfig({}).dataDir, { recursive: true, force: true });
  });

  it('finds the routes of every area that declare a permission, each one served by the app', () => {
    expect(routes.map(keyOf)).toEqual(
      expect.arrayContaining(['GET /api/v1/departments', 'PATCH /api/v1/departments/:id', 'POST /api/v1/lab-users']),
    );
    for (const route of routes)
      expect(ctx.app.hasRoute({ method: route.method, url: route.url }), keyOf(route)).toBe(true);
  });

  it('has a valid sample request for every such route, and none for a route that is gone', () => {
    expect(routes.map(keyOf).filter((key) => !samples[key])).toEqual([]);
    expect(Object.keys(samples).filter((key) => !routes.some((route) => keyOf(route) === key))).toEqual([]);
  });

  it.each(roles.map((role) => [role.name, role] as const))(
    'as %s: 403 exactly where can() says no, and a success where it says yes',
    async (name, role) => {
      const client = clients.get(name) as TestClient;
      // The facts the test expects are the session's own.
      expect({
        kind: client.session.kind,
        admin: client.session.admin,
        centre: client.session.isCollectionCenter,
      }).toEqual({
        kind: role.facts(lab.labId).kind,
        admin: role.facts(lab.labId).admin,
        centre: role.facts(lab.labId).isCollectionCenter,
      });
      const wrong: string[] = [];
      for (const route of routes) {
        const sample = samples[keyOf(route)];
        if (!sample) continue;
        const call = await sample(lab);
        const response = await send(client, route, call);
        const allowed = can(role.facts(lab.labId), route.permission);
        const refused = response.statusCode === 403 && response.json().error.messageKey === refusalOf(route.permission);
        const succeeded =
          call.status === undefined
            ? response.statusCode >= 200 && response.statusCode < 300
            : response.statusCode === call.status;
        if (allowed ? !succeeded : !refused) {
          wrong.push(`${keyOf(route)} (${route.permission}): ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    // Each role walks every route, each with records made for it: well over the default on two
    // busy cores. A time limit here guards against a hang, not a speed (bench/ measures speed).
    180_000,
  );

  it("answers 404 to an allowed caller who names another lab's id, and changes nothing in that lab", {
    timeout: 180_000,
  }, async () => {
    const wrong: string[] = [];
    // Support staff belong to no lab and work on the lab they pick: a lab id in a support path
    // is that choice, never another lab's id (support.test.ts covers an unknown lab's 404). A
    // parameter that is not an id (the letterhead's :slot) names no record of a lab.
    const labScoped = routes.filter(
      (candidate) => /:\w*[iI]d\b/.test(candidate.url) && !candidate.permission.startsWith('support.'),
    );
    for (const route of labScoped) {
      const sample = samples[keyOf(route)];
      const role = roles.find((candidate) => can(candidate.facts(lab.labId), route.permission));
      if (!sample || !role) continue;
      const call = await sample(other);
      const before = await rowsOf(other.labId);
      const response = await send(clients.get(role.name) as TestClient, route, call);
      if (response.statusCode !== 404) wrong.push(`${keyOf(route)} as ${role.name}: ${response.statusCode}`);
      expect(await rowsOf(other.labId), keyOf(route)).toEqual(before);
    }
    expect(wrong).toEqual([]);
  });
});
