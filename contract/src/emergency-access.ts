import { z } from 'zod';
import { timestampSchema, uuidSchema } from './common';

/**
 * [ours] Issue 25: emergency ("break-glass") access. A responder without an account types the
 * label's access code (printed under its QR code) with who they are and why; a right code grants
 * ACCESS_GRANT_MINUTES of read-only access to that one patient's responder view. Every grant,
 * view and refusal is audited; admins are told at once and review the grants afterwards.
 * See docs/emergency-access.md.
 */

/** How long a grant lasts. */
export const ACCESS_GRANT_MINUTES = 60;

/** The characters of an access code: no 0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V (read aloud, typed on a phone). */
export const ACCESS_CODE_ALPHABET = '3467ACDEFGHJKMNPQRTWXY';
export const ACCESS_CODE_LENGTH = 6;

/** The grant's cookie: not the session's, so every signed-in endpoint refuses it. */
export const EMERGENCY_GRANT_COOKIE = 'emergency_grant';

/** What a responder types: spaces and dashes dropped, upper-cased. */
export const normalizeAccessCode = (value: string): string =>
  value.replace(/[\s-]+/g, '').toUpperCase();

/** The server's refusals (translated in the SPA: messages.emergencyAccess in common.json). */
export const emergencyMessages = {
  off: 'Emergency access is turned off',
  wrongCode: 'That access code does not open this label',
  noGrant: 'No emergency access to this patient',
  grantMissing: 'No such grant',
} as const;

const shortText = (max: number) => z.string().trim().min(1, 'Required').max(max);

/** POST /emergency-access/grants (public). */
export const emergencyGrantRequestSchema = z
  .object({
    patientId: uuidSchema,
    name: shortText(120),
    agency: shortText(120),
    badge: shortText(60),
    reason: shortText(500),
    code: z.string().max(40).transform(normalizeAccessCode).pipe(z.string().min(1, 'Required')),
  })
  .strict();
export type EmergencyGrantRequest = z.input<typeof emergencyGrantRequestSchema>;

/** The answer to a right code: which patient, until when (the cookie carries the grant). */
export const emergencyGrantAnswerSchema = z.object({
  patientId: uuidSchema,
  expiresAt: timestampSchema,
});
export type EmergencyGrantAnswer = z.infer<typeof emergencyGrantAnswerSchema>;

export const grantReviewValues = ['pending', 'reviewed', 'flagged'] as const;
export const grantReviewSchema = z.enum(grantReviewValues);
export type GrantReview = z.infer<typeof grantReviewSchema>;

/** One grant as the admins' Emergency access page lists it. */
export const emergencyGrantSchema = z.object({
  id: uuidSchema,
  patientId: uuidSchema,
  name: z.string(),
  agency: z.string(),
  badge: z.string(),
  reason: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  review: grantReviewSchema.catch('pending'),
  reviewNote: z.string().nullable().optional(),
  reviewedAt: timestampSchema.nullable().optional(),
});
export type EmergencyGrant = z.infer<typeof emergencyGrantSchema>;

export const emergencyGrantListSchema = z.object({ grants: z.array(emergencyGrantSchema) });
export type EmergencyGrantList = z.infer<typeof emergencyGrantListSchema>;

/** PATCH /emergency-access/grants/:id: reviewed or flagged, with a note. */
export const grantReviewRequestSchema = z
  .object({
    review: z.enum(['reviewed', 'flagged']),
    note: z.string().trim().max(1000).optional(),
  })
  .strict();
export type GrantReviewRequest = z.infer<typeof grantReviewRequestSchema>;

/** GET/PUT /emergency-access/settings: the whole deployment's switch. */
export const emergencySettingsSchema = z.object({ enabled: z.boolean() }).strict();
export type EmergencySettings = z.infer<typeof emergencySettingsSchema>;

/** POST /labels/access-codes: the codes of the labels about to be printed. */
export const accessCodesRequestSchema = z
  .object({ patientIds: z.array(uuidSchema).min(1).max(1000) })
  .strict();
export const accessCodesAnswerSchema = z.object({ codes: z.record(z.string(), z.string()) });
export type AccessCodesAnswer = z.infer<typeof accessCodesAnswerSchema>;

/** POST /patients/:id/access-code: a new code; the old label no longer opens (reprint it). */
export const rotatedCodeSchema = z.object({ patientId: uuidSchema, code: z.string() });
export type RotatedCode = z.infer<typeof rotatedCodeSchema>;
