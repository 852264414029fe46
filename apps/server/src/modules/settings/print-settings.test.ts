import type { PrintSettings } from '@lims/contract';
import { collectionCentreTypes, defaultPrintSettings } from '@lims/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext, type TestUser } from '../../test/test-context.js';

const path = '/api/v1/settings/print';
const adminOnly = errorBody('forbidden', 'adminOnly', 'Only an administrator of this lab can do this.');
const staleRecord = errorBody(
  'stale',
  'staleRecord',
  'Someone else changed this record while you were editing it. Reload it and make your change again.',
);

describe('print settings (spec 002 §3 print defaults; spec 001 §6 hideAmountDueReport)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  let admin: TestClient;
  let reception: TestUser;
  let technician: TestUser;
  let centreStaff: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    [lab, other] = await Promise.all([ctx.createLab(), ctx.createLab()]);
    admin = lab.admin;
    [reception, technician, centreStaff] = await Promise.all([
      lab.user({ fullName: 'Ravi Kumar' }),
      lab.user({ fullName: 'Sana Qureshi', labAccess: true }),
      lab.user({ isCollectionCenter: collectionCentreTypes.collectionCentre }),
    ]);
  });
  afterAll(() => ctx.close());

  const read = async (client: TestClient = admin) => (await client.get(path)).json<PrintSettings>();

  const lastAudit = async (labId: number) =>
    (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.labId, labId), eq(auditLog.action, 'settings.print.update')))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  it("reads a new lab's defaults: font size 10, page numbers on, paper margin 20, 'M d, Y, h:i a'", async () => {
    const response = await other.admin.get(path);
    expect(response.statusCode, response.body).toBe(200);
    const { version: _version, ...settings } = response.json<PrintSettings>();
    expect(settings).toEqual(defaultPrintSettings);
    expect(settings).toMatchObject({ fontSize: 10, pageNumbers: true, paperMargin: 20, dateFormat: 'M d, Y, h:i a' });
  });

  it('is read by every lab user, front desk, bench and collection centre alike', async () => {
    const current = await read();
    for (const user of [reception, technician, centreStaff]) {
      const response = await user.get(path);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(current);
    }
  });

  it('is not read by a doctor, an organisation or a patient login (403)', async () => {
    for (const person of [await lab.doctor(), await lab.organisation(), await lab.patient()]) {
      expect((await person.get(path)).statusCode).toBe(403);
    }
  });

  it('saves every field, answers the new version, and audits the changed keys only', async () => {
    const before = await read();
    const change = {
      ...before,
      fontSize: 12,
      fontFamily: 'Liberation Serif' as const,
      pageNumbers: false,
      paperMargin: 15,
      dateFormat: 'd/m/Y H:i',
      withLetterhead: false,
      hideAmountDueReport: true,
      showDueReportAlert: false,
    };
    const response = await admin.put(path, change);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<PrintSettings>();
    expect(saved).toEqual({ ...change, version: before.version + 1 });
    expect(await read(reception)).toEqual(saved);
    expect(await ctx.services.labSettings.print(lab.labId)).toMatchObject({ hideAmountDueReport: true, fontSize: 12 });
    const audit = await lastAudit(lab.labId);
    expect(audit).toMatchObject({
      entityType: 'labSettings',
      actorKind: 'lab',
      before: { print: { fontSize: 10, withLetterhead: true, hideAmountDueReport: false } },
      after: { print: { fontSize: 12, withLetterhead: false, hideAmountDueReport: true } },
    });
    // The other lab prints as it did.
    expect((await read(other.admin)).fontSize).toBe(10);
    expect(await lastAudit(other.labId)).toBeUndefined();
  });

  it('names in the audit only the setting that changed', async () => {
    const before = await read();
    const response = await admin.put(path, { ...before, dateFormat: 'j F Y' });
    expect(response.statusCode, response.body).toBe(200);
    const audit = await lastAudit(lab.labId);
    expect(audit?.before).toEqual({ print: { dateFormat: before.dateFormat } });
    expect(audit?.after).toEqual({ print: { dateFormat: 'j F Y' } });
  });

  it.each([
    ['a font size below 8', (body: PrintSettings) => ({ ...body, fontSize: 7 })],
    ['a font size above 14', (body: PrintSettings) => ({ ...body, fontSize: 15 })],
    ['a font size with decimals', (body: PrintSettings) => ({ ...body, fontSize: 10.5 })],
    ['a font the product does not ship', (body: PrintSettings) => ({ ...body, fontFamily: 'Verdana' })],
    ['a paper margin above 50 mm', (body: PrintSettings) => ({ ...body, paperMargin: 51 })],
    ['a paper margin below 5 mm', (body: PrintSettings) => ({ ...body, paperMargin: 4 })],
    ['an empty date format', (body: PrintSettings) => ({ ...body, dateFormat: '   ' })],
    ['a date format of 41 characters', (body: PrintSettings) => ({ ...body, dateFormat: 'Y'.repeat(41) })],
    ['a switch that is not a boolean', (body: PrintSettings) => ({ ...body, hideAmountDueReport: 1 })],
    ['an unknown setting', (body: PrintSettings) => ({ ...body, watermark: true })],
    ['a missing field', ({ withLetterhead: _withLetterhead, ...body }: PrintSettings) => body],
    ['no version', ({ version: _version, ...body }: PrintSettings) => body],
  ])('refuses %s (400) and changes nothing', async (_name, change) => {
    const before = await read();
    const response = await admin.put(path, change(before));
    expect(response.statusCode, response.body).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('refuses a change by a user who is not the administrator (403) and changes nothing', async () => {
    const before = await read();
    for (const user of [reception, technician, centreStaff]) {
      const response = await user.put(path, { ...before, fontSize: 9 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(adminOnly);
    }
    expect(await read()).toEqual(before);
  });

  it('lets one of two admins saving from the same version win, and refuses the other (409)', async () => {
    const secondAdmin = await lab.user({ admin: true });
    const start = await read();
    const [first, second] = await Promise.all([
      admin.put(path, { ...start, paperMargin: 25 }),
      secondAdmin.put(path, { ...start, paperMargin: 30 }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const [winner, loser] = first.statusCode === 200 ? [first, second] : [second, first];
    expect(loser.json()).toEqual(staleRecord);
    const now = await read();
    expect(now).toEqual(winner.json());
    expect(now.version).toBe(start.version + 1);
  });

  it('refuses a save from a version another settings section made stale (409)', async () => {
    const start = await read();
    const communication = (await admin.get('/api/v1/settings/communication')).json<{ version: number }>();
    expect(communication.version).toBe(start.version);
    const moved = await admin.put('/api/v1/settings/communication', {
      ...communication,
      businessAccountPlan: 'premium_plan',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const late = await admin.put(path, { ...start, withLetterhead: !start.withLetterhead });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(staleRecord);
    expect((await read()).withLetterhead).toBe(start.withLetterhead);
  });
});
