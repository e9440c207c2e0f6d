import { randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import {
  MFA_CHALLENGE_MINUTES,
  MFA_RECOVERY_CODE_COUNT,
  mfaMessages,
  type LoginChallenge,
} from '@contract/auth';
import type { MfaStatus } from '@contract/mfa';
import type { Queryable } from '../../db/client';
import { keyedHash, openSecret, randomToken, sealSecret } from '../../lib/crypto';
import { messageError, tooManyAttempts } from '../../lib/http-errors';
import { verifyPassword } from '../../lib/password';
import { recordAudit } from '../audit/audit.service';
import {
  clearLoginFailures,
  lockoutRemaining,
  recordLoginFailure,
} from '../auth/login-lockout.service';
import { endSessionsOfUser } from '../auth/sessions.service';
import { normalizeEmail } from '../users/users.service';
import { users, type UserRow } from '../users/users.table';
import { mfaChallenges, mfaRecoveryCodes, userMfa, type UserMfaRow } from './mfa.table';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now, for clock drift and typing time. */
const TOTP_WINDOW = 1;
const SEAL_PURPOSE = 'mfa-totp-secret';
/** Wrong codes one challenge takes before it is spent (the e-mail's lockout counts them too). */
const CHALLENGE_MAX_FAILURES = 5;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const mfaErrors = {
  challengeExpired: () => messageError(401, mfaMessages.challengeExpired),
  wrongCode: () => messageError(400, mfaMessages.wrongCode),
  wrongRecoveryCode: () => messageError(400, mfaMessages.wrongRecoveryCode),
  wrongPassword: () => messageError(400, mfaMessages.wrongPassword),
  alreadyEnabled: () => messageError(409, mfaMessages.alreadyEnabled),
  notEnabled: () => messageError(409, mfaMessages.notEnabled),
  noSetup: () => messageError(409, mfaMessages.noSetup),
  required: () => messageError(409, mfaMessages.required),
  /** The secret was sealed under another SESSION_SECRET: only an admin reset helps. */
  unreadable: () => messageError(409, mfaMessages.unreadable),
};

/** The stored secret, or 409 when it cannot be opened (SESSION_SECRET changed since). */
function openStoredSecret(app: FastifyInstance, mfa: UserMfaRow): Secret {
  try {
    return Secret.fromBase32(openSecret(app.sessionSecret, SEAL_PURPOSE, mfa.secretSealed));
  } catch {
    throw mfaErrors.unreadable();
  }
}

type Actor = Pick<UserRow, 'id' | 'role' | 'email'>;

const stepOf = (now: Date) => Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);

function totp(secret: Secret, label: string): TOTP {
  return new TOTP({
    issuer: 'Lifeline',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret,
  });
}

/** The time step a code belongs to (within ±1 step of now), or null when it matches none. */
function matchingStep(secret: Secret, code: string, now: Date): number | null {
  const delta = totp(secret, 'check').validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  return delta === null ? null : stepOf(now) + delta;
}

const recoveryHash = (app: FastifyInstance, normalized: string) =>
  keyedHash(app.sessionSecret, `mfa-recovery:${normalized}`);

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Replaces the member's recovery codes; returns the new ones, in the form shown once. */
async function replaceRecoveryCodes(
  app: FastifyInstance,
  db: Queryable,
  userId: string,
): Promise<string[]> {
  const codes = Array.from({ length: MFA_RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(
    codes.map((code) => ({
      userId,
      codeHash: recoveryHash(app, code.replace('-', '')),
    })),
  );
  return codes;
}

async function findMfa(db: Queryable, userId: string): Promise<UserMfaRow | null> {
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId));
  return row ?? null;
}

export const isMfaRequired = (app: FastifyInstance, user: Pick<UserRow, 'role'>) =>
  app.config.mfaRequiredRoles.includes(user.role);

/** A new pending secret for the member (any earlier pending one is replaced). */
async function createPendingSecret(
  app: FastifyInstance,
  user: Actor,
): Promise<{ otpauthUri: string; secret: string }> {
  const secret = new Secret({ size: 20 });
  const sealed = sealSecret(app.sessionSecret, SEAL_PURPOSE, secret.base32);
  const now = app.now();
  await app.db
    .insert(userMfa)
    .values({ userId: user.id, secretSealed: sealed, enabledAt: null, createdAt: now })
    .onConflictDoUpdate({
      target: userMfa.userId,
      set: { secretSealed: sealed, enabledAt: null, lastUsedStep: null, createdAt: now },
      // Never overwrite a secret already in use.
      setWhere: isNull(userMfa.enabledAt),
    });
  return { otpauthUri: totp(secret, user.email).toString(), secret: secret.base32 };
}

