import { z } from 'zod';
import { mfaCodeSchema } from './auth';
import { fieldMessages, text } from './common';
import { userSchema } from './users';

/*
 * [ours] The member's own two-factor settings on /profile (issue 12); the login steps are in
 * ./auth. Recovery codes are shown once, when made; the server keeps only keyed hashes.
 */

/** GET /users/me/mfa */
export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Unused recovery codes left; 0 when two-factor is off. */
  recoveryCodesLeft: z.number().int(),
  /** The member's role is in MFA_REQUIRED_ROLES: two-factor cannot be turned off. */
  required: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** POST /users/me/mfa/setup: a new pending secret (replacing any earlier pending one). */
export const mfaSetupSchema = z.object({ otpauthUri: z.string(), secret: z.string() });
export type MfaSetup = z.infer<typeof mfaSetupSchema>;

/** POST /users/me/mfa/confirm */
export const mfaConfirmBodySchema = z.object({ code: mfaCodeSchema });
export type MfaConfirmBody = z.input<typeof mfaConfirmBodySchema>;

/** One-time recovery codes, shown once (confirm, regenerate, enrolment at login). */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /users/me/mfa/disable and /recovery-codes: the password or a current code. */
export const mfaProofBodySchema = z
  .object({
    password: text().max(128).optional(),
    code: mfaCodeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password === undefined && body.code === undefined) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: fieldMessages.required });
    }
  });
export type MfaProofBody = z.input<typeof mfaProofBodySchema>;

/** POST /auth/login/enrol answers the signed-in user and their recovery codes. */
export const loginEnrolResultSchema = z.object({
  user: userSchema,
  recoveryCodes: z.array(z.string()),
});
export type LoginEnrolResult = z.infer<typeof loginEnrolResultSchema>;
