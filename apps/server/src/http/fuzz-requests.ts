import fc from 'fast-check';

/**
 * Random requests for one operation of the OpenAPI document, for fuzz.test.ts. Most follow the
 * operation's own schema, so that they get past validation and reach the services and the
 * database, with hostile values inside (NUL and other control characters, right-to-left and
 * zero-width text, huge strings and numbers); the rest are anything at all: other types, deep
 * nesting, `__proto__` keys, malformed JSON, wrong content types.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface FuzzOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  operation: Operation;
}

/** Who sends a request: the signed-in lab admin, nobody, or the admin without the CSRF header. */
export type Caller = 'admin' | 'anonymous' | 'without-csrf';

export interface FuzzRequest {
  caller: Caller;
  method: FuzzOperation['method'];
  url: string;
  contentType: string | undefined;
  payload: string | Buffer | undefined;
  remoteAddress: string;
}

const methods = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Every operation of the document, as `METHOD /path/{param}`. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => methods.has(method.toUpperCase()))
      .map(([method, operation]) => ({ method: method.toUpperCase() as FuzzOperation['method'], path, operation })),
  );
}

const hostileStrings = [
  '',
  ' ',
  '\t',
  '\n',
  '\u0000',
  'Haem\u0000atology',
  '\u0000'.repeat(64),
  '\u001b[31mred\u001b[0m',
  '\u0007\u0008\u007f',
  'line\rbreak',
  'a\u2028b\u2029c',
  '\u0085',
  '\ufeffbom',
  'zero\u200bwidth\u200c\u200d',
  '\u200f\u202eدختبر\u202c',
  'مختبر الدم',
  'מעבדה',
  'रक्त विज्ञान',
  'e\u0301'.repeat(300),
  '👩\u200d🔬'.repeat(50),
  '\ud800',
  'x\udfffy',
  '\ufffe\uffff',
  "'; DROP TABLE labs; --",
  '%s%n%x',
  // A template expression, as a server that evaluates text would run it.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text itself is the attack.
  '${7*7}{{constructor.constructor}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  '-0',
  '1e309',
  '9223372036854775808',
  'true',
  'null',
];

const hugeString = fc.oneof(
  fc.constantFrom('x'.repeat(10_000), 'é'.repeat(70_000), '\u0000'.repeat(5_000), '٣'.repeat(200_000)),
  fc.nat({ max: 600 }).map((length) => 'y'.repeat(length)),
);

const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

