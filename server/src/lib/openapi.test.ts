import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z, type ZodTypeAny } from 'zod';
import { samplesOf } from '../testing/json-schema-samples';
import { createTestApp } from '../testing/test-app';
import type { RegisteredRoute } from './route-registry';

/*
 * The OpenAPI document against the contract: for every route, each documented parameter and
 * body field states what the route's zod schema accepts. Its enums list exactly the schema's
 * values, its required keys are the schema's, and every value the document admits (as a client
 * or a test generated from it would send) passes the schema.
 */

type JsonSchema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Every disagreement, so that one run lists them all. */
let problems: string[] = [];
const report = (isTrue: boolean, problem: string) => {
  if (!isTrue) problems.push(problem);
};

interface Served {
  routes: readonly RegisteredRoute[];
  paths: Record<string, Record<string, Operation>>;
}

/** The routes and the document of an app; the patient bodies differ with PHI collection. */
async function served(collectPhi: boolean): Promise<Served> {
  const t = await createTestApp({ env: { VITE_FEATURE_COLLECT_PHI: String(collectPhi) } });
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = { routes: t.app.routeRegistry.list(), paths: response.json<Served>().paths };
  await t.close();
  return document;
}

const apps: Record<string, Served> = {};
beforeAll(async () => {
  apps['PHI off'] = await served(false);
  apps['PHI on'] = await served(true);
});

/** The schema inside the wrappers that keep its shape (optional, refine, preprocess, pipe…). */
function unwrap(schema: ZodTypeAny): ZodTypeAny {
  const def = schema._def as Record<string, unknown>;
  const inner = def.innerType ?? def.schema ?? def.in ?? def.type;
  if (schema instanceof z.ZodArray) return schema;
  return inner instanceof z.ZodType ? unwrap(inner) : schema;
}

/** Every value an enum or a literal in the schema allows, wherever it sits in it. */
function enumValues(schema: ZodTypeAny): unknown[] {
  if (schema instanceof z.ZodEnum) return schema.options as unknown[];
  if (schema instanceof z.ZodNativeEnum) return Object.values(schema.enum as object);
  if (schema instanceof z.ZodLiteral) return [schema.value];
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return (schema.options as ZodTypeAny[]).flatMap(enumValues);
  if (schema instanceof z.ZodPipeline) {
    const { in: input, out } = schema._def as { in: ZodTypeAny; out: ZodTypeAny };
    return [...enumValues(input), ...enumValues(out)];
  }
  const def = schema._def as Record<string, unknown>;
  const inner = def.innerType ?? def.schema ?? def.type;
  return inner instanceof z.ZodType ? enumValues(inner) : [];
}

/** Every value an `enum` or a `const` in the document's schema lists. */
function documentedValues(schema: JsonSchema): unknown[] {
  const own = [
    ...(Array.isArray(schema.enum) ? (schema.enum as unknown[]) : []),
    ...('const' in schema ? [schema.const] : []),
  ];
  const nested = ['anyOf', 'oneOf', 'allOf'].flatMap((keyword) =>
    Array.isArray(schema[keyword]) ? (schema[keyword] as JsonSchema[]) : [],
  );
  if (schema.items) nested.push(schema.items as JsonSchema);
  return [...own, ...nested.flatMap(documentedValues)];
}

const sorted = (values: unknown[]) => [...new Set(values.map((v) => JSON.stringify(v)))].sort();

/** A query or path value travels as text: a generated client sends the sample's string form. */
const onTheWire = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(onTheWire)
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : value;

/** One field: enums equal, and every documented value accepted. */
function compareField(where: string, schema: ZodTypeAny, documented: JsonSchema, inUrl: boolean) {
  const documentedEnum = sorted(documentedValues(documented));
  const schemaEnum = sorted(enumValues(schema));
  report(
    documentedEnum.join() === schemaEnum.join(),
    `${where}: documents the values [${documentedEnum.join()}], the schema allows [${schemaEnum.join()}]`,
  );
  const samples = samplesOf(documented).filter((v) => !inUrl || v !== null);
  report(samples.length > 0, `${where}: the document admits no value the sampler found`);
  const sent = samples.map((sample) => (inUrl ? onTheWire(sample) : sample));
  const refused = sent.find((value) => !schema.safeParse(value).success);
  report(refused === undefined, `${where}: documented value ${JSON.stringify(refused)} is refused`);
}

/** The object schema of a body, its documented object alongside (a nullable one is anyOf). */
function objectOf(documented: JsonSchema): JsonSchema | undefined {
  if (documented.properties) return documented;
  const branches = (documented.anyOf ?? documented.oneOf) as JsonSchema[] | undefined;
  return branches?.find((branch) => branch.properties);
}

function compareBody(where: string, schema: ZodTypeAny, documented: JsonSchema) {
  const inner = unwrap(schema);
  const object = objectOf(documented);
  if (!(inner instanceof z.ZodObject) || !object) {
    compareField(where, schema, documented, false);
    return;
  }
  const properties = object.properties as Record<string, JsonSchema>;
  const required = new Set((object.required as string[] | undefined) ?? []);
  for (const [key, field] of Object.entries(inner.shape as Record<string, ZodTypeAny>)) {
    const path = `${where}.${key}`;
    const property = properties[key];
    report(property !== undefined, `${path} is not documented`);
    report(required.has(key) === !field.safeParse(undefined).success, `${path}: required differs`);
    if (property) compareBody(path, field, property);
  }
}

function shapeOf(schema: ZodTypeAny): Record<string, ZodTypeAny> {
  const inner = unwrap(schema);
  if (!(inner instanceof z.ZodObject)) throw new Error('parameters are declared as an object');
  return inner.shape as Record<string, ZodTypeAny>;
}

const operationOf = ({ paths }: Served, route: RegisteredRoute) =>
  paths[route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[route.method.toLowerCase()];

function compareParameters(app: Served, route: RegisteredRoute) {
  const name = `${route.method} ${route.path}`;
  const operation = operationOf(app, route);
  report(operation !== undefined, `${name} is not documented`);
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema || !operation) continue;
    for (const [key, field] of Object.entries(shapeOf(schema))) {
      const parameter = operation.parameters.find((p) => p.in === where && p.name === key);
      const label = `${name} ${where} ${key}`;
      report(parameter !== undefined, `${label} is not documented`);
      if (!parameter) continue;
      report(
        parameter.required === !field.safeParse(undefined).success,
        `${label}: required differs`,
      );
      compareField(label, field, parameter.schema, true);
    }
  }
}

describe.each(['PHI off', 'PHI on'])('the OpenAPI document, %s', (mode) => {
  beforeEach(() => {
    problems = [];
  });

  it('states for every parameter of every route what the contract accepts', () => {
    for (const route of apps[mode]!.routes) compareParameters(apps[mode]!, route);
    expect(problems).toEqual([]);
  });

  it('states for every body field of every route what the contract accepts', () => {
    for (const route of apps[mode]!.routes.filter((r) => r.body && !r.bodyContentType)) {
      const documented = operationOf(apps[mode]!, route)?.requestBody?.content['application/json']
        ?.schema;
      const name = `${route.method} ${route.path} body`;
      report(documented !== undefined, `${name} is not documented`);
      if (documented) compareBody(name, route.body!, documented);
    }
    expect(problems).toEqual([]);
  });
});
