import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { groupValidationItems } from '@contract/errors';
import { translateServerMessage } from '@/i18n/translate-message';
import { ApiError, NetworkError } from './api-client';
import { errorMessage, translateItems } from './server-messages';

/**
 * What a failed save leaves for the form-failure alert once field errors are on their fields:
 * the connection failed (nothing was saved), or a message.
 */
export type FormFailureReason = { kind: 'connection' } | { kind: 'message'; message: string };

/**
 * A failed save as the form-failure alert shows it, for a form without fields of its own; a
 * server message in the reader's language.
 */
export function toFormFailure(error: unknown): FormFailureReason {
  if (error instanceof NetworkError) return { kind: 'connection' };
  return { kind: 'message', message: errorMessage(error) };
}

/** The part of a Mantine form that server errors need. */
export interface FormWithErrors {
  getValues: () => object;
  errors: FormErrors;
  setErrors: (errors: FormErrors) => void;
}

/**
 * Puts each 422 item on its field: items are grouped by the first segment of their path, one
 * field's messages joined with '. '. Items without a path, or whose path is not a field of the
 * form, are returned for the form-failure alert, as is any other failure. `fieldOf` names the
 * form field of a body key that differs (e.g. `{ hospitalIds: 'hospitals' }`). Messages are put
 * in the reader's language (translateMessage).
 */
export function applyServerErrors(
  form: FormWithErrors,
  error: unknown,
  fieldOf: Readonly<Record<string, string>> = {},
): FormFailureReason | null {
  if (!(error instanceof ApiError) || error.items.length === 0) return toFormFailure(error);

  const fields = new Set(Object.keys(form.getValues()));
  const onFields: FormErrors = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(groupValidationItems(translateItems(error.items)))) {
    const field = fieldOf[key] ?? key;
    if (fields.has(field)) onFields[field] = message;
    else rest.push(message);
  }
  form.setErrors({ ...form.errors, ...onFields });
  return rest.length === 0 ? null : { kind: 'message', message: rest.join('. ') };
}

/**
 * A submit's failure handler (useFormSubmit's `showFailure`) for a form whose server answers are
 * about one field (SPEC §8: the forgot and reset forms): a plain message goes on `field`, a 422
 * list on its fields, the rest to the failure alert.
 */
export function failureOnField<F extends string>(
  form: FormWithErrors & { setFieldError: (field: F, message: string) => void },
  field: F,
): (error: unknown) => FormFailureReason | null {
  return (error) => {
    if (!(error instanceof ApiError) || error.items.length > 0)
      return applyServerErrors(form, error);
    form.setFieldError(field, errorMessage(error));
    return null;
  };
}

type FormSchema = z.ZodType<Record<string, unknown>, z.ZodTypeDef, Record<string, unknown>>;

/**
 * A schema's validation for a Mantine form, its messages in the reader's language: the
 * contract's messages (e.g. 'First name must be between 2 and 30 characters long') are
 * translated like the server's; the SPA's own rules already carry translated text.
 */
export function translatedResolver(
  schema: FormSchema,
): (values: Record<string, unknown>) => FormErrors {
  const resolve = schemaResolver(schema, { sync: true });
  return (values) => {
    const errors = resolve(values);
    return Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [
        field,
        typeof message === 'string' ? translateServerMessage(message) : message,
      ]),
    );
  };
}

/**
 * The form idiom: a Mantine form whose values are the schema's input and whose submitted values
 * are its output (the request body), validated by the schema on submit and on blur.
 */
export function useSchemaForm<S extends FormSchema>(schema: S, initialValues: z.input<S>) {
  return useForm<z.input<S>, z.output<S>>({
    mode: 'controlled',
    initialValues,
    validate: translatedResolver(schema),
    validateInputOnBlur: true,
    transformValues: (values) => schema.parse(values),
  });
}

/** A record's values for a form: each field of `empty`, a null or missing value read as empty. */
export function toFormValues<V extends Record<string, unknown>>(
  empty: V,
  record: Partial<Record<keyof V, unknown>>,
): V {
  const values: Record<string, unknown> = { ...empty };
  for (const key of Object.keys(empty)) values[key] = record[key] ?? empty[key];
  return values as V;
}
