import {
  type CatalogueTest,
  CreateBill,
  CreateProfile,
  CreateReportFormat,
  CreateSampleType,
  CreateTest,
  type Profile,
  RegisterPatient,
} from '@lims/contract';
import type { TestLab } from '../../test/factories.js';
import { type TestContext, uniqueName } from '../../test/test-context.js';

/** A small catalogue of one lab, made through the catalogue's services as the system. */
export interface BillingCatalogue {
  /** Serum, 150.00; 60 minutes. */
  glucose: CatalogueTest;
  /** Serum, 200.00; 120 minutes. */
  creatinine: CatalogueTest;
  /** Urine, 100.00; 90 minutes. */
  urine: CatalogueTest;
  /** No sample type (radiology), 500.00; 240 minutes. */
  xray: CatalogueTest;
  /** Two Serum tests (ALT 250.00, AST 250.00) for 400.00. */
  liver: Profile;
  alt: CatalogueTest;
  ast: CatalogueTest;
}

export async function billingCatalogue(ctx: TestContext, lab: TestLab): Promise<BillingCatalogue> {
  const { services } = ctx;
  const actor = lab.system;
  const department = await lab.department(uniqueName('Biochemistry'));
  const sampleType = (name: string) =>
    services.sampleTypes.create({ actor, input: CreateSampleType.parse({ name: uniqueName(name) }) });
  const [serum, urineType] = [await sampleType('Serum'), await sampleType('Urine')];
  const test = async (name: string, price: number, targetTatMinutes: number, sampleTypeId: number | null) => {
    const made = await services.labTests.create({
      actor,
      input: CreateTest.parse({
        code: uniqueName(name.slice(0, 3).toUpperCase()),
        name: uniqueName(name),
        departmentId: department.id,
        sampleTypeId,
        price,
        targetTatMinutes,
        isRadiology: sampleTypeId === null,
      }),
    });
    await services.reportFormats.create({
      actor,
      input: CreateReportFormat.parse({
        testId: made.id,
        name: 'Default',
        isDefault: true,
        parameters: [{ index: 1, order: 1, name, unit: null, isNumeric: sampleTypeId !== null }],
      }),
    });
    return made;
  };
  const glucose = await test('Glucose', 15_000, 60, serum.id);
  const creatinine = await test('Creatinine', 20_000, 120, serum.id);
  const urine = await test('Urine routine', 10_000, 90, urineType.id);
  const xray = await test('Chest X-ray', 50_000, 240, null);
  const alt = await test('ALT', 25_000, 180, serum.id);
  const ast = await test('AST', 25_000, 180, serum.id);
  const liver = await services.profiles.create({
    actor,
    input: CreateProfile.parse({
      code: uniqueName('LFT'),
      name: uniqueName('Liver panel'),
      price: 40_000,
      testIds: [alt.id, ast.id],
    }),
  });
  return { glucose, creatinine, urine, xray, liver, alt, ast };
}

/** A patient of the lab, registered as the system, of `organisationId` when given. */
export const billingPatient = (ctx: TestContext, lab: TestLab, organisationId?: number) =>
  ctx.services.patients.register({
    actor: lab.system,
    input: RegisterPatient.parse({
      firstName: uniqueName('Billed'),
      lastName: 'Patient',
      gender: 'Male',
      mobile: '9876543210',
      organisationId,
    }),
  });

/** A bill for a new patient of the lab, made through the bills service as the system. */
export const systemBill = async (ctx: TestContext, lab: TestLab, input: Omit<CreateBill, 'patientId'>) =>
  ctx.services.bills.create({
    actor: lab.system,
    input: CreateBill.parse({ patientId: (await billingPatient(ctx, lab)).id, ...input }),
    sessionLanguage: 'en',
    ipAddress: '127.0.0.1',
  });
