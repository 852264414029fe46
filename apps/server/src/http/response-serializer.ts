import { type AnySchema, build } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * How an answer becomes JSON (docs/decisions/0017-delivery-and-speed.md): by fast-json-stringify,
 * compiled once per route and status from the JSON Schema of the route's zod response schema,
 * where fastify-type-provider-zod parsed every answer with zod and then JSON.stringify'd it.
 * Like zod's parse, it writes the properties the schema declares and no other, so a column
 * that a service returns by mistake never leaves.
 *
 * It does not check that the answer keeps to its schema. With `check` (in tests) every answer is
 * also parsed by zod as before: one that breaks its schema fails as it did (500), and so does
 * one that zod would have written differently.
 */
/** One function per schema: most routes answer their errors with the same one. */
const compiled = new WeakMap<ZodType, (data: unknown) => string>();
const stringifierOf = (schema: ZodType) => {
  let stringify = compiled.get(schema);
  if (!stringify) {
    stringify = build(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as AnySchema);
    compiled.set(schema, stringify);
  }
  return stringify;
};

export const responseSerializer =
  ({ check }: { check: boolean }): FastifySerializerCompiler<ZodType> =>
  ({ schema, method, url }) => {
    const stringify = stringifierOf(schema);
    if (!check) return stringify;
    return (data) => {
      const parsed = z.safeParse(schema, data);
      if (!parsed.success) throw new ResponseSerializationError(method, url, { cause: parsed.error });
      const written = stringify(data);
      if (written !== JSON.stringify(parsed.data)) {
        throw new Error(`${method} ${url}: fast-json-stringify wrote ${written}, zod ${JSON.stringify(parsed.data)}`);
      }
      return written;
    };
  };
