import type { LoginKind } from '@lims/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.js';
import { accounts, auditLog, labs } from '../schema/index.js';
import {
  demoAllergies,
  demoDepartments,
  demoDoctors,
  demoLabName,
  demoLabUsers,
  demoMedicalHistories,
  demoOrganisation,
  demoPatient,
  demoPatientOrganisations,
  demoPatients,
  demoReferralDoctors,
  demoSupportUser,
  seedDemoLab,
} from './demo-lab.js';

describe('the demo seed (README demo logins; DESIGN.md Tests: through the services, as the system)', () => {
  let ctx: TestContext;
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
  it.each([
    ['admin', 'Asha Verma', 'Admin', demoDepartments.length],
    ['reception', 'Ravi Kumar', 'Receptionist', 3],
    ['technician', 'Meena Iyer', 'Technician', 2],
    ['finance', 'Farhan Shaikh', 'Finance', 0],
    ['operations', 'Kavita Nair', 'Complete Operations', demoDepartments.length],
    ['drsharma', 'Dr. Anil Sharma', 'Technician', 3],
    ['collection', 'City Clinic Collection Centre', 'Technician', 0],
  ])('signs %s in as %s, with the %s dashboard and %i departments', async (username, name, label, departments) => {
    const { session } = await ctx.signIn(username);
    expect(session).toMatchObject({ labId: ctx.labId, labName: demoLabName, labUserName: name });
    expect(session.user.dashboardLabel).toBe(label);
    expect(session.departments).toHaveLength(departments);
    expect(session.labuseraccessmaster.isRootUser).toBe(username === 'admin');
    expect(session.isCollectionCenter).toBe(username === 'collection' ? 4 : 0);
  });

  it('leaves a test e-mail in the outbox, held (no SMTP_URL) by a job that is done, so Outbox and Jobs show their use', async () => {
    const admin = await ctx.signIn('admin');
    const outbox = (await admin.get('/api/v1/outbox')).json<{ items: Array<Record<string, unknown>> }>();
    expect(outbox.items).toEqual([
      expect.objectContaining({
        channel: 'email',
        recipient: 'admin@demo-diagnostics.example',
        subject: `Test e-mail from ${demoLabName}`,
        state: 'held',
      }),
    ]);
    const jobs = (await admin.get('/api/v1/jobs')).json<{ items: Array<Record<string, unknown>> }>();
    expect(jobs.items).toEqual([expect.objectContaining({ name: 'message.send', state: 'done', attempts: 1 })]);
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
    });
    const support = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'support_user.create'), isNull(auditLog.labId)));
    expect(support).toEqual([expect.objectContaining({ actorKind: 'system', actorAccountId: null })]);
  });

  it('gives the demo patient the first patient id of the lab', async () => {
    const patient = await ctx.signIn(demoPatient.username, { kind: 'patient' });
    const row = await ctx.services.patients.principal(ctx.labId, patient.session.user.id);
    expect(row?.labPatientId).toBe('1');
  });

  it('does nothing the second time: no second lab, no second account', async () => {
    const before = (await ctx.database.db.select({ rows: count() }).from(accounts))[0]?.rows;
    expect(await seedDemoLab(ctx.database.db, ctx.services)).toBeUndefined();
    expect(await ctx.database.db.select().from(labs).where(eq(labs.name, demoLabName))).toHaveLength(1);
    expect((await ctx.database.db.select({ rows: count() }).from(accounts))[0]?.rows).toBe(before);
  });
});
