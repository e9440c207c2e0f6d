import { z } from 'zod';
import { freeText, text } from './common';
import { documentedAs, NOT_BLANK, UUID_OR_EMPTY } from './openapi-hints';
import { PHONE_MESSAGE, PHONE_OR_EMPTY, PHONE_PATTERN } from './reference';
import { patientMessages, type MedicalListKey } from './patients.messages';

/*
 * The rules of single patient fields, shared by the register and the update bodies
 * (patients.bodies.ts): trimming, clearing, the date of birth, the phone, the id lists.
 */

export const listItemIdFormat: Record<MedicalListKey, string> = {
  allergies: patientMessages.allergyIdFormat,
  medications: patientMessages.medicationIdFormat,
  conditions: patientMessages.conditionIdFormat,
};

/**
 * What the rules depend on: the PHI switch (API.md §5.8) and the clock for the date-of-birth
 * rule. The server passes its config and its clock; the SPA its flag.
 */
export interface PatientRules {
  collectPhi: boolean;
  now?: () => Date;
}

const trimToNull = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() || null : v);

/** Present values trimmed; `""`, blank and null → null; absent stays absent. */
export const optionalText = () => freeText().nullable().optional().transform(trimToNull);

/** A value the register or update requires: missing, null or blank → `Required`. */
export const requiredText = () =>
  documentedAs(
    z
      .preprocess((v) => (v === null ? undefined : v), freeText())
      .transform((v) => v.trim())
      .refine((v) => v.length > 0, { message: patientMessages.required }),
    NOT_BLANK,
  );

/** An update may leave it out, but may not clear it: `""`, blank or null → `Required`. */
const NOT_CLEARED = { type: 'string', ...NOT_BLANK };
export const unclearableText = () =>
  documentedAs(
    optionalText().refine((v) => v !== null, { message: patientMessages.required }),
    NOT_CLEARED,
  );

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An enum value: blank reads as null; the enum's own messages otherwise (Zod 3 wording). */
export const enumField = <T extends z.ZodTypeAny>(schema: T) => z.preprocess(blankToNull, schema);

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The document's date of birth: a YYYY-MM-DD string (the server also checks the calendar). */
const CALENDAR_DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

/** API.md: a date of birth later than the current UTC date plus one day is in the future. */
export function isFutureDateOfBirth(value: string, now: Date): boolean {
  return value > new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10);
}

/**
 * `dateOfBirth`: a real date, not in the future. `required`: missing or null → `Invalid date`
 * (the register); `unclearable`: absent is unchanged, `""`/blank/null → `Required` (the update).
 */
export const dateOfBirthField = (mode: 'required' | 'unclearable', now: () => Date) => {
  const check = (value: string | null | undefined, ctx: z.RefinementCtx) => {
    if (value === undefined) return;
    if (value === null) {
      ctx.addIssue({
        code: 'custom',
        message: mode === 'required' ? patientMessages.invalidDate : patientMessages.required,
      });
      return;
    }
    if (!isCalendarDate(value)) {
      ctx.addIssue({ code: 'custom', message: patientMessages.invalidDate });
    } else if (isFutureDateOfBirth(value, now())) {
      ctx.addIssue({ code: 'custom', message: patientMessages.futureDateOfBirth });
    }
  };
  if (mode === 'required') {
    return documentedAs(
      z
        .string({ required_error: patientMessages.invalidDate })
        .nullable()
        .transform((v) => (v === null ? null : v.trim()))
        .superRefine(check),
      CALENDAR_DATE,
    ).transform((v) => v as string);
  }
  return documentedAs(
    text().nullable().optional().transform(trimToNull).superRefine(check),
    CALENDAR_DATE,
  ).transform((v) => v as string | undefined);
};

/** The phone rule after trimming; `""`, blank and null clear. */
export const contactPhone = () =>
  documentedAs(
    text()
      .nullable()
      .optional()
      .transform(trimToNull)
      .refine((v) => v === null || v === undefined || PHONE_PATTERN.test(v), {
        message: PHONE_MESSAGE,
      }),
    PHONE_OR_EMPTY,
  );

/** A uuid list that replaces a medical list: lower-cased, a repeated id keeps its first place. */
export const medicalIdList = (key: MedicalListKey) =>
  z
    .array(z.string().uuid({ message: listItemIdFormat[key] }))
    .optional()
    .transform((ids) => (ids ? [...new Set(ids.map((id) => id.toLowerCase()))] : ids));

/** A healthcare choice: a uuid sets, `""` or null clears, absent is unchanged. */
export const healthcareChoice = (message: string) =>
  documentedAs(
    text()
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v))
      .refine((v) => v === null || v === undefined || z.string().uuid().safeParse(v).success, {
        message,
      }),
    UUID_OR_EMPTY,
  ).transform((v) => (typeof v === 'string' ? v.toLowerCase() : v));

/** A key dropped without validation (PHI off): always absent from the output. */
export const dropped = () => z.unknown().transform((): undefined => undefined);
