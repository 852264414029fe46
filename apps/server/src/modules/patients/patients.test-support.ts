import { CreateLabUser, type Patient, type RegisterPatient } from '@lims/contract';
import { calendarDateIn } from '@lims/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DomainEvent } from '../../platform/events/event-bus.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, uniqueName } from '../../test/test-context.js';
import { insertGuarantor } from './guarantors.queries.js';

/** What the patients tests share: two labs, the people and records of each that registrations refer to. */
export interface PatientsWorld {
  ctx: TestContext;
  lab: TestLab;
  other: TestLab;
  /** The lab's administrator, and a user of the lab without flags. */
  admin: TestClient;
  reception: TestClient;
  /** A referral user of the lab (spec 000 §6): reads patients, never changes them. */
  referralUser: TestClient;
  organisation: { id: number; name: string };
  referralDoctor: { id: number; name: string };
  /** A doctor of the lab who signs but is no referral doctor. */
  signingDoctor: { id: number; name: string };
  insuranceId: number;
  otherLabIds: { organisationId: number; referralDoctorId: number; insuranceId: number; guarantorId: number };
  /** Every 'registration' event published since the world was made. */
  events: DomainEvent[];
  /** The audit rows of one entity (a patient unless told), oldest first. */
  auditOf: (
    entityId: number,
    entityType?: string,
  ) => ReturnType<TestContext['database']['db']['query']['auditLog']['findMany']>;
}

export async function createPatientsWorld(): Promise<PatientsWorld> {
  const ctx = await createTestContext();
  const events: DomainEvent[] = [];
  ctx.bus.subscribe((event) => {
    if (event.channel === 'registration') events.push(event);
  });
  const [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
  const organisationOf = async (of: TestLab) => {
    const name = uniqueName('Sunrise Clinic');
    const created = await ctx.services.organisations.create({ actor: of.system, input: { name, login: null } });
    return { id: created.id, name };
  };
  const doctorOf = async (of: TestLab, isReferral: boolean) => {
    const doctor = await of.doctor({ fullName: uniqueName('Dr. Meera'), isReferral, isSigning: !isReferral });
    return { id: doctor.id, name: doctor.name };
  };
  const insuranceOf = async (of: TestLab) =>
    (
      await ctx.services.insurances.create({
        actor: of.system,
        input: { name: uniqueName('Star'), type: 'Commercial' },
      })
    ).id;
  const otherGuarantor = await insertGuarantor(ctx.database.db, other.labId, { firstName: 'Ramesh', relation: 'Self' });
  return {
    ctx,
    lab,
    other,
    admin: lab.admin,
    reception: await lab.user(),
    referralUser: await lab.user({ isReferral: true }),
    organisation: await organisationOf(lab),
    referralDoctor: await doctorOf(lab, true),
    signingDoctor: await doctorOf(lab, false),
    insuranceId: await insuranceOf(lab),
    otherLabIds: {
      organisationId: (await organisationOf(other)).id,
      referralDoctorId: (await doctorOf(other, true)).id,
      insuranceId: await insuranceOf(other),
      guarantorId: otherGuarantor.id,
    },
    events,
    auditOf: (entityId, entityType = 'patient') =>
      ctx.database.db.query.auditLog.findMany({
        where: (row, { and, eq }) => and(eq(row.entityType, entityType), eq(row.entityId, String(entityId))),
        orderBy: (row, { asc }) => [asc(row.id)],
      }),
  };
}

/**
 * The patients' world for one test file: made before its tests and closed after them. Read its
 * fields inside the tests.
 */
export function patientsTestWorld(): PatientsWorld {
  const world = {} as PatientsWorld;
  beforeAll(async () => {
    Object.assign(world, await createPatientsWorld());
  });
  afterAll(() => world.ctx.close());
  return world;
}

/** The factory labs' date `days` from today, as their clock (Asia/Kolkata) reads it. */
export const labDate = (days = 0) => calendarDateIn(new Date(Date.now() + days * 86_400_000), 'Asia/Kolkata');

/** A registration that passes every rule of a lab with the default settings, with a name of its own. */
export const newPatient = (overrides: Partial<RegisterPatient> = {}): RegisterPatient => ({
  firstName: uniqueName('Asha'),
  lastName: 'Verma',
  gender: 'Female',
  ...overrides,
});

/** Registers through the API and expects a 201. */
export async function registered(client: TestClient, overrides: Partial<RegisterPatient> = {}): Promise<Patient> {
  const response = await client.post('/api/v1/patients', newPatient(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Patient>();
}

/** A collection-centre user (isCollectionCenter 4) of `organisationId`, signed in. */
export async function collectionCentreUser(ctx: TestContext, lab: TestLab, organisationId: number) {
  const username = uniqueName('centre');
  const input = CreateLabUser.parse({
    username,
    password: 'Demo@1234',
    fullName: uniqueName('City Centre'),
    isCollectionCenter: 4,
    sampleAccess: true,
  });
  await ctx.services.labUsers.create({ actor: lab.system, input: { ...input, organisationId } });
  return ctx.signIn(username);
}
