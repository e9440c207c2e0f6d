import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginBody, LoginChallenge } from '@contract/auth';
import type { User } from '@contract/users';
import type { ApiError } from '../../lib/http-errors';
import { verifyPassword } from '../../lib/password';
import { recordAudit } from '../audit/audit.service';
import { secondStepFor, startChallenge } from '../mfa/mfa.challenge';
import { toUser } from '../users/users.serializer';
import { findUserByEmail, normalizeEmail } from '../users/users.service';
import type { UserRow } from '../users/users.table';
import { authErrors } from './auth.errors';
import {
  clearLoginFailures,
  releaseLoginAttempt,
  reserveLoginAttempt,
} from './login-lockout.service';
import { createSession, deleteExpiredSessions, deleteSession } from './sessions.service';

type FailureReason =
  | 'locked'
  | 'unknown_email'
  | 'bad_password'
  | 'unverified'
  | 'rejected_or_disabled'
  | 'unapproved';

/** Why an account may not sign in, in API.md's order (rows 6–8), or null when it may. */
function accountRefusal(user: UserRow): { reason: FailureReason; error: ApiError } | null {
  if (!user.emailVerifiedAt) return { reason: 'unverified', error: authErrors.unverified() };
  if (user.rejectedAt || user.disabledAt) {
    return { reason: 'rejected_or_disabled', error: authErrors.rejectedOrDisabled() };
  }
  if (!user.approvedAt) return { reason: 'unapproved', error: authErrors.unapproved() };
  return null;
}

/**
 * POST /auth/login after the per-address limit and validation (rows 3–9 of API.md §4.1).
 * Returns the user and the new session's cookie value, or throws the row's error. [ours] An
 * account with two-factor (or whose role requires it) gets a challenge instead of a session;
 * its correct password then does not reset the lockout count, so wrong codes keep adding up.
 */
export async function login(
  app: FastifyInstance,
  request: FastifyRequest,
  body: LoginBody,
): Promise<{ user: User; sessionId: string } | { challenge: LoginChallenge }> {
  const { db } = app;
  const now = app.now();
  const email = normalizeEmail(body.email);
  const user = await findUserByEmail(db, email);
  const actor = user ? { id: user.id, role: user.role } : null;
  const target = user ? { targetType: 'user' as const, targetId: user.id } : {};
  const fail = (reason: FailureReason, details: Record<string, unknown> = {}) =>
    recordAudit(db, request, now, {
      action: 'auth.login_failed',
      actor,
      ...target,
      details: { reason, ...details },
    });

  // Counted as a failure before the password is checked, so a burst cannot outrun the count.
  const attempt = await reserveLoginAttempt(db, email, now);
  if (!attempt.allowed) {
    await fail('locked');
    throw authErrors.locked(attempt.retryAfterSeconds);
  }
  if (!user) {
    await fail('unknown_email', { email });
    throw authErrors.unknownEmail();
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    await fail('bad_password');
    throw authErrors.wrongPassword();
  }
  const secondStep = await secondStepFor(app, user);
  if (secondStep) await releaseLoginAttempt(db, email);
  else await clearLoginFailures(db, email);
  const refusal = accountRefusal(user);
  if (refusal) {
    await fail(refusal.reason);
    throw refusal.error;
  }
  if (secondStep) return { challenge: await startChallenge(app, user, secondStep) };
  return grantSession(app, request, user);
}

/**
 * The end of every successful sign-in: a new session (any presented one is deleted first, so
 * no session fixation) and `auth.login`, with `details.mfa` after a second step [ours].
 */
export async function grantSession(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  mfa?: 'code' | 'recovery_code' | 'enrol',
): Promise<{ user: User; sessionId: string }> {
  if (request.presentedSessionId) await deleteSession(app, request.presentedSessionId);
  await deleteExpiredSessions(app);
  const sessionId = await createSession(app, user.id, request);
  await recordAudit(app.db, request, app.now(), {
    action: 'auth.login',
    actor: { id: user.id, role: user.role },
    targetType: 'user',
    targetId: user.id,
    ...(mfa ? { details: { mfa } } : {}),
  });
  return { user: toUser(user), sessionId };
}
