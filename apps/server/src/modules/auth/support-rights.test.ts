import { can } from '@lims/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportUsers } from '../../db/schema/index.js';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-context.js';

describe('support rights in the actor and the session answer (spec 002 §6)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const tokenOf = (client: TestClient) => decodeURIComponent(client.cookie.split('=')[1] ?? '');
  const actorOf = async (client: TestClient) => (await ctx.services.auth.resolve(tokenOf(client)))?.actor;
  const setRights = (id: number, rights: string[]) =>
    ctx.database.db.update(supportUsers).set({ rights }).where(eq(supportUsers.id, id));

  it('gives a new support user both rights, and the permissions that need them', async () => {
    const support = await ctx.supportUser();
    expect(support.session.supportRights).toEqual(['labSettings', 'credits']);
    const actor = await actorOf(support);
    expect(actor?.supportRights).toEqual(['labSettings', 'credits']);
    expect(can(actor, 'support.labSettings')).toBe(true);
    expect(can(actor, 'support.credits')).toBe(true);
  });

  it('reads the rights on every request: one taken away is gone at once', async () => {
    const support = await ctx.supportUser();
    await setRights(support.id, ['credits']);
    expect((await support.get('/api/v1/session')).json().session.supportRights).toEqual(['credits']);
    const actor = await actorOf(support);
    expect(can(actor, 'support.labSettings')).toBe(false);
    expect(can(actor, 'support.credits')).toBe(true);
    await setRights(support.id, []);
    expect(can(await actorOf(support), 'support.credits')).toBe(false);
    expect(can(await actorOf(support), 'support.view')).toBe(true);
  });

  it('ignores a right the product does not know', async () => {
    const support = await ctx.supportUser();
    await setRights(support.id, ['labSettings', 'everything']);
    expect((await support.get('/api/v1/session')).json().session.supportRights).toEqual(['labSettings']);
  });

  it('gives nobody else any', async () => {
    const lab = await ctx.createLab();
    expect(lab.admin.session.supportRights).toEqual([]);
    expect((await actorOf(lab.admin))?.supportRights).toEqual([]);
    expect(can(await actorOf(lab.admin), 'support.credits')).toBe(false);
  });
});
