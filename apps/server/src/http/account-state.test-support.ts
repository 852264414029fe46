import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { accounts, branches, labs, labUsers } from '../db/schema/index.js';
import type { TestContext, TestUser } from '../test/test-context.js';
import type { FuzzOperation, OpenApiDocument } from './fuzz-requests.js';
import { operationsOf } from './fuzz-requests.js';

/*
 * The states of an account and its lab that only the sign-up, the operator and the branches
 * area set: written straight to the tables here, so that these tests need none of them.
 */

export const requireChange = (ctx: TestContext, user: Pick<TestUser, 'username'>, must = true) =>
  ctx.database.db
    .update(accounts)
    .set({ mustChangePassword: must })
    .where(and(eq(accounts.kind, 'lab'), eq(accounts.username, user.username)));

export const setTrialEnd = (ctx: TestContext, labId: number, trialEndsAt: Date | null) =>
  ctx.database.db.update(labs).set({ trialEndsAt }).where(eq(labs.id, labId));

export const addBranch = async (ctx: TestContext, labId: number, name: string, enabled = true) => {
  const [branch] = await ctx.database.db.insert(branches).values({ labId, name, enabled }).returning();
  if (!branch) throw new Error('No branch was written.');
  return { id: branch.id, name: branch.name };
};

export const bindToBranch = (ctx: TestContext, labId: number, labUserId: number, branchId: number | null) =>
  ctx.database.db
    .update(labUsers)
    .set({ branchId })
    .where(and(eq(labUsers.labId, labId), eq(labUsers.id, labUserId)));

/** Every operation of the app's OpenAPI document, with its path parameters filled in with 1. */
export async function everyOperation(ctx: TestContext): Promise<Array<FuzzOperation & { url: string }>> {
  const document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<OpenApiDocument>();
  return operationsOf(document).map((operation) => ({
    ...operation,
    url: operation.path.replace(/\{[^}]+\}/g, '1'),
  }));
}

/** Whether an operation answers without a session: the guard's states do not apply to it. */
export async function isPublic(ctx: TestContext, { method, url }: { method: FuzzOperation['method']; url: string }) {
  const response = await ctx.app.inject({ method, url });
  return response.statusCode !== 401;
}

export const keyOf = ({ method, path }: Pick<FuzzOperation, 'method' | 'path'>) => `${method} ${path}`;

export const messageKeyOf = (response: LightMyRequestResponse): string | undefined => {
  try {
    return response.json().error?.messageKey;
  } catch {
    return undefined;
  }
};
