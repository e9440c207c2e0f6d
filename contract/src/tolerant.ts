import { z } from 'zod';
import { timestampSchema } from './common';

/**
 * What a strict entity reads as through `tolerant`: the same shape, except that an array the
 * other server may leave out reads as null, so a reader can tell "absent" from "empty".
 */
export type TolerantOutput<T> = T extends readonly (infer E)[]
  ? TolerantOutput<E>[]
  : T extends object
    ? {
        [K in keyof T]: T[K] extends readonly unknown[]
          ? TolerantOutput<T[K]> | null
          : TolerantOutput<T[K]>;
      }
    : T;

export type TolerantSchema<S extends z.ZodTypeAny> = z.ZodType<
  TolerantOutput<z.output<S>>,
  z.ZodTypeDef,
  unknown
>;

const isEmptyObject = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).length === 0;

/** What the reference sends for "no value" in a nullable field: nothing, `""` or `{}`. */
const meansNull = (value: unknown) => value === undefined || value === '' || isEmptyObject(value);

function tolerantField(field: z.ZodTypeAny): z.ZodTypeAny {
  // An unset timestamp may be missing or null on the reference: it reads as '' (API.md §1).
  if (field === timestampSchema) return timestampSchema.nullish().transform((v) => v ?? '');
  if (field instanceof z.ZodNullable) {
    const inner = tolerantField(field.unwrap() as z.ZodTypeAny);
    return z.preprocess((v) => (meansNull(v) ? null : v), inner.nullable());
  }
  if (field instanceof z.ZodArray) {
    const element = tolerantField(field.element as z.ZodTypeAny);
    return z
      .array(element)
      .nullish()
      .transform((v) => v ?? null);
  }
  if (field instanceof z.ZodObject) return tolerantObject(field as z.AnyZodObject);
  return field;
}

function tolerantObject(schema: z.AnyZodObject): z.AnyZodObject {
  const shape: z.ZodRawShape = {};
  for (const [key, field] of Object.entries(schema.shape as z.ZodRawShape)) {
    shape[key] = tolerantField(field);
  }
  return z.object(shape);
}

/**
 * The SPA's reading of a strict entity schema, for both servers (API.md §7.2): a missing or `""`
 * nullable value and `{}` read as null, a missing timestamp as '', a missing array as null.
 * Anything present is still checked by the strict field, so a wrong value fails as before.
 */
export function tolerant<S extends z.AnyZodObject>(schema: S): TolerantSchema<S> {
  const reading: z.ZodType<unknown> = tolerantObject(schema);
  return reading as TolerantSchema<S>;
}