const edgeNumbers = [
  0,
  -0,
  -1,
  1,
  0.5,
  -2.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/** Small positive integers: the ids and versions of records the database really holds. */
const plausibleInteger = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 40 }));
const anyNumber = fc.oneof(
  { weight: 3, arbitrary: plausibleInteger },
  { weight: 2, arbitrary: fc.constantFrom(...edgeNumbers) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** Keys that have broken JavaScript servers: prototype pollution and look-alikes. */
const hostileKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', '', '\u0000', 'toString', 'a.b', '$where');

/** Anything JSON can carry, nested a little, with hostile keys and strings. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    anyNumber,
    anyString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(fc.oneof(hostileKeys, fc.string({ maxLength: 8 })), tie('value')), { maxLength: 4 })
      .map(objectOf),
  ),
})).value;

/** An object from key-value pairs, keeping `__proto__` as an own key, as a JSON body would. */
function objectOf(entries: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return object;
}

const deepNesting = fc
  .integer({ min: 50, max: 100_000 })
  .chain((depth) =>
    fc.constantFrom(
      '['.repeat(depth) + ']'.repeat(depth),
      `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
      '['.repeat(depth),
    ),
  );

const malformedJson = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"name": ',
    '{"name": "unterminated',
    "{'name': 'single quotes'}",
    '{"name": "a",}',
    '{"name": NaN}',
    '{"version": 1e400}',
    '{"id": 123456789012345678901234567890}',
    '{"name": "\\u0000"}',
    '{"name": "\\ud800"}',
    '\ufeff{"name": "bom"}',
    'null',
    '"just a string"',
    '42',
    '[]',
    '{"__proto__": {"admin": true}}',
    '{"constructor": {"prototype": {"admin": true}}}',
    '{"a": 1, "a": 2}',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  deepNesting,
);

const wrongContentTypes = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'image/png',
  'application/json, text/plain',
  ';;;',
  '',
);

/** A 1×1 PNG: an upload that passes every check, so that the storage behind it is reached. */
const smallPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const multipartBoundary = 'fuzz';
const multipart = (filename: string, contentType: string, content: Buffer): Buffer =>
  Buffer.concat([
    Buffer.from(
      `--${multipartBoundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${multipartBoundary}--\r\n`),
  ]);

const multipartBody = fc.oneof(
  fc.constant(multipart('logo.png', 'image/png', smallPng)),
  fc
    .tuple(anyString, fc.constantFrom('image/png', 'text/html', ''), fc.uint8Array({ maxLength: 300 }))
    .map(([filename, contentType, content]) => multipart(filename, contentType, Buffer.from(content))),
  fc.constant(Buffer.from(`--${multipartBoundary}\r\nContent-Disposition: form-data; name="file"\r\n\r\n`)),
);

/**
 * `valid`: every value follows its schema, with text that is valid but unusual (right to left,
 * zero-width, decomposed accents, at its maximum length), so that the request reaches the
 * database. `hostile`: shaped like the schema, with wrong types, control characters, huge
 * values and unknown keys at its leaves.
 */
type Mode = 'valid' | 'hostile';

interface SchemaContext {
  document: OpenApiDocument;
  mode: Mode;
  depth: number;
}

/** Text a person may well type, which every text field must store and give back as it is. */
const unusualText = fc.constantFrom(
  'مختبر الدم',
  'מעבדה',
  'रक्त विज्ञान',
  'Haem\u200batology',
  '\u200fمختبر\u200f',
  '\u202bمختبر\u202c lab',
  'Jose\u0301',
  'Lab 👩\u200d🔬',
  "O'Brien; DROP TABLE labs; --",
  '<b>bold</b>',
  '  padded  ',
  '%s %n',
);

function arbitraryOf(schema: JsonSchema | undefined, context: SchemaContext): fc.Arbitrary<unknown> {
  if (!schema || context.depth > 8) return context.mode === 'valid' ? fc.constant(null) : anyJson;
  const shaped = shapedArbitraryOf(schema, { ...context, depth: context.depth + 1 });
  return context.mode === 'valid' ? shaped : fc.oneof({ weight: 12, arbitrary: shaped }, anyJson);
}

function shapedArbitraryOf(schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return arbitraryOf(context.document.components?.schemas?.[name], context);
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((each) => arbitraryOf(each, context)));
  if (schema.allOf?.length) return arbitraryOf(Object.assign({}, ...schema.allOf), context);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) {
    const listed = fc.constantFrom(...schema.enum);
    return context.mode === 'valid' ? listed : fc.oneof({ weight: 4, arbitrary: listed }, anyString);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((each) => each !== 'null') : schema.type;
  const nullable = schema.nullable || (Array.isArray(schema.type) && schema.type.includes('null'));
  const shaped = typedArbitraryOf(type, schema, context);
  return nullable ? fc.oneof({ weight: 4, arbitrary: shaped }, fc.constant(null)) : shaped;
}

function typedArbitraryOf(type: string | undefined, schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  const valid = context.mode === 'valid';
  switch (type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const model = Object.fromEntries(properties.map(([key, each]) => [key, propertyArbitrary(key, each, context)]));
      const required = (schema.required ?? []).filter((key) => key in model);
      if (valid) return fc.record(model, { requiredKeys: required });
      return fc
        .tuple(
          fc.oneof(fc.record(model, { requiredKeys: required }), fc.record(model, { requiredKeys: [] })),
          fc.option(fc.array(fc.tuple(hostileKeys, anyJson), { maxLength: 2 }), { freq: 4 }),
        )
        .map(([object, extra]) => Object.assign(objectOf(Object.entries(object)), objectOf(extra ?? [])));
    }
    case 'array': {
      const items = arbitraryOf(schema.items, context);
      if (valid) return fc.array(items, { maxLength: Math.min(schema.maxItems ?? 5, 5) });
      const tooMany = schema.maxItems !== undefined && schema.maxItems < 2_000 ? schema.maxItems + 1 : 6;
      return fc.oneof(
        { weight: 6, arbitrary: fc.array(items, { maxLength: 5 }) },
        { weight: 1, arbitrary: fc.array(items, { minLength: tooMany, maxLength: tooMany }) },
      );
    }
    case 'integer':
    case 'number': {
      const inRange =
        schema.minimum !== undefined && schema.maximum !== undefined && schema.maximum - schema.minimum < 1_000_000
          ? fc.integer({ min: Math.ceil(schema.minimum), max: Math.floor(schema.maximum) })
          : plausibleInteger;
      return valid ? inRange : fc.oneof({ weight: 3, arbitrary: inRange }, anyNumber);
    }
    case 'boolean':
      return valid ? fc.boolean() : fc.oneof({ weight: 4, arbitrary: fc.boolean() }, fc.constantFrom('true', 0, 1));
    case 'string':
      return valid
        ? plausibleStringOf(schema)
        : fc.oneof({ weight: 2, arbitrary: plausibleStringOf(schema) }, { weight: 3, arbitrary: anyString });
    default:
      return valid ? fc.constant(null) : anyJson;
  }
}

/**
 * A password that meets the password rule (spec 000 §5) is the one value no schema describes:
 * without it, no request that sets one would get past the service.
 */
function propertyArbitrary(key: string, schema: JsonSchema, context: SchemaContext): fc.Arbitrary<unknown> {
  if (context.mode === 'valid' && /password/i.test(key)) {
    return fc.string({ unit: 'grapheme', maxLength: 20 }).map((tail) => `Fuzz@1234${tail}`.slice(0, 64));
  }
  return arbitraryOf(schema, context);
}

/** A string that passes the field's own rules, so that the request gets as far as the database. */
function plausibleStringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  const maxLength = schema.maxLength ?? 80;
  const minLength = Math.max(1, schema.minLength ?? 1);
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((value) => value.length >= minLength && value.length <= maxLength);
    } catch {
      // A pattern fast-check cannot generate from: plain text still exercises the field.
    }
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, 60) }) },
    { weight: 2, arbitrary: unusualText.map((text) => text.slice(0, maxLength)) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(maxLength)) },
  );
}

/**
 * A query string or path segment from any string. `encodeURIComponent` throws on a lone
 * surrogate; those are sent as the bytes a careless client would send (invalid UTF-8).
 */
function encode(value: string): string {
  let encoded = '';
  for (const character of value) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) {
      const bytes = [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
      encoded += bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

const asParameterText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Path segments sent as they are, not encoded: they test the router and the URL decoder. */
const rawSegments = fc.constantFrom('%', '%00', '%E0%A4%A', '..', '%2e%2e', '%2F', '1%2F2', '1;2', '+1', '%20');

function pathSegmentOf(schema: JsonSchema | undefined, context: SchemaContext): fc.Arbitrary<string> {
  const plausible = plausibleInteger.map(String);
  if (context.mode === 'valid') return plausible;
  return fc.oneof(
    { weight: 3, arbitrary: plausible },
    { weight: 2, arbitrary: arbitraryOf(schema, context).map((value) => encode(asParameterText(value))) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        ...edgeNumbers.map(String),
        '99999999999999999999',
        '1e3',
        '0x10',
        '٣',
        '9'.repeat(150),
      ),
    },
    { weight: 1, arbitrary: rawSegments },
  );
}

function queryOf(parameters: Parameter[], context: SchemaContext): fc.Arbitrary<string> {
  const declared = parameters.map((parameter) =>
    fc.option(
      arbitraryOf(parameter.schema, context).map(
        (value) => `${encode(parameter.name)}=${encode(asParameterText(value))}`,
      ),
      { freq: 2 },
    ),
  );
  const extra =
    context.mode === 'valid'
      ? fc.constant([])
      : fc.array(
          fc.oneof(
            fc.tuple(hostileKeys, anyString).map(([key, value]) => `${encode(key)}=${encode(value)}`),
            fc.constantFrom('a[b][c]=1', '__proto__[admin]=true', 'limit=1&limit=2', '%', '=', '&&', 'search'),
          ),
          { maxLength: 2 },
        );
  return fc.tuple(fc.tuple(...declared), extra).map(([pairs, more]) => {
    const query = [...pairs.filter((pair): pair is string => pair !== null), ...more].join('&');
    return query === '' ? '' : `?${query}`;
  });
}

interface Body {
  contentType: string | undefined;
  payload: string | Buffer | undefined;
}

const noBody: Body = { contentType: undefined, payload: undefined };
const json = (value: unknown): Body => ({ contentType: 'application/json', payload: JSON.stringify(value) });
const multipartOf = (payload: Buffer): Body => ({
  contentType: `multipart/form-data; boundary=${multipartBoundary}`,
  payload,
});

const anyBody = fc.oneof(
  { weight: 3, arbitrary: anyJson.map(json) },
  { weight: 2, arbitrary: malformedJson.map((payload) => ({ contentType: 'application/json', payload })) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(wrongContentTypes, fc.oneof(anyString, multipartBody))
      .map(([contentType, payload]): Body => ({ contentType, payload })),
  },
  { weight: 1, arbitrary: fc.constant<Body>({ contentType: 'application/json', payload: undefined }) },
  { weight: 1, arbitrary: fc.constant(noBody) },
);

/**
 * An operation with a JSON schema gets bodies shaped by it. One without may still read a
 * body the document does not describe (a multipart upload), so a state change also gets
 * multipart files, a valid image among them.
 */
function bodyOf(method: FuzzOperation['method'], operation: Operation, context: SchemaContext): fc.Arbitrary<Body> {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  if (schema) {
    const shaped = arbitraryOf(schema, context).map(json);
    return context.mode === 'valid'
      ? shaped
      : fc.oneof({ weight: 2, arbitrary: shaped }, { weight: 3, arbitrary: anyBody });
  }
  if (method === 'GET' || method === 'DELETE') {
    return context.mode === 'valid'
      ? fc.constant(noBody)
      : fc.oneof({ weight: 3, arbitrary: fc.constant(noBody) }, anyBody);
  }
  return context.mode === 'valid'
    ? fc.oneof(fc.constant(noBody), multipartBody.map(multipartOf))
    : fc.oneof(multipartBody.map(multipartOf), anyBody);
}

/** Random requests for one operation, half of them valid. `callers` limits who sends them. */
export function requestsFor(
  { method, path, operation }: FuzzOperation,
  document: OpenApiDocument,
  callers: readonly Caller[],
): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const caller = fc.oneof(
    ...callers.map((each) => ({ weight: each === 'admin' ? 8 : 1, arbitrary: fc.constant(each) })),
  );
  return fc.constantFrom<Mode>('valid', 'hostile').chain((mode) => {
    const context: SchemaContext = { document, mode, depth: 0 };
    const segments = fc.tuple(...pathParameters.map((parameter) => pathSegmentOf(parameter.schema, context)));
    return fc
      .record({
        caller,
        segments,
        query: queryOf(queryParameters, context),
        body: bodyOf(method, operation, context),
        remoteAddress: fc.ipV4(),
      })
      .map(({ caller, segments, query, body, remoteAddress }): FuzzRequest => {
        let url = path;
        pathParameters.forEach((parameter, index) => {
          url = url.replace(`{${parameter.name}}`, segments[index] ?? '');
        });
        return { caller, method, url: url + query, remoteAddress, ...body };
      });
  });
}
