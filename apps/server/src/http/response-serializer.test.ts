import { Department, DepartmentList } from '@lims/contract';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { responseSerializer } from './response-serializer.js';

const compile = (schema: ZodType, check: boolean) =>
  responseSerializer({ check })({ schema, method: 'GET', url: '/api/v1/test', httpStatus: '200' });

const department = {
  id: 7,
  name: 'Biochemistry "A" \\ ✓',
  enabled: true,
  version: 2,
  createdAt: '2026-01-02T03:04:05.006Z',
  updatedAt: '2026-01-02T03:04:05.006Z',
};

describe('answers written by fast-json-stringify (http/response-serializer.ts)', () => {
  it.each([false, true])('writes what zod and JSON.stringify wrote (checked: %s)', (check) => {
    const page = { items: [department, { ...department, id: 8 }], total: 2, nextCursor: null };
    expect(compile(DepartmentList, check)(page)).toBe(JSON.stringify(DepartmentList.parse(page)));
    const next = { items: [], total: null, nextCursor: 'abc' };
    expect(compile(DepartmentList, check)(next)).toBe(JSON.stringify(next));
  });

  it.each([false, true])('writes only the declared properties (checked: %s)', (check) => {
    const written = compile(Department, check)({ ...department, passwordHash: 'secret', labId: 1 });
    expect(JSON.parse(written)).toEqual(department);
  });

  it('checked, refuses an answer that breaks its schema, as zod did', () => {
    expect(() => compile(Department, true)({ ...department, id: 'seven' })).toThrow(ResponseSerializationError);
  });

  it('checked, refuses an answer that zod would have written otherwise', () => {
    const doubled = z.object({ count: z.number().transform((count) => count * 2) });
    expect(() => compile(doubled, true)({ count: 3 })).toThrow(
      'fast-json-stringify wrote {"count":3}, zod {"count":6}',
    );
  });
});
