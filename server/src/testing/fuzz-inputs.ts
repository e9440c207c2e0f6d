import fc from 'fast-check';

/**
 * Malformed request parts for the property-based API tests (modules/fuzz.test.ts), built from
 * the OpenAPI document's JSON schemas: values that nearly fit a schema with odd values planted
 * at random places, odd strings, wrong types, deep nesting, broken JSON and wrong media types.
 */

type JsonSchema = Record<string, unknown>;

/** Strings that have broken servers before: control and bidi characters, surrogates, injections. */
export const oddStrings: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uD83D',
  '\u202Eevil\u202C',
  '\u200F\u200E\u061C',
  '\uFEFF',
  '\u200B',
  '\u2028\u2029',
  '👩‍⚕️🚑',
  '𝕏𝔂',
  'e\u0301\u0301\u0301',
  '\r\n\t',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1) UNION SELECT password_hash FROM users --',
  '\\',
  '%',
  '%00',
  '_%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '=HYPERLINK("http://x","y")',
  '+SUM(1+1)',
  '-2+3',
  '@cmd',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '2025-02-30',
  '0000-00-00T00:00:00Z',
  '9d3b6f0e-2a41-4c7e-8f5a-6b1c0d2e3f4',
  '00000000-0000-0000-0000-000000000000',
  'true',
];

/** Long strings, kept below the URL and body limits so the request reaches the handler. */
const hugeStrings: readonly string[] = [
  'a'.repeat(20_000),
  '\u0000'.repeat(2_000),
  '👍'.repeat(5_000),
  '\uD800'.repeat(3_000),
  '\u202E'.repeat(4_000),
];

export const oddString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...oddStrings) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(...hugeStrings) },
);

const nested = (depth: number, leaf: string) => '['.repeat(depth) + leaf + ']'.repeat(depth);

/** Any JSON value of a wrong kind: odd strings, odd numbers, null, arrays, objects, deep nesting. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: oddString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      -1,
      0,
      -0,
      1.5,
      2 ** 31,
      2 ** 53 + 1,
      -(2 ** 63),
      1e308,
      Number.MIN_VALUE,
    ),
  },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.array(oddString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(oddString, oddString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constant(JSON.parse(nested(500, '1')) as unknown) },
  { weight: 1, arbitrary: fc.constant({ __proto__: { admin: true }, constructor: 1 }) },
);

/** Valid and invalid calendar dates, and dates at the ends of what databases store. */
const edgeDates = [
  '1948-07-21',
  '2024-02-29',
  '1900-02-29',
  '0001-01-01',
  '9999-12-31',
  '0000-01-01',
  '2024-13-01',
  '20240101',
  '1800-01-01',
  '2999-01-01',
];

const typesOf = (schema: JsonSchema): string[] => {
  const type = schema.type;
  if (Array.isArray(type)) return type as string[];
  return typeof type === 'string' ? [type] : [];
};

/** A value of the schema's own kind (not necessarily valid: lengths and patterns are ignored). */
function fitting(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return oddValue;
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const options = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as JsonSchema[] | undefined;
  if (options && options.length > 0)
    return fc.oneof(...options.map((option) => nearly(option, depth + 1)));
  const types = typesOf(schema);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => fitting({ ...schema, type }, depth + 1)));
  const type = types[0] ?? (schema.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const record = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([name, property]) => [name, nearly(property, depth + 1)]),
        ),
        { requiredKeys: [] },
      );
      // Unknown keys too, some of them prototype names.
      return fc
        .tuple(
          record,
          fc.dictionary(fc.oneof(oddString, fc.constantFrom('__proto__', 'id')), oddValue, {
            maxKeys: 2,
          }),
        )
        .map(([known, extra]) => ({ ...extra, ...known }));
    }
    case 'array':
      return fc.array(nearly((schema.items ?? {}) as JsonSchema, depth + 1), { maxLength: 4 });
    case 'string': {
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date') return fc.constantFrom(...edgeDates);
      if (schema.format === 'date-time')
        return fc.constantFrom(
          '2025-03-10T12:00:00.000Z',
          '0001-01-01T00:00:00Z',
          '9999-12-31T23:59:59Z',
        );
      // At the schema's own length limit too: a column narrower than the contract shows here.
      const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
      const atLimit = max ? [fc.constant('x'.repeat(max)), fc.constant('é'.repeat(max))] : [];
      return fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom(...edgeDates, '5555550100', '+1 (555) 555-0100'),
        ...atLimit,
      );
    }
    case 'integer':
      return fc.oneof(
        fc.integer({ min: -5, max: 200 }),
        // Past PostgreSQL's integer and JavaScript's safe range.
        fc.constantFrom(2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 2 ** 63),
      );
    case 'number':
      return fc.double({ noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return oddValue;
  }
}

