import { z } from 'zod';
import { text } from './common';
import type { CodeStatus } from './enums';
import { documentedAs } from './openapi-hints';
import { dropped, enumField, isCalendarDate, optionalText } from './patients.fields';

/*
 * [ours] Issue 23: the signed form (POLST, DNR form, advance directive, durable power of attorney
 * for health care) and the special circumstances at the door, as patient fields. All are
 * optional on write and on read: the reference server has none of them, and an absent one reads
 * as "not recorded". The code status responders see follows from a filled form
 * (`codeStatusOfSignedForm`), on the server's writes and on both of the SPA's pages.
 */

/** The kind of signed document. */
export const signedFormKindValues = [
  'POLST',
  'DNR_FORM',
  'ADVANCE_DIRECTIVE',
  'HEALTH_CARE_POWER_OF_ATTORNEY',
] as const;
export const signedFormKindSchema = z.enum(signedFormKindValues);
export type SignedFormKind = z.infer<typeof signedFormKindSchema>;

/** POLST Section A: what to do when the patient has no pulse and is not breathing. */
export const polstCprValues = ['ATTEMPT', 'DO_NOT_ATTEMPT'] as const;
export const polstCprSchema = z.enum(polstCprValues);
export type PolstCpr = z.infer<typeof polstCprSchema>;

/** POLST Section B: the level of medical treatment when the patient has a pulse. */
export const polstTreatmentValues = ['FULL', 'SELECTIVE', 'COMFORT'] as const;
export const polstTreatmentSchema = z.enum(polstTreatmentValues);
export type PolstTreatment = z.infer<typeof polstTreatmentSchema>;

/** What a crew should know before it reaches the patient, in the order the page shows them. */
export const circumstanceValues = [
  'OXYGEN',
  'MOBILITY',
  'HEARING',
  'SPEECH',
  'VISION',
  'DEMENTIA',
  'LIVES_ALONE',
  'CREW_DANGER',
] as const;
export const circumstanceSchema = z.enum(circumstanceValues);
export type Circumstance = z.infer<typeof circumstanceSchema>;

export const signedFormMessages = {
  futureSignedDate: 'The date signed cannot be in the future',
  cprNeedsFullTreatment:
    'Attempting CPR (POLST Section A) requires full treatment (POLST Section B)',
} as const;

/* ------------------------------------------------------------------------------------------ */
/* The code-status rule                                                                        */
/* ------------------------------------------------------------------------------------------ */

export interface SignedFormDecisions {
  signedFormKind?: SignedFormKind | null;
  polstCpr?: PolstCpr | null;
  polstTreatment?: PolstTreatment | null;
}

/**
 * The code status a filled signed form means, or null when the form decides none (no form, an
 * advance directive or a power of attorney, a POLST without Section A):
 *
 * - a DNR form → DNR;
 * - a POLST with Section A "attempt CPR" → FULL (the form allows CPR only with full treatment);
 * - a POLST with Section A "do not attempt CPR" → by Section B: comfort-focused → COMFORT,
 *   selective (no intubation, no intensive care) → DNR_DNI, full or not filled → DNR.
 */
export function codeStatusOfSignedForm({
  signedFormKind,
  polstCpr,
  polstTreatment,
}: SignedFormDecisions): CodeStatus | null {
  if (signedFormKind === 'DNR_FORM') return 'DNR';
  if (signedFormKind !== 'POLST' || !polstCpr) return null;
  if (polstCpr === 'ATTEMPT') return 'FULL';
  if (polstTreatment === 'COMFORT') return 'COMFORT';
  if (polstTreatment === 'SELECTIVE') return 'DNR_DNI';
  return 'DNR';
}

/** The code status responders see: the signed form's when it decides one, else the recorded. */
export function shownCodeStatus(
  patient: SignedFormDecisions & { codeStatus?: CodeStatus | null },
): CodeStatus | null {
  return codeStatusOfSignedForm(patient) ?? patient.codeStatus ?? null;
}

/** True when Section A and B contradict each other (the form asks full treatment with CPR). */
export const isContradictoryPolst = (cpr: unknown, treatment: unknown): boolean =>
  cpr === 'ATTEMPT' && (treatment === 'SELECTIVE' || treatment === 'COMFORT');

/* ------------------------------------------------------------------------------------------ */
/* Read: the keys on every patient form (optional: the reference sends none)                   */
/* ------------------------------------------------------------------------------------------ */

export const signedFormReadFields = {
  signedFormKind: signedFormKindSchema.nullable().optional(),
  /** YYYY-MM-DD. PHI (a signed form carries the name): null while PHI collection is off. */
  signedFormDate: z.string().nullable().optional(),
  /** Where the original is kept ("envelope on the fridge"). */
  signedFormLocation: z.string().nullable().optional(),
  polstCpr: polstCprSchema.nullable().optional(),
  polstTreatment: polstTreatmentSchema.nullable().optional(),
  /** Null: not recorded; `[]`: recorded, none apply. In `circumstanceValues` order. */
  circumstances: z.array(circumstanceSchema).nullable().optional(),
  circumstancesNote: z.string().nullable().optional(),
  /** How to get in: key, lockbox, gate code. */
  accessInstructions: z.string().nullable().optional(),
};

/** The keys that hold the signed form and the circumstances, as in the patient forms. */
export const signedFormKeys = Object.keys(
  signedFormReadFields,
) as (keyof typeof signedFormReadFields)[];

/* ------------------------------------------------------------------------------------------ */
/* Write: the keys `patientData` takes                                                         */
/* ------------------------------------------------------------------------------------------ */

const DAY_MS = 24 * 60 * 60 * 1000;
const CALENDAR_DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

/** A signature date: a real date, not after tomorrow (UTC); `""`/null clear, absent unchanged. */
const signedDateField = (now: () => Date) =>
  documentedAs(
    text()
      .nullable()
      .optional()
      .transform((v) => (typeof v === 'string' ? v.trim() || null : v))
      .superRefine((value, ctx) => {
        if (value === null || value === undefined) return;
        if (!isCalendarDate(value)) ctx.addIssue({ code: 'custom', message: 'Invalid date' });
        else if (value > new Date(now().getTime() + DAY_MS).toISOString().slice(0, 10))
          ctx.addIssue({ code: 'custom', message: signedFormMessages.futureSignedDate });
      }),
    CALENDAR_DATE,
  );

/** The flags, deduplicated and put in `circumstanceValues` order; null clears. */
const circumstancesField = () =>
  z
    .array(circumstanceSchema)
    .nullable()
    .optional()
    .transform((flags) =>
      flags ? circumstanceValues.filter((value) => flags.includes(value)) : flags,
    );

/**
 * `patientData`'s keys for the signed form and the circumstances: absent unchanged, `""`/null
 * clear. PHI off: the signature date is dropped unread (never stored).
 */
export function signedFormWriteFields(collectPhi: boolean, now: () => Date) {
  return {
    signedFormKind: enumField(signedFormKindSchema.nullable().optional()),
    signedFormDate: collectPhi ? signedDateField(now) : dropped(),
    signedFormLocation: optionalText(),
    polstCpr: enumField(polstCprSchema.nullable().optional()),
    polstTreatment: enumField(polstTreatmentSchema.nullable().optional()),
    circumstances: circumstancesField(),
    circumstancesNote: optionalText(),
    accessInstructions: optionalText(),
  };
}