/**
 * Accepts a TOTP code once: it must match the stored secret, and its time step must be later
 * than the last accepted one (an atomic update, so two requests cannot both spend it).
 */
async function acceptCode(
  app: FastifyInstance,
  db: Queryable,
  mfa: UserMfaRow,
  code: string,
): Promise<'ok' | 'wrong' | 'replayed'> {
  const secret = openStoredSecret(app, mfa);
  const step = matchingStep(secret, code, app.now());
  if (step === null) return 'wrong';
  const [updated] = await db
    .update(userMfa)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userMfa.userId, mfa.userId),
        or(isNull(userMfa.lastUsedStep), lt(userMfa.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userMfa.userId });
  return updated ? 'ok' : 'replayed';
}

/** Spends one unused recovery code of the member; false when there is none such. */
async function spendRecoveryCode(
  app: FastifyInstance,
  userId: string,
  normalized: string,
): Promise<boolean> {
  const [spent] = await app.db
    .update(mfaRecoveryCodes)
    .set({ usedAt: app.now() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, recoveryHash(app, normalized)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return Boolean(spent);
}

/** 429 while the member's e-mail is locked out (API.md §1.9), audited as a failed code. */
async function refuseWhileLocked(
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
async function countFailure(
  app: FastifyInstance,
  request: FastifyRequest,
  user: Actor,
  reason: string,
): Promise<void> {
  await recordLoginFailure(app.db, normalizeEmail(user.email), app.now());
  await auditFailure(app, request, user, reason);
}

// ---------------------------------------------------------------------------------------------
// Sign-in

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
  });
  const base = { challenge: token, expiresAt: expiresAt.toISOString() };
  if (step === 'code') return { step, ...base };
  return { step, ...base, ...(await createPendingSecret(app, user)) };
}

/** The live challenge of a token and its user, or 401. */
async function liveChallenge(app: FastifyInstance, token: string, step: 'code' | 'enrol') {
  const idHash = keyedHash(app.sessionSecret, `mfa-challenge:${token}`);
  const [row] = await app.db
    .select({ challenge: mfaChallenges, user: users })
    .from(mfaChallenges)
    .innerJoin(users, eq(users.id, mfaChallenges.userId))
    .where(eq(mfaChallenges.idHash, idHash));
  if (!row || row.challenge.step !== step || row.challenge.expiresAt <= app.now()) {
    throw mfaErrors.challengeExpired();
  }
  return { idHash, user: row.user };
}

/** A wrong answer to a challenge: counted, and the challenge is spent after a few. */
async function challengeFailure(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  idHash: string,
  reason: string,
): Promise<void> {
  await countFailure(app, request, user, reason);
  await app.db
    .update(mfaChallenges)
    .set({ failures: sql`${mfaChallenges.failures} + 1` })
    .where(eq(mfaChallenges.idHash, idHash));
  await app.db
    .delete(mfaChallenges)
    .where(
      and(
        eq(mfaChallenges.idHash, idHash),
        sql`${mfaChallenges.failures} >= ${CHALLENGE_MAX_FAILURES}`,
      ),
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
  const { idHash, user } = await liveChallenge(app, body.challenge, 'code');
  await refuseWhileLocked(app, request, user);
  const mfa = await findMfa(app.db, user.id);
  if (!mfa?.enabledAt) throw mfaErrors.challengeExpired();

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
  const { idHash, user } = await liveChallenge(app, body.challenge, 'enrol');
  await refuseWhileLocked(app, request, user);
  const mfa = await findMfa(app.db, user.id);
  if (!mfa || mfa.enabledAt) throw mfaErrors.challengeExpired();
  const recoveryCodes = await enable(app, request, user, mfa, body.code, async (reason) =>
    challengeFailure(app, request, user, idHash, reason),
  );
  if (!(await spendChallenge(app, idHash))) throw mfaErrors.challengeExpired();
  await clearLoginFailures(app.db, normalizeEmail(user.email));
  return { user, recoveryCodes };
}

// ---------------------------------------------------------------------------------------------
// The member's own settings (/users/me/mfa)

async function recoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return Number(row?.count ?? 0);
}

export async function mfaStatus(app: FastifyInstance, user: UserRow): Promise<MfaStatus> {
  const mfa = await findMfa(app.db, user.id);
  const enabled = Boolean(mfa?.enabledAt);
  return {
    enabled,
    enabledAt: mfa?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(app.db, user.id) : 0,
    required: isMfaRequired(app, user),
  };
}

