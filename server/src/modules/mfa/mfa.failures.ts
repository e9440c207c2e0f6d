import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyAttempts } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.service';
import { lockoutRemaining, recordLoginFailure } from '../auth/login-lockout.service';
import { normalizeEmail } from '../users/users.service';
import type { UserRow } from '../users/users.table';

// Wrong answers to any two-factor question count toward the e-mail's login lockout.
export type Actor = Pick<UserRow, 'id' | 'role' | 'email'>;

/** 429 while the member's e-mail is locked out (API.md §1.9), audited as a failed code. */
export async function refuseWhileLocked(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Actor,
): Promise<void> {
  const now = app.now();
  const locked = await lockoutRemaining(app.db, normalizeEmail(user.email), now);
  if (locked === null) return;
  await auditFailure(app, request, user, 'locked');
  throw tooManyAttempts(locked);
}

function auditFailure(
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

/** A wrong code or password counts toward the e-mail's login lockout, like a wrong password. */
export async function countFailure(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Actor,
  reason: string,
): Promise<void> {
  await recordLoginFailure(app.db, normalizeEmail(user.email), app.now());
  await auditFailure(app, request, user, reason);
}