/** Mostly the schema's shape, with an odd value instead at about one place in four. */
export function nearly(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fitting(schema, depth) },
    { weight: 1, arbitrary: oddValue },
  );
}

/** A request body as sent on the wire: its bytes and its Content-Type (absent when undefined). */
export interface RawBody {
  kind: string;
  payload?: string | Buffer;
  contentType?: string;
  /** The parsed JSON a server would see, when the body is well-formed JSON. */
  json?: unknown;
}

const wrongMediaTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/csv',
  'application/json-patch+json',
  'application/jsonx',
  '',
  ';;;',
];

/** Bodies for an operation whose JSON body has `schema`, or any junk when it takes none. */
export function rawBody(schema: JsonSchema | undefined): fc.Arbitrary<RawBody> {
  const value = schema ? nearly(schema) : oddValue;
  const asJson = (json: unknown): RawBody => ({
    kind: 'json',
    payload: JSON.stringify(json) ?? 'null',
    contentType: 'application/json',
    json,
  });
  return fc.oneof(
    { weight: 10, arbitrary: value.map(asJson) },
    { weight: 1, arbitrary: fc.constant<RawBody>({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: fc.constant<RawBody>({
        kind: 'empty',
        payload: '',
        contentType: 'application/json',
      }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(value)
        .map(([json]) => JSON.stringify(json) ?? 'null')
        .filter((text) => text.length > 1)
        .chain((text) =>
          fc.integer({ min: 1, max: text.length - 1 }).map((cut) => ({
            kind: 'truncated',
            payload: text.slice(0, cut),
            contentType: 'application/json',
          })),
        ),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(value, fc.constantFrom(...wrongMediaTypes)).map(([json, type]) => ({
        kind: `as ${type || 'no type'}`,
        payload: JSON.stringify(json) ?? 'null',
        ...(type ? { contentType: type } : {}),
      })),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom<RawBody>(
        { kind: 'deep', payload: nested(10_000, '1'), contentType: 'application/json' },
        {
          kind: 'deep object',
          payload: '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000),
          contentType: 'application/json',
        },
        {
          kind: 'invalid UTF-8',
          payload: Buffer.from([
            0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d,
          ]),
          contentType: 'application/json',
        },
        {
          kind: 'duplicate keys',
          payload: '{"a":1,"a":{"b":[null]}}',
          contentType: 'application/json',
        },
        {
          kind: 'proto key',
          payload: '{"__proto__":{"role":"ADMIN"},"constructor":{"prototype":{"x":1}}}',
          contentType: 'application/json',
        },
        { kind: 'utf-16', payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
        { kind: 'bare string', payload: '"x"', contentType: 'application/json' },
        { kind: 'not JSON', payload: "name=x&' OR 1=1", contentType: 'application/json' },
      ),
    },
  );
}

/** Percent-encodes any string, lone surrogates as the invalid UTF-8 bytes of their code unit. */
export function encodeAny(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff)
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    else out += encodeURIComponent(char);
  }
  return out;
}

/** Raw URL pieces that are not valid percent-encoding, or that try to leave the path. */
const rawSegments = [
  '%',
  '%zz',
  '%FF',
  '%C0%AF',
  '%ED%A0%80',
  '..',
  '%2e%2e',
  '%2F',
  '%00',
  '+',
  ';x',
];

/** One path segment: an odd string encoded, a raw broken escape, or one of the `known` values. */
export function pathSegment(known: readonly string[]): fc.Arbitrary<string> {
  const arbitraries: fc.Arbitrary<string>[] = [
    oddString.map((text) => encodeAny(text.slice(0, 4_000)) || '%20'),
    fc.constantFrom(...rawSegments),
  ];
  if (known.length > 0) arbitraries.push(fc.constantFrom(...known));
  return fc.oneof(...arbitraries);
}

/**
 * A query string: the operation's own parameter names and some unknown ones, with odd values,
 * repeated keys, bracket forms and raw broken escapes.
 */
export function queryString(names: readonly string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    ...(names.length > 0 ? [{ weight: 4, arbitrary: fc.constantFrom(...names) }] : []),
    { weight: 1, arbitrary: oddString.map((text) => text.slice(0, 50)) },
  );
  const pair = fc.tuple(
    name,
    fc.constantFrom('', '[]', '[a]', '[0]'),
    fc.oneof(
      { weight: 4, arbitrary: oddString.map((text) => encodeAny(text.slice(0, 6_000))) },
      { weight: 1, arbitrary: fc.constantFrom(...rawSegments) },
    ),
  );
  return fc
    .array(pair, { maxLength: 5 })
    .chain((pairs) =>
      fc.boolean().map((repeat) => (repeat && pairs[0] ? [...pairs, pairs[0], pairs[0]] : pairs)),
    )
    .map((pairs) =>
      pairs.map(([key, suffix, value]) => `${encodeAny(key)}${suffix}=${value}`).join('&'),
    );
}
