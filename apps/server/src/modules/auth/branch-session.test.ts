import { collectionCentreTypes } from '@lims/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBranch, bindToBranch } from '../../http/account-state.test-support.js';
import { errorBody } from '../../test/error-body.js';
import type { TestLab } from '../../test/factories.js';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-context.js';

interface Branch {
  id: number;
  name: string;
}
const branchNotAvailable = errorBody(
  'forbidden',
  'branchNotAvailable',
  'This branch is not available to you.',
  'branchId',
);

describe('branches in the session and PUT /api/v1/session/branch (spec 001 §6)', () => {
  let ctx: TestContext;
  let lab: TestLab;
  let other: TestLab;
  /** Named so that the session's order (by name) is north, south; west is disabled. */
  let north: Branch;
  let south: Branch;
  let west: Branch;
  let othersBranch: Branch;
  beforeAll(async () => {
    ctx = await createTestContext();
    lab = await ctx.createLab({ settings: { allowConcurrentLogin: true, branchManagement: true } });
    other = await ctx.createLab({ settings: { branchManagement: true } });
    south = await addBranch(ctx, lab.labId, 'South Centre');
    north = await addBranch(ctx, lab.labId, 'North Centre');
    west = await addBranch(ctx, lab.labId, 'West Centre', false);
    othersBranch = await addBranch(ctx, other.labId, 'Elsewhere');
  });
  afterAll(() => ctx.close());

  const sessionOf = async (client: TestClient) => (await client.get('/api/v1/session')).json().session;
  const switchTo = (client: TestClient, branchId: number | null) => client.put('/api/v1/session/branch', { branchId });
  /** A lab user bound to `branch`, signed in after the binding. */
  const userOf = async (branch: Branch | null, isCollectionCenter: 0 | 4 = collectionCentreTypes.none) => {
    const user = await lab.user({ isCollectionCenter });
    if (branch) await bindToBranch(ctx, lab.labId, user.id, branch.id);
    return user.signInAgain();
  };

  it('offers a user without a branch every enabled branch of the lab, and starts in all branches', async () => {
    const session = (await lab.admin.signInAgain()).session;
    expect(session.branchManagement).toBe(true);
    expect(session.branches).toEqual([north, south]);
    expect(session.currentBranch).toBeNull();
    expect(session.allBranchesAllowed).toBe(true);
  });

  it('binds a user with a branch to it: their list is their branch, they start in it', async () => {
    const user = await userOf(south);
    expect(user.session.branches).toEqual([south]);
    expect(user.session.currentBranch).toEqual(south);
    expect(user.session.allBranchesAllowed).toBe(false);
    expect(await switchTo(user, north.id).then((response) => response.json())).toEqual(branchNotAvailable);
    const all = await switchTo(user, null);
    expect(all.statusCode).toBe(403);
    expect(all.json()).toEqual(branchNotAvailable);
    expect((await switchTo(user, south.id)).statusCode).toBe(200);
    expect((await sessionOf(user)).currentBranch).toEqual(south);
  });

  it('never defaults a collection centre to all branches', async () => {
    const bound = await userOf(north, collectionCentreTypes.collectionCentre);
    expect(bound.session.currentBranch).toEqual(north);
    // Without a branch of its own, the lab's first enabled branch by name.
    const unbound = await userOf(null, collectionCentreTypes.collectionCentre);
    expect(unbound.session.currentBranch).toEqual(north);
    expect(unbound.session.allBranchesAllowed).toBe(false);
    expect((await switchTo(unbound, null)).json()).toEqual(branchNotAvailable);
    expect((await switchTo(unbound, south.id)).json().session.currentBranch).toEqual(south);
  });

  it('switches a free user between branches and back to all, each session on its own', async () => {
    const first = await lab.user().then((user) => user.signInAgain());
    const second = await ctx.signIn(first.session.user.username);
    const switched = await switchTo(first, south.id);
    expect(switched.statusCode).toBe(200);
    expect(switched.json().session.currentBranch).toEqual(south);
    expect((await sessionOf(first)).currentBranch).toEqual(south);
    // The other session of the same person stays where it was.
    expect((await sessionOf(second)).currentBranch).toBeNull();
    expect((await switchTo(second, north.id)).statusCode).toBe(200);
    expect((await sessionOf(first)).currentBranch).toEqual(south);
    expect((await switchTo(first, null)).json().session.currentBranch).toBeNull();
  });

  it('carries the branch to the services through the actor', async () => {
    const user = await userOf(null);
    await switchTo(user, north.id);
    const token = decodeURIComponent(user.cookie.split('=')[1] ?? '');
    expect((await ctx.services.auth.resolve(token))?.actor.branchId).toBe(north.id);
    await switchTo(user, null);
    expect((await ctx.services.auth.resolve(token))?.actor.branchId).toBeNull();
  });

  it("refuses another lab's branch as not found, and a disabled one as not available", async () => {
    const foreign = await switchTo(lab.admin, othersBranch.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
    const disabled = await switchTo(lab.admin, west.id);
    expect(disabled.json()).toEqual(branchNotAvailable);
    const missing = await switchTo(lab.admin, 987_654);
    expect(missing.statusCode).toBe(404);
    expect((await sessionOf(lab.admin)).currentBranch).toBeNull();
  });

  it('refuses a malformed branch id', async () => {
    for (const branchId of ['north', -1, 1.5]) {
      expect((await lab.admin.put('/api/v1/session/branch', { branchId })).statusCode).toBe(400);
    }
    expect((await lab.admin.put('/api/v1/session/branch', {})).statusCode).toBe(400);
  });

  it('binds an open session at once when the user is given a branch', async () => {
    const user = await userOf(null);
    expect((await sessionOf(user)).currentBranch).toBeNull();
    await bindToBranch(ctx, lab.labId, user.session.user.id, south.id);
    const session = await sessionOf(user);
    expect(session.currentBranch).toEqual(south);
    expect(session.branches).toEqual([south]);
    await bindToBranch(ctx, lab.labId, user.session.user.id, null);
  });

  it('has no branches while the lab does not manage them; the switch is refused', async () => {
    const plain = await ctx.createLab();
    await addBranch(ctx, plain.labId, 'Unused');
    const session = await sessionOf(plain.admin);
    expect(session).toMatchObject({
      branchManagement: false,
      branches: [],
      currentBranch: null,
      allBranchesAllowed: false,
    });
    expect((await switchTo(plain.admin, null)).json()).toEqual(branchNotAvailable);
  });

  it('gives doctors, organisations and patients of the lab no branch to pick', async () => {
    for (const person of [await lab.doctor(), await lab.organisation(), await lab.patient()]) {
      expect(person.session).toMatchObject({ branchManagement: true, branches: [], currentBranch: null });
      expect((await switchTo(person, north.id)).json()).toEqual(branchNotAvailable);
    }
  });

  it('gives support staff no branch and no lab', async () => {
    const support = await ctx.supportUser();
    expect((await switchTo(support, null)).json()).toEqual(branchNotAvailable);
    expect(await sessionOf(support)).toMatchObject({ branchManagement: false, branches: [], currentBranch: null });
  });
});
