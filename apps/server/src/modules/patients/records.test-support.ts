import { CreateLabUser, type Patient, RegisterPatient } from '@lims/contract';
import { afterAll, beforeAll } from 'vitest';
import { errorBody } from '../../test/error-body.js';
import { type TestLab, testPassword } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';

/** 404 'The requested item was not found.', about `field` when the refusal names one. */
export const notFoundOn = (field?: string) =>
  errorBody('not_found', 'notFound', 'The requested item was not found.', field);
export const notFoundBody = notFoundOn();
export const staleRecordBody = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);

/** Test data for the records around a patient, made through the services as the system. */
function recordsFixtures(ctx: TestContext) {
  return {
    /** A patient of `lab`, registered as the form would; random names are never likely duplicates. */
    patient(lab: TestLab, input: Partial<RegisterPatient> = {}): Promise<Patient> {
      const [firstName, lastName] = uniqueName('Patient').split('-');
      return ctx.services.patients.register({
        actor: lab.system,
        input: RegisterPatient.parse({ firstName, lastName, gender: 'Female', ...input }),
      });
    },

    /** A client organisation of `lab`, without a login. */
    async organisation(lab: TestLab, name = uniqueName('Clinic')): Promise<{ id: number; name: string }> {
      const row = await ctx.services.organisations.create({ actor: lab.system, input: { name, login: null } });
      return { id: row.id, name: row.name };
    },

    /** A collection-centre user of `lab` (spec 000 §6) kept to `organisationId`, signed in. */
    async collectionCentre(lab: TestLab, organisationId: number | null, admin = false): Promise<TestClient> {
      const username = uniqueName('centre');
      const input = CreateLabUser.parse({ username, password: testPassword, fullName: uniqueName('Centre') });
      await ctx.services.labUsers.create({
        actor: lab.system,
        input: { ...input, admin, isCollectionCenter: 4, organisationId },
      });
      return ctx.signIn(username);
    },

    /** The audit rows of one entity, oldest first. */
    auditOf: (entityType: string, entityId: number) =>
      ctx.database.db.query.auditLog.findMany({
        where: (row, { and, eq }) => and(eq(row.entityType, entityType), eq(row.entityId, String(entityId))),
        orderBy: (row, { asc }) => [asc(row.id)],
      }),
  };
}

export interface RecordsTestBed extends ReturnType<typeof recordsFixtures> {
  ctx: TestContext;
  /** The lab under test, and a lab its users must never reach. */
  lab: TestLab;
  other: TestLab;
  /** A user of `lab` without flags. */
  reception: TestClient;
}

/**
 * A fresh database and server for one test file, with two labs and a receptionist: set up
 * before its tests and closed after them. Read its fields inside the tests.
 */
export function recordsTestBed(): RecordsTestBed {
  const bed = {} as RecordsTestBed;
  beforeAll(async () => {
    const ctx = await createTestContext();
    const [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    Object.assign(bed, recordsFixtures(ctx), { ctx, lab, other, reception: await lab.user() });
  });
  afterAll(() => bed.ctx.close());
  return bed;
}
