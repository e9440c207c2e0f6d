import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MFA_CHALLENGE_MINUTES, type LoginChallenge } from '@contract/auth';
import { keyedHash, randomToken } from '../../lib/crypto';
import { recordAudit } from '../audit/audit.service';
import { clearLoginFailures } from '../auth/login-lockout.service';
import { stampIsCurrentOf } from '../users/security-stamp';
import { normalizeEmail } from '../users/users.service';
import { users, type UserRow } from '../users/users.table';
import {
  acceptCode,
  createPendingSecret,
  findMfa,
  isMfaRequired,
  recoveryCodesLeft,
  spendRecoveryCode,
} from './mfa.codes';
import { mfaErrors } from './mfa.errors';
import { auditFailure, reserveAttempt } from './mfa.failures';
import { enableMfa } from './mfa.settings';
import { mfaChallenges } from './mfa.table';

// The second step of sign-in: a code, a recovery code, or the forced enrolment.
/** Wrong codes one challenge takes before it is spent (the e-mail's lockout counts them too). */
const CHALLENGE_MAX_FAILURES = 5;

/** Which second step a sign-in needs after a correct password, or null for none. */
export async function secondStepFor(
  app: FastifyInstance,
  user: UserRow,
): Promise<'code' | 'enrol' | null> {
  const mfa = await findMfa(app.db, user.id);
  if (mfa?.enabledAt) return 'code';
  return isMfaRequired(app, user) ? 'enrol' : null;
}

/** Starts the second step: a challenge token (kept hashed) and, to enrol, a new secret. */
export async function startChallenge(
  app: FastifyInstance,
  user: UserRow,
  step: 'code' | 'enrol',
): Promise<LoginChallenge> {
  const now = app.now();
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + MFA_CHALLENGE_MINUTES * 60_000);
  await app.db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, now));
  await app.db.insert(mfaChallenges).values({
    idHash: keyedHash(app.sessionSecret, `mfa-challenge:${token}`),
    userId: user.id,
    step,
    expiresAt,
    securityStamp: user.securityStamp,
  });
  const base = { challenge: token, expiresAt: expiresAt.toISOString() };
  if (step === 'code') return { step, ...base };
  return { step, ...base, ...(await createPendingSecret(app, user)) };
}

/**
 * Takes one answer of a live challenge and returns its user, or 401 when the token is unknown,
 * expired, for another step, has had its wrong answers, or was issued under an earlier security
 * stamp (a password, e-mail or two-factor change since closes it). The answer is counted before it is
 * checked, in the statement that answers whether it may be, so concurrent guesses cannot
 * outrun the cap; a right answer spends the challenge anyway.
 */
async function takeAnswer(app: FastifyInstance, token: string, step: 'code' | 'enrol') {
  const idHash = keyedHash(app.sessionSecret, `mfa-challenge:${token}`);
  const [taken] = await app.db
    .update(mfaChallenges)
    .set({ failures: sql`${mfaChallenges.failures} + 1` })
    .where(
      and(
        eq(mfaChallenges.idHash, idHash),
        eq(mfaChallenges.step, step),
        gt(mfaChallenges.expiresAt, app.now()),
        lt(mfaChallenges.failures, CHALLENGE_MAX_FAILURES),
        stampIsCurrentOf(mfaChallenges.securityStamp, mfaChallenges.userId),
      ),
    )
    .returning({ userId: mfaChallenges.userId });
  const [user] = taken ? await app.db.select().from(users).where(eq(users.id, taken.userId)) : [];
  if (!user) throw mfaErrors.challengeExpired();
  return { idHash, user };
}

/** A wrong answer to a challenge (counted by takeAnswer): audited, and the last one spends it. */
async function challengeFailure(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  idHash: string,
  reason: string,
): Promise<void> {
  await auditFailure(app, request, user, reason);
  await app.db
    .delete(mfaChallenges)
    .where(
      and(eq(mfaChallenges.idHash, idHash), gte(mfaChallenges.failures, CHALLENGE_MAX_FAILURES)),
    );
}

/** Uses the challenge once: false when another request already did. */
async function spendChallenge(app: FastifyInstance, idHash: string): Promise<boolean> {
  const [spent] = await app.db
    .delete(mfaChallenges)
    .where(eq(mfaChallenges.idHash, idHash))
    .returning({ idHash: mfaChallenges.idHash });
  return Boolean(spent);
}

/**
 * POST /auth/login/mfa after validation: 401 for an unknown, expired or used challenge, 429
 * while the e-mail is locked, 400 for a wrong or replayed code or an unknown or used recovery
 * code; otherwise the user, whose session the route then starts.
 */
export async function completeWithCode(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { challenge: string; code?: string; recoveryCode?: string },
): Promise<{ user: UserRow; method: 'code' | 'recovery_code' }> {
  const { idHash, user } = await takeAnswer(app, body.challenge, 'code');
  const mfa = await findMfa(app.db, user.id);
  if (!mfa?.enabledAt) throw mfaErrors.challengeExpired();
  await reserveAttempt(app, request, user);

  if (body.code !== undefined) {
    const outcome = await acceptCode(app, app.db, mfa, body.code);
    if (outcome !== 'ok') {
      await challengeFailure(app, request, user, idHash, `${outcome}_code`);
      throw mfaErrors.wrongCode();
    }
  } else if (!(await spendRecoveryCode(app, user.id, body.recoveryCode ?? ''))) {
    await challengeFailure(app, request, user, idHash, 'wrong_recovery_code');
    throw mfaErrors.wrongRecoveryCode();
  }
  if (!(await spendChallenge(app, idHash))) throw mfaErrors.challengeExpired();
  await clearLoginFailures(app.db, normalizeEmail(user.email));
  if (body.code === undefined) {
    await recordAudit(app.db, request, app.now(), {
      action: 'auth.mfa_recovery_used',
      actor: user,
      targetType: 'user',
      targetId: user.id,
      details: { recoveryCodesLeft: await recoveryCodesLeft(app.db, user.id) },
    });
  }
  return { user, method: body.code === undefined ? 'recovery_code' : 'code' };
}

/**
 * POST /auth/login/enrol after validation: the forced enrolment of a required role. The code
 * must match the secret the 202 carried; then two-factor is on and recovery codes are made.
 */
export async function completeEnrolment(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { challenge: string; code: string },
): Promise<{ user: UserRow; recoveryCodes: string[] }> {
  const { idHash, user } = await takeAnswer(app, body.challenge, 'enrol');
  const mfa = await findMfa(app.db, user.id);
  if (!mfa || mfa.enabledAt) throw mfaErrors.challengeExpired();
  await reserveAttempt(app, request, user);
  const recoveryCodes = await enableMfa(app, request, user, mfa, body.code, async (reason) =>
    challengeFailure(app, request, user, idHash, reason),
  );
  if (!(await spendChallenge(app, idHash))) throw mfaErrors.challengeExpired();
  await clearLoginFailures(app.db, normalizeEmail(user.email));
  return { user, recoveryCodes };
}
