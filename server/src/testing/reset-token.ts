import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_VALID_MINUTES } from '@contract/password';
import { oneTimeToken } from '../lib/one-time-token';
import { users } from '../modules/users/users.table';
import type { TestApp } from './test-app';

/**
 * Gives a user a live password reset token, written straight to the row, for tests of
 * PATCH /auth/password that are not about the mail (password.test.ts follows the mailed link).
 */
export async function giveResetToken(t: TestApp, userId: string): Promise<string> {
  const token = oneTimeToken.create();
  await t.db
    .update(users)
    .set({
      passwordResetTokenHash: oneTimeToken.hash(t.app.sessionSecret, token),
      passwordResetExpiresAt: new Date(
        t.clock.now().getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000,
      ),
    })
    .where(eq(users.id, userId));
  return token;
}