export async function startSetup(app: FastifyInstance, user: UserRow) {
  const mfa = await findMfa(app.db, user.id);
  if (mfa?.enabledAt) throw mfaErrors.alreadyEnabled();
  return createPendingSecret(app, user);
}

/** Confirms a pending secret with a code: two-factor on, new recovery codes, audited. */
async function enable(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  mfa: UserMfaRow,
  code: string,
  onWrong: (reason: string) => Promise<void>,
): Promise<string[]> {
  const outcome = await acceptCode(app, app.db, mfa, code);
  if (outcome !== 'ok') {
    await onWrong(`${outcome}_code`);
    throw mfaErrors.wrongCode();
  }
  const now = app.now();
  return app.db.transaction(async (tx) => {
    await tx.update(userMfa).set({ enabledAt: now }).where(eq(userMfa.userId, user.id));
    const codes = await replaceRecoveryCodes(app, tx, user.id);
    await recordAudit(tx, request, now, {
      action: 'auth.mfa_enable',
      actor: user,
      targetType: 'user',
      targetId: user.id,
    });
    return codes;
  });
}

export async function confirmSetup(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  code: string,
): Promise<string[]> {
  const mfa = await findMfa(app.db, user.id);
  if (mfa?.enabledAt) throw mfaErrors.alreadyEnabled();
  if (!mfa) throw mfaErrors.noSetup();
  await refuseWhileLocked(app, request, user);
  return enable(app, request, user, mfa, code, (reason) =>
    countFailure(app, request, user, reason),
  );
}

/** The password or a current code, for turning two-factor off or making new recovery codes. */
async function checkProof(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  mfa: UserMfaRow,
  proof: { password?: string; code?: string },
): Promise<void> {
  await refuseWhileLocked(app, request, user);
  if (proof.code !== undefined) {
    const outcome = await acceptCode(app, app.db, mfa, proof.code);
    if (outcome === 'ok') return;
    await countFailure(app, request, user, `${outcome}_code`);
    throw mfaErrors.wrongCode();
  }
  if (await verifyPassword(user.passwordHash, proof.password ?? '')) return;
  await countFailure(app, request, user, 'bad_password');
  throw mfaErrors.wrongPassword();
}

export async function disableMfa(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  proof: { password?: string; code?: string },
): Promise<void> {
  const mfa = await findMfa(app.db, user.id);
  if (!mfa?.enabledAt) throw mfaErrors.notEnabled();
  if (isMfaRequired(app, user)) throw mfaErrors.required();
  await checkProof(app, request, user, mfa, proof);
  const now = app.now();
  await app.db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    await tx.delete(userMfa).where(eq(userMfa.userId, user.id));
    await recordAudit(tx, request, now, {
      action: 'auth.mfa_disable',
      actor: user,
      targetType: 'user',
      targetId: user.id,
    });
  });
}

export async function regenerateRecoveryCodes(
  app: FastifyInstance,
  request: FastifyRequest,
  user: UserRow,
  proof: { password?: string; code?: string },
): Promise<string[]> {
  const mfa = await findMfa(app.db, user.id);
  if (!mfa?.enabledAt) throw mfaErrors.notEnabled();
  await checkProof(app, request, user, mfa, proof);
  const now = app.now();
  return app.db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(app, tx, user.id);
    await recordAudit(tx, request, now, {
      action: 'auth.mfa_recovery_codes',
      actor: user,
      targetType: 'user',
      targetId: user.id,
    });
    return codes;
  });
}

/**
 * DELETE /users/:id/mfa (ADMIN), for a lost phone: two-factor off, recovery codes and pending
 * challenges gone, every session of the member ended. False when the user does not exist.
 */
export async function resetMfa(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: UserRow,
  targetId: string,
): Promise<boolean> {
  const now = app.now();
  return app.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, targetId));
    if (!target) return false;
    const removed = await tx
      .delete(userMfa)
      .where(eq(userMfa.userId, targetId))
      .returning({ enabledAt: userMfa.enabledAt });
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, targetId));
    await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, targetId));
    await endSessionsOfUser(tx, targetId);
    await recordAudit(tx, request, now, {
      action: 'auth.mfa_reset',
      actor,
      targetType: 'user',
      targetId,
      details: { wasEnabled: Boolean(removed[0]?.enabledAt) },
    });
    return true;
  });
}
