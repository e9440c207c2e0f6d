import { ZodType, type ZodPipelineDef, type ZodTypeAny, type ZodTypeDef } from 'zod';
import { ignoreOverride, parseDef, zodToJsonSchema, type Refs } from 'zod-to-json-schema';
import { httpErrorSchema, validationErrorSchema } from '@contract/errors';
import { messageSchema, paginationHeaders } from '@contract/common';
import { openApiHintOf, type JsonSchemaHint } from '@contract/openapi-hints';
import type { RegisteredRoute, ResponseSpec } from './route-registry';

type JsonSchema = Record<string, unknown>;

const isPipeline = (def: ZodTypeDef): def is ZodPipelineDef<ZodTypeAny, ZodTypeAny> =>
  (def as { typeName?: unknown }).typeName === 'ZodPipeline';

/** `{ type: 'string' }` and nothing else: text that says nothing about what it may spell. */
const isBareString = (schema: unknown) =>
  JSON.stringify(schema) === JSON.stringify({ type: 'string' });

/**
 * A value sent through a pipe must pass both sides. Text piped into an enum or a number (a
 * query's `status`, `page`) is documented as what it must spell; otherwise both sides apply.
 */
function pipelineInput(def: ZodPipelineDef<ZodTypeAny, ZodTypeAny>, refs: Refs): JsonSchema {
  const input = parseDef(def.in._def as ZodTypeDef, refs) as JsonSchema | undefined;
  const output = parseDef(def.out._def as ZodTypeDef, refs) as JsonSchema | undefined;
  if (!input || isBareString(input)) return output ?? {};
  if (!output) return input;
  return { allOf: [input, output] };
}

/**
 * A refinement documented by its hint: the hint's keywords added to what the refinement wraps
 * (both apply, through allOf, when they name the same keyword, e.g. two patterns).
 */
function hinted(def: ZodTypeDef, hint: JsonSchemaHint, refs: Refs): JsonSchema {
  const wrapped = (def as { schema?: unknown }).schema;
  const inner =
    wrapped instanceof ZodType
      ? (parseDef(wrapped._def as ZodTypeDef, refs) as JsonSchema | undefined)
      : {};
  if (!inner) return { ...hint };
  const collides = Object.keys(hint).some((keyword) => keyword in inner);
  return collides ? { allOf: [inner, hint] } : { ...inner, ...hint };
}

/**
 * zod-to-json-schema writes a strict bound in draft 4's form (`exclusiveMinimum: true` beside
 * `minimum`) for every target but draft 7; OpenAPI 3.1 reads only the number form.
 */
function numericBounds(schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema) return schema;
  const fixed = { ...schema };
  for (const [strict, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (fixed[strict] !== true) continue;
    fixed[strict] = fixed[bound];
    delete fixed[bound];
  }
  return fixed;
}

function jsonSchema(schema: ZodTypeAny, io: 'input' | 'output'): JsonSchema {
  const converted = zodToJsonSchema(schema as ZodType<unknown>, {
    $refStrategy: 'none',
    target: 'jsonSchema2019-09',
    effectStrategy: io === 'input' ? 'input' : 'any',
    pipeStrategy: io,
    // Unknown keys in a request are dropped, not refused: only strict schemas forbid them.
    removeAdditionalStrategy: io === 'input' ? 'strict' : 'passthrough',
    postProcess: (converted) => numericBounds(converted as JsonSchema | undefined),
    // What zod cannot translate: the contract's hints for refinements, and pipes on input.
    override: (def, refs) => {
      if (io === 'output') return ignoreOverride;
      const hint = openApiHintOf(def);
      if (hint) return hinted(def, hint, refs);
      return isPipeline(def) ? pipelineInput(def, refs) : ignoreOverride;
    },
  }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

function parameters(schema: ZodTypeAny | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const errorResponse = (description: string, schema: ZodTypeAny): ResponseSpec => ({
  description,
  schema,
});

const pageHeaders = {
  [paginationHeaders.page]: { description: 'The page served', schema: { type: 'integer' } },
  [paginationHeaders.perPage]: { description: 'The page size', schema: { type: 'integer' } },
  [paginationHeaders.totalCount]: { description: 'Matching records', schema: { type: 'integer' } },
  [paginationHeaders.totalPages]: {
    description: 'ceil(total / perPage); 0 when nothing matches',
    schema: { type: 'integer' },
  },
  [paginationHeaders.link]: {
    description: 'next, last, first, prev links, or empty',
    schema: { type: 'string' },
  },
};

function responsesOf(route: RegisteredRoute): Record<string, JsonSchema> {
  const all: Record<number, ResponseSpec> = {};
  if (route.minRole !== 'public') {
    all[401] = errorResponse('No live session', httpErrorSchema);
    all[403] = errorResponse('Inactive user, or role below the minimum', httpErrorSchema);
  }
  if (route.params || route.query || route.body)
    all[422] = errorResponse('Validation failed', validationErrorSchema);
  if (route.rateLimited)
    all[429] = errorResponse('Too many attempts (Retry-After in seconds)', messageSchema);
  Object.assign(all, route.responses);

  return Object.fromEntries(
    Object.entries(all).map(([status, spec]) => {
      const entry: JsonSchema = { description: spec.description };
      if (spec.schema) {
        entry.content = {
          [spec.contentType ?? 'application/json']: { schema: jsonSchema(spec.schema, 'output') },
        };
      }
      if (route.paginated && Number(status) === 200) entry.headers = pageHeaders;
      return [status, entry];
    }),
  );
}

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function operationId(route: RegisteredRoute): string {
  const words = route.path
    .replace(/^\/api(\/v1)?\//, '')
    .split(/[/:-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  return `${route.method.toLowerCase()}${words.join('')}`;
}

/** OpenAPI 3.1 for every registered route, each with its minimum role as `x-min-role`. */
export function buildOpenApiDocument(
  routes: readonly RegisteredRoute[],
  version = '1.0.0',
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const operation: JsonSchema = {
      operationId: operationId(route),
      summary: route.summary,
      tags: route.tags,
      'x-min-role': route.minRole,
      security: route.minRole === 'public' ? [] : [{ session: [] }],
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      responses: responsesOf(route),
    };
    if (route.description) operation.description = route.description;
    if (route.alsoAllowed) operation['x-also-allowed'] = route.alsoAllowed;
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: {
          [route.bodyContentType ?? 'application/json']: {
            schema: jsonSchema(route.body, 'input'),
          },
        },
      };
    }
    const path = toOpenApiPath(route.path);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lifeline API',
      version,
      description:
        'Same-origin JSON API of Lifeline. Guarded operations need the `session` cookie from POST /api/v1/auth/login; `x-min-role` gives the minimum role (FIRST_RESPONDER < VOLUNTEER < STAFF < ADMIN) or `public`.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'session' } },
    },
    paths,
  };
}
