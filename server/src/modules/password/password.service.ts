import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PASSWORD_RESET_VALID_MINUTES } from '@contract/password';
import { oneTimeToken } from '../../lib/one-time-token';
import { hashPassword } from '../../lib/password';
import { recordAudit } from '../audit/audit.service';
import { clearLoginFailures } from '../auth/login-lockout.service';
import { endSessionsOfUser } from '../auth/sessions.service';
import { sendAccountNotice } from '../mail/account-notice';
import { mailLanguage } from '../mail/mail-language';
import { sendOrFail } from '../mail/mail.service';
import { renewSecurityStamp, stampIsCurrent } from '../users/security-stamp';
import { findUserByEmail, normalizeEmail } from '../users/users.service';
import { users, type UserRow } from '../users/users.table';
import { passwordErrors } from './password.errors';

/**
 * POST /auth/password after the limits: a new 30-minute token, mailed first; it replaces the
 * previous one only once the transport has accepted the mail, so a failed send (503) leaves
 * any earlier link valid.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) throw passwordErrors.emailNotFound();
  const token = oneTimeToken.create();
  const language = mailLanguage(request, user);
  await sendOrFail(app, 'passwordReset', user, { firstName: user.firstName, token }, language);
  await app.db
    .update(users)
    .set({
      passwordResetTokenHash: oneTimeToken.hash(app.sessionSecret, token),
      // The stamp read before the mail: a change meanwhile leaves this link closed.
      passwordResetStamp: user.securityStamp,
      passwordResetExpiresAt: new Date(app.now().getTime() + PASSWORD_RESET_VALID_MINUTES * 60_000),
    })
    .where(eq(users.id, user.id));
}

/**
 * The rows holding `token` live (unexpired, issued under the user's current security stamp), or
 * the 401 of API.md §4.1 for one that cannot be a token.
 */
function holdsLiveToken(app: FastifyInstance, token: string) {
  const hash = oneTimeToken.hash(app.sessionSecret, token);
  if (!hash) throw passwordErrors.linkInvalid();
  return and(
    eq(users.passwordResetTokenHash, hash),
    gt(users.passwordResetExpiresAt, app.now()),
    stampIsCurrent(users.passwordResetStamp),
  );
}

/** The user holding a live reset token, or the 401 of API.md §4.1. */
async function userWithResetToken(app: FastifyInstance, token: string): Promise<UserRow> {
  const [user] = await app.db.select().from(users).where(holdsLiveToken(app, token)).limit(1);
  if (!user) throw passwordErrors.linkInvalid();
  return user;
}

/** GET /auth/password/:token: resolves when the link is live, else throws the 401. */
export async function checkPasswordResetToken(app: FastifyInstance, token: string): Promise<void> {
  await userWithResetToken(app, token);
}

/**
 * PATCH /auth/password: the new hash, the token cleared, the security stamp renewed (other
 * links and pending sign-in challenges close), every session of the user ended and their login
 * lockout lifted, audited as `auth.password_reset`; then the confirmation mail, whose failure is
 * only logged.
 */
export async function resetPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  password: string,
): Promise<void> {
  // The cheap refusal first: a wrong token costs one lookup, never a password hash.
  const found = await userWithResetToken(app, token);
  const passwordHash = await hashPassword(password);
  const now = app.now();
  const user = await app.db.transaction(async (tx) => {
    // The token is spent only if still live: a concurrent reset may have used it meanwhile.
    const [spent] = await tx
      .update(users)
      .set({
        passwordHash,
        passwordResetTokenHash: null,
        passwordResetExpiresAt: null,
        updatedAt: now,
      })
      .where(and(eq(users.id, found.id), holdsLiveToken(app, token)))
      .returning({ id: users.id });
    if (!spent) throw passwordErrors.linkInvalid();
    await renewSecurityStamp(tx, found.id);
    await endSessionsOfUser(tx, found.id);
    await clearLoginFailures(tx, normalizeEmail(found.email));
    await recordAudit(tx, request, now, {
      action: 'auth.password_reset',
      actor: { id: found.id, role: found.role },
      targetType: 'user',
      targetId: found.id,
    });
    return found;
  });
  await sendAccountNotice(app, request, user, ['password'], now);
}
