import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyAttempts } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.service';
import { releaseLoginAttempt, reserveLoginAttempt } from '../auth/login-lockout.service';
import { normalizeEmail } from '../users/users.service';
import type { UserRow } from '../users/users.table';

// Wrong answers to any two-factor question count toward the e-mail's login lockout.

export type Actor = Pick<UserRow, 'id' | 'role' | 'email'>;

/**
 * Counts the attempt toward the member's e-mail lockout before the code or password is
 * checked (API.md §1.9), or answers 429, audited as a failed code, while the e-mail is locked.
 */
export async function reserveAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Actor,
): Promise<void> {
  const attempt = await reserveLoginAttempt(app.db, normalizeEmail(user.email), app.now());
  if (attempt.allowed) return;
  await auditFailure(app, request, user, 'locked');
  throw tooManyAttempts(attempt.retryAfterSeconds);
}

/** A right answer outside sign-in gives its attempt back without resetting the count. */
export function releaseAttempt(app: FastifyInstance, user: Actor): Promise<void> {
  return releaseLoginAttempt(app.db, normalizeEmail(user.email));
}

/** A wrong code or password: already counted by reserveAttempt, here only audited. */
export function auditFailure(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Actor,
  reason: string,
): Promise<void> {
  return recordAudit(app.db, request, app.now(), {
    action: 'auth.mfa_failed',
    actor: user,
    targetType: 'user',
    targetId: user.id,
    details: { reason },
  });
}
