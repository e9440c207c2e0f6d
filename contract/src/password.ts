import { z } from 'zod';
import { passwordSchema, signInEmailSchema } from './auth';
import { text } from './common';

/** The 503 of every endpoint that sends mail (API.md §1.4, §5.10). */
export const MAIL_UNAVAILABLE_MESSAGE = 'Unable to send e-mail, try again later.';

/** A reset link is valid for 30 minutes (API.md §4.1). */
export const PASSWORD_RESET_VALID_MINUTES = 30;

export const passwordMessages = {
  emailNotFound: 'Email not found in Lifeline Database',
  linkInvalid: 'Password Reset Link is expired or not valid',
  mailUnavailable: MAIL_UNAVAILABLE_MESSAGE,
} as const;

/** POST /auth/password: ask for a reset link. Answer: 200 empty. */
export const passwordForgotBodySchema = z.object({
  email: signInEmailSchema,
});
export type PasswordForgotBody = z.input<typeof passwordForgotBodySchema>;

/**
 * GET /auth/password/:token: any string reaches the handler, which answers 401
 * `Password Reset Link is expired or not valid` for one that is not a live token (a non-UUID
 * included), never a 422. Answer: 200 empty.
 */
export const passwordTokenParamsSchema = z.object({ token: z.string() });

/** PATCH /auth/password: set the new password. Answer: 200 empty. */
export const passwordResetBodySchema = z.object({
  passwordResetToken: text(),
  password: passwordSchema,
});
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;
