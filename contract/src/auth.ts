import { z } from 'zod';
import { emailSchema, fieldMessages, text } from './common';
import { documentedAs } from './openapi-hints';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The e-mail of sign-in and password reset: the one e-mail rule (the one every member's address
 * was created with, so every member can still sign in), bounded like every stored e-mail, so an
 * over-long one is a 422 and is never looked up nor recorded in a failed sign-in's audit event.
 */
export const signInEmailSchema = emailSchema();

export const loginBodySchema = z.object({
  email: signInEmailSchema,
  password: z.string().max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginMessages = {
  unverified: 'Your account has not been verified. Please check your inbox to verify your account.',
  rejectedOrDisabled:
    'Your account has been rejected or disabled by admins. Please contact support for further instructions.',
  unapproved:
    'Your account has not been approved by admins yet. Please contact support or wait for further instructions.',
} as const;

/**
 * The password rule of register, reset and admin edit: each failure is its own issue,
 * length first, so a password failing both gets both messages in that order.
 */
export const passwordSchema = documentedAs(
  z
    .string()
    .max(PASSWORD_MAX_LENGTH)
    .superRefine((value, ctx) => {
      if (value.length < PASSWORD_MIN_LENGTH) {
        ctx.addIssue({ code: 'custom', message: fieldMessages.passwordLength });
      }
      if (
        !/[a-z]/.test(value) ||
        !/[A-Z]/.test(value) ||
        !/[0-9]/.test(value) ||
        !/[^a-zA-Z0-9]/.test(value)
      ) {
        ctx.addIssue({ code: 'custom', message: fieldMessages.passwordCharacters });
      }
    }),
  // One lower-case letter, one capital, one digit and one other character, anywhere.
  {
    minLength: PASSWORD_MIN_LENGTH,
    pattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^a-zA-Z0-9])',
  },
);

export const healthSchema = z.object({ status: z.string(), database: z.string().optional() });
export type Health = z.infer<typeof healthSchema>;

/*
 * [ours] Two-factor sign-in (TOTP, RFC 6238: SHA-1, 6 digits, 30 s steps, ±1 step), issue 12.
 *
 * An account WITHOUT two-factor signs in exactly as API.md §4.1 says (200 User + cookie), so the
 * SPA keeps working against the reference server. For an account WITH it, or one whose role is
 * in MFA_REQUIRED_ROLES, a correct password answers **202** with a `LoginChallenge` and no
 * cookie. The challenge is an opaque random token, valid 5 minutes, used once:
 *   - `step: 'code'`   → POST /auth/login/mfa `{challenge, code}` or `{challenge, recoveryCode}`
 *                        → 200 User + cookie;
 *   - `step: 'enrol'`  → the member must set two-factor up first: the 202 carries the new secret
 *                        (`otpauthUri`, `secret`); POST /auth/login/enrol `{challenge, code}`
 *                        → 200 `{user, recoveryCodes}` + cookie.
 * Wrong codes count toward the login lockout of the e-mail (API.md §1.9): 429 in the same shape.
 * An unknown, expired or used challenge → 401 `mfaMessages.challengeExpired`; a wrong or
 * replayed code → 400 `mfaMessages.wrongCode` (`wrongRecoveryCode` for a recovery code).
 */
export const MFA_CODE_DIGITS = 6;
export const MFA_CHALLENGE_MINUTES = 5;
export const MFA_RECOVERY_CODE_COUNT = 10;

export const mfaMessages = {
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  wrongCode: 'The code is not valid. Check your authenticator app and try again.',
  wrongRecoveryCode: 'This recovery code is not valid or has already been used.',
  codeOrRecovery: 'Send a code or a recovery code, not both',
  wrongPassword: 'The password you’ve entered is incorrect.',
  alreadyEnabled: 'Two-factor sign-in is already on.',
  notEnabled: 'Two-factor sign-in is not on.',
  noSetup: 'Start the set-up again: no pending two-factor set-up was found.',
  required: 'Two-factor sign-in is required for your role and cannot be turned off.',
  unreadable:
    'Two-factor sign-in cannot be checked for this account. Please ask an admin to reset it.',
} as const;

/** A 6-digit TOTP code; spaces a user types between groups are ignored. */
export const mfaCodeSchema = text()
  .max(16)
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: mfaMessages.codeFormat }));

/** A recovery code as typed: case, spaces and hyphens do not matter. */
export const recoveryCodeSchema = text()
  .max(64)
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().min(1, { message: fieldMessages.required }));

const challengeTokenSchema = text().max(128);

/** The 202 answer of POST /auth/login when a second step is needed. No cookie yet. */
export const loginChallengeSchema = z.discriminatedUnion('step', [
  z.object({
    step: z.literal('code'),
    challenge: z.string(),
    expiresAt: z.string(),
  }),
  z.object({
    step: z.literal('enrol'),
    challenge: z.string(),
    expiresAt: z.string(),
    /** otpauth://totp/… for the QR code. */
    otpauthUri: z.string(),
    /** The same secret in base32, for manual entry. */
    secret: z.string(),
  }),
]);
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;

/** POST /auth/login/mfa: exactly one of `code` and `recoveryCode`. */
export const loginMfaBodySchema = z
  .object({
    challenge: challengeTokenSchema,
    code: mfaCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.code === undefined && body.recoveryCode === undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: fieldMessages.required });
    }
    if (body.code !== undefined && body.recoveryCode !== undefined) {
      ctx.addIssue({ code: 'custom', message: mfaMessages.codeOrRecovery });
    }
  });
export type LoginMfaBody = z.input<typeof loginMfaBodySchema>;

/** POST /auth/login/enrol: confirms the secret of an `enrol` challenge with a current code. */
export const loginEnrolBodySchema = z.object({
  challenge: challengeTokenSchema,
  code: mfaCodeSchema,
});
export type LoginEnrolBody = z.input<typeof loginEnrolBodySchema>;
