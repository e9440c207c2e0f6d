/*
 * Values a client generated from the OpenAPI document could send: candidates drawn from what a
 * schema says (its enums, bounds, formats, lengths) plus a pool of everyday strings, kept when
 * they satisfy the schema. A small validator for the JSON Schema keywords the document uses
 * decides; a keyword it does not know throws, so a test cannot pass by not understanding one.
 */

type JsonSchema = Record<string, unknown>;

const SAMPLE_UUID = '3f2a6c1e-8b4d-4c2a-9e7f-1a2b3c4d5e6f';

/** Everyday values, so that a pattern or a format finds something that fits it. */
const POOL: readonly unknown[] = [
  '',
  'a',
  'AB',
  'Jane',
  "Mary-Jane O'Neil",
  'St. Mary Hospital',
  '(555) 555-1234',
  'jane@example.com',
  'Correct-horse-1',
  '12345',
  '123456',
  '1234567890',
  '2020-01-02',
  '2020-01-02T03:04:05.000Z',
  SAMPLE_UUID,
  // A push service's endpoint (issue 24) and a SMART Health Link's 43-character token (issue 25).
  'https://push.example.com/send/abc123',
  'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE',
  // A SMART Health Link's location ticket: its end time, and a keyed hash (issue 25).
  `1900000000.${'0123456789abcdef'.repeat(4)}`,
  0,
  1,
  true,
  false,
  null,
];

/** The formats the document states, as the server's zod checks read them. */
const FORMATS: Record<string, RegExp> = {
  uuid: /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  uri: /^[a-zA-Z][a-zA-Z0-9+.-]*:\S+$/,
};

/** Keywords that describe without constraining. */
const ANNOTATIONS = new Set(['description', 'title', 'default', 'examples', 'deprecated']);

const typeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const asSchema = (value: unknown): JsonSchema =>
  typeof value === 'boolean' ? (value ? {} : { not: {} }) : (value as JsonSchema);

const numberCheck: Record<string, (bound: number, value: number) => boolean> = {
  minimum: (bound, value) => value >= bound,
  maximum: (bound, value) => value <= bound,
  exclusiveMinimum: (bound, value) => value > bound,
  exclusiveMaximum: (bound, value) => value < bound,
  multipleOf: (bound, value) => Number.isInteger(value / bound),
};

/** True when the value satisfies the schema (the keywords the document uses). */
export function satisfies(schema: JsonSchema, value: unknown): boolean {
  return Object.entries(schema).every(([keyword, rule]) => {
    if (ANNOTATIONS.has(keyword)) return true;
    const kind = typeOf(value);
    switch (keyword) {
      case 'type': {
        const types = Array.isArray(rule) ? (rule as string[]) : [rule as string];
        return types.includes(kind) || (kind === 'integer' && types.includes('number'));
      }
      case 'enum':
        return (rule as unknown[]).some((option) => sameJson(option, value));
      case 'const':
        return sameJson(rule, value);
      case 'anyOf':
        return (rule as unknown[]).some((branch) => satisfies(asSchema(branch), value));
      case 'oneOf':
        return (rule as unknown[]).filter((b) => satisfies(asSchema(b), value)).length === 1;
      case 'allOf':
        return (rule as unknown[]).every((branch) => satisfies(asSchema(branch), value));
      case 'not':
        return !satisfies(asSchema(rule), value);
      case 'minLength':
        return typeof value !== 'string' || [...value].length >= (rule as number);
      case 'maxLength':
        return typeof value !== 'string' || [...value].length <= (rule as number);
      case 'pattern':
        return typeof value !== 'string' || new RegExp(rule as string, 'u').test(value);
      case 'format': {
        const format = FORMATS[rule as string];
        if (!format) throw new Error(`format '${String(rule)}' is not known to the sampler`);
        return typeof value !== 'string' || format.test(value);
      }
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
      case 'multipleOf':
        if (typeof rule !== 'number') throw new Error(`${keyword} must be a number`);
        return typeof value !== 'number' || numberCheck[keyword]!(rule, value);
      case 'items':
        return !Array.isArray(value) || value.every((item) => satisfies(asSchema(rule), item));
      case 'minItems':
        return !Array.isArray(value) || value.length >= (rule as number);
      case 'maxItems':
        return !Array.isArray(value) || value.length <= (rule as number);
      case 'uniqueItems':
        return (
          !Array.isArray(value) ||
          !rule ||
          new Set(value.map((v) => JSON.stringify(v))).size === value.length
        );
      case 'properties':
        return (
          kind !== 'object' ||
          Object.entries(rule as Record<string, unknown>).every(
            ([key, property]) =>
              !(key in (value as object)) ||
              satisfies(asSchema(property), (value as Record<string, unknown>)[key]),
          )
        );
      case 'required':
        return kind !== 'object' || (rule as string[]).every((key) => key in (value as object));
      case 'additionalProperties': {
        if (kind !== 'object') return true;
        const known = Object.keys(schema.properties ?? {});
        return Object.entries(value as Record<string, unknown>)
          .filter(([key]) => !known.includes(key))
          .every(([, extra]) => satisfies(asSchema(rule), extra));
      }
      default:
        throw new Error(`keyword '${keyword}' is not known to the sampler`);
    }
  });
}

/** Candidate values suggested by the schema itself, before they are checked against it. */
function hints(schema: JsonSchema): unknown[] {
  const found: unknown[] = [];
  if (Array.isArray(schema.enum)) found.push(...(schema.enum as unknown[]));
  if ('const' in schema) found.push(schema.const);
  for (const keyword of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(schema[keyword]))
      found.push(...(schema[keyword] as unknown[]).flatMap((branch) => hints(asSchema(branch))));
  }
  for (const keyword of ['minimum', 'maximum'] as const)
    if (typeof schema[keyword] === 'number') found.push(schema[keyword]);
  if (typeof schema.exclusiveMinimum === 'number') found.push(schema.exclusiveMinimum + 1);
  if (typeof schema.exclusiveMaximum === 'number') found.push(schema.exclusiveMaximum - 1);
  for (const keyword of ['minLength', 'maxLength'] as const)
    if (typeof schema[keyword] === 'number') found.push('a'.repeat(schema[keyword]));
  if (schema.items !== undefined) {
    const items = hints(asSchema(schema.items)).concat(POOL);
    found.push([], ...items.map((item) => [item]));
  }
  if (schema.properties) {
    const filled = Object.entries(schema.properties as Record<string, unknown>).map(
      ([key, property]) => [key, samplesOf(asSchema(property))[0]] as const,
    );
    found.push({}, Object.fromEntries(filled.filter(([, value]) => value !== undefined)));
  }
  return found;
}

/** Every distinct candidate the schema admits: what a generated client or test could send. */
export function samplesOf(schema: JsonSchema): unknown[] {
  const seen = new Set<string>();
  return [...hints(schema), ...POOL].filter((value) => {
    const key = JSON.stringify(value);
    if (seen.has(key) || !satisfies(schema, value)) return false;
    seen.add(key);
    return true;
  });
}
