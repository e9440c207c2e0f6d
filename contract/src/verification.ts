import { z } from 'zod';
import { paginationQuerySchema, text, timestampSchema, uuidSchema } from './common';
import { searchTermSchema } from './reference';

/*
 * [ours] Issue 24: verification of a patient record and the review interval. A member who may
 * edit the patient (staff, volunteers) goes through the record with the patient or a caregiver
 * and marks it verified, with a one-line note. A save that changes the record is not a
 * verification. A record is due for review when the interval has passed since it was last
 * verified (or created, if never verified).
 */

export const VERIFICATION_NOTE_MAX = 200;
export const REVIEW_INTERVAL_DEFAULT_MONTHS = 6;
export const REVIEW_INTERVAL_MIN_MONTHS = 1;
export const REVIEW_INTERVAL_MAX_MONTHS = 60;
/** The Due for review list holds the overdue records, then those due within this many days. */
export const DUE_SOON_DAYS = 30;

export const verificationMessages = {
  noteRequired: 'A note is required',
  noteOneLine: 'The note must be one line',
  noteTooLong: `The note must be at most ${VERIFICATION_NOTE_MAX} characters`,
  intervalRange: `The review interval must be a whole number of months from ${REVIEW_INTERVAL_MIN_MONTHS} to ${REVIEW_INTERVAL_MAX_MONTHS}`,
} as const;

/** POST /patients/:id/verification: how the record was gone through ("phone call with daughter"). */
export const verificationBodySchema = z
  .object({
    note: text()
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .min(1, verificationMessages.noteRequired)
          .max(VERIFICATION_NOTE_MAX, verificationMessages.noteTooLong)
          .regex(/^[^\r\n]*$/, verificationMessages.noteOneLine),
      ),
  })
  .strict();
export type VerificationBody = z.infer<typeof verificationBodySchema>;

/** The member who verified, by name (null when that account is gone). */
export const verifierSchema = z.object({
  id: uuidSchema,
  firstName: z.string(),
  lastName: z.string(),
});
export type Verifier = z.infer<typeof verifierSchema>;

/**
 * The verification keys of the patient's full form: optional, as the reference server sends
 * none of them (API.md §7). `reviewDueAt` is when the record falls due (the last verification,
 * or its creation, plus the deployment's review interval).
 */
export const verificationReadFields = {
  verifiedAt: timestampSchema.nullable().optional(),
  verifiedBy: verifierSchema.nullable().optional(),
  verificationNote: z.string().nullable().optional(),
  reviewDueAt: timestampSchema.nullable().optional(),
};

/** GET/PUT /settings/review-interval. */
export const reviewIntervalSchema = z
  .object({
    months: z
      .number({ message: verificationMessages.intervalRange })
      .int(verificationMessages.intervalRange)
      .min(REVIEW_INTERVAL_MIN_MONTHS, verificationMessages.intervalRange)
      .max(REVIEW_INTERVAL_MAX_MONTHS, verificationMessages.intervalRange),
  })
  .strict();
export type ReviewInterval = z.infer<typeof reviewIntervalSchema>;

/** GET /patients/due: searched like the patients list (names or id prefix). */
export const dueListQuerySchema = paginationQuerySchema.extend({ patient: searchTermSchema() });
export type DueListQuery = z.infer<typeof dueListQuerySchema>;

/** One row of the Due for review list. Names are null while PHI collection is off. */
export const dueItemSchema = z.object({
  id: uuidSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: timestampSchema,
  verifiedAt: timestampSchema.nullable(),
  reviewDueAt: timestampSchema,
  /** True when the due date has passed. */
  overdue: z.boolean(),
});
export type DueItem = z.infer<typeof dueItemSchema>;
