import { z } from 'zod';
import { text } from './common';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const loginBodySchema = z.object({
  email: text().trim().email({ message: 'Invalid email' }),
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
export const passwordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .superRefine((value, ctx) => {
    if (value.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({ code: 'custom', message: 'Password must be at least 8 characters long' });
    }
    if (
      !/[a-z]/.test(value) ||
      !/[A-Z]/.test(value) ||
      !/[0-9]/.test(value) ||
      !/[^a-zA-Z0-9]/.test(value)
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'Password must include uppercase, lowercase, number, and special character',
      });
    }
  });

export const healthSchema = z.object({ status: z.string(), database: z.string().optional() });
export type Health = z.infer<typeof healthSchema>;
