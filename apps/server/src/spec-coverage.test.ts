import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/test-context.js';

/** docs/spec-coverage.md names endpoints as `METHOD /api/...`; each must exist in the OpenAPI document. */
const coverage = readFileSync(new URL('../../../docs/spec-coverage.md', import.meta.url), 'utf8');
const named = [
  ...new Set(
    [...coverage.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/api\/[^`\s]+)`/g)].map((match) => `${match[1]} ${match[2]}`),
  ),
];

const realtime = 'GET /api/v1/realtime';

/** Every test file the document names as proof, e.g. apps/server/src/app.test.ts or e2e/sign-in.e2e.test.ts. */
const proofFiles = [
  ...new Set(
    [...coverage.matchAll(/(?:^|[\s(;,|])((?:apps|packages|e2e)\/[\w./-]+\.test\.tsx?)/gm)].map(
      (match) => match[1] as string,
    ),
  ),
];
const repositoryRoot = new URL('../../../', import.meta.url);

describe('docs/spec-coverage.md', () => {
  let ctx: TestContext;
  let served: Set<string>;

  beforeAll(async () => {
    ctx = await createTestContext();
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    served = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
  });
  afterAll(() => ctx.close());

  it.each(proofFiles)('names %s as proof, and it exists', (file) => {
    expect(existsSync(new URL(file, repositoryRoot))).toBe(true);
  });

  it('names endpoints', () => {
    expect(named.length).toBeGreaterThan(10);
  });

  it.each(named.filter((endpoint) => endpoint !== realtime))('%s exists in the OpenAPI document', (endpoint) => {
    expect(served).toContain(endpoint);
  });

  // @fastify/swagger leaves WebSocket routes out of the document; the route itself must exist.
  it.runIf(named.includes(realtime))('the real-time WebSocket route exists', () => {
    expect(ctx.app.hasRoute({ method: 'GET', url: '/api/v1/realtime' })).toBe(true);
  });
});
