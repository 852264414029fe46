import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { systemActor } from '../../http/actor.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/test-context.js';

describe('labs.updateSettings: the one path of every lab settings change', () => {
  let ctx: TestContext;
  let lab: TestLab;

  beforeAll(async () => {
    ctx = await createTestContext();
    lab = await ctx.createLab();
  });
  afterAll(() => ctx.close());

  const lastAudit = async () =>
    (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.labId, lab.labId), eq(auditLog.entityType, 'labSettings')))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  it('merges the patch, counts the version up and audits the changed keys only', async () => {
    const { settingsVersion } = await ctx.services.labs.getLab(lab.labId);
    const updated = await ctx.services.labs.updateSettings({
      actor: systemActor(lab.labId),
      labId: lab.labId,
      patch: { encryptedReport: true, allowConcurrentLogin: true },
      version: settingsVersion,
      action: 'settings.test.update',
    });
    expect(updated.settings.encryptedReport).toBe(true);
    expect(updated.settingsVersion).toBe(settingsVersion + 1);
    expect(updated.settings).not.toHaveProperty('settingsVersion');
    const entry = await lastAudit();
    expect(entry).toMatchObject({
      action: 'settings.test.update',
      entityId: String(lab.labId),
      before: {},
      after: { encryptedReport: true },
    });
  });

  it('refuses a stale version and writes nothing', async () => {
    const { settingsVersion } = await ctx.services.labs.getLab(lab.labId);
    await expect(
      ctx.services.labs.updateSettings({
        actor: systemActor(lab.labId),
        labId: lab.labId,
        patch: { encryptedReport: false },
        version: settingsVersion - 1,
        action: 'settings.test.update',
      }),
    ).rejects.toMatchObject({ code: 'stale' });
    expect((await ctx.services.labs.getLab(lab.labId)).settings.encryptedReport).toBe(true);
  });

  it('audits a support user on the lab changed, and two writes at once both land', async () => {
    const support = { ...systemActor(lab.labId), labId: null, kind: 'support' as const, accountId: 99 };
    await Promise.all([
      ctx.services.labs.updateSettings({
        actor: support,
        labId: lab.labId,
        patch: { operation: { sortingFlag: 1 } },
        action: 'settings.test.update',
      }),
      ctx.services.labs.updateSettings({
        actor: systemActor(lab.labId),
        labId: lab.labId,
        patch: { operation: { showLatestOnTop: true } },
        action: 'settings.test.update',
      }),
    ]);
    expect((await ctx.services.labs.getLab(lab.labId)).settings.operation).toEqual({
      sortingFlag: 1,
      showLatestOnTop: true,
    });
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.labId, lab.labId), eq(auditLog.actorKind, 'support')));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorAccountId).toBe(99);
  });
});
