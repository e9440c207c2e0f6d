import type { ZodTypeAny, ZodTypeDef } from 'zod';

/** A JSON Schema fragment, as the OpenAPI 3.1 document writes one. */
export type JsonSchemaHint = Readonly<Record<string, unknown>>;

const hints = new WeakMap<ZodTypeDef, JsonSchemaHint>();

/**
 * States in JSON Schema what a refinement accepts. Zod cannot translate a `refine` or a
 * `superRefine` into the OpenAPI document (it would document the bare string under it, and a
 * client generated from the document would send values the server refuses), so the rule says
 * it beside itself. Returns the schema unchanged. server/src/lib/openapi.test.ts checks that
 * every value a hint admits passes the schema it describes.
 */
export function documentedAs<T extends ZodTypeAny>(schema: T, hint: JsonSchemaHint): T {
  hints.set(schema._def as ZodTypeDef, hint);
  return schema;
}

/** The hint given to a schema (by its definition, as the OpenAPI generator meets it). */
export const openApiHintOf = (def: ZodTypeDef): JsonSchemaHint | undefined => hints.get(def);

/** A string with something besides white space in it (trimmed, then required). */
export const NOT_BLANK: JsonSchemaHint = { pattern: '\\S' };

/** A uuid, or `""` for none (null too, where the schema allows null). */
export const UUID_OR_EMPTY: JsonSchemaHint = { anyOf: [{ maxLength: 0 }, { format: 'uuid' }] };
