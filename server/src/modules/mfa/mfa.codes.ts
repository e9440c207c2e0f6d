import { randomInt } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { MFA_RECOVERY_CODE_COUNT } from '@contract/auth';
import type { Queryable } from '../../db/client';
import { keyedHash, openSecret, sealSecret } from '../../lib/crypto';
import type { UserRow } from '../users/users.table';
import { mfaErrors } from './mfa.errors';
import { mfaRecoveryCodes, userMfa, type UserMfaRow } from './mfa.table';

// The TOTP secret and codes, and recovery codes: what the sign-in steps and settings share.
/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const TOTP_PERIOD_SECONDS = 30;
/** One step either side of now, for clock drift and typing time. */
const TOTP_WINDOW = 1;
const SEAL_PURPOSE = 'mfa-totp-secret';
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** The stored secret, or 409 when it cannot be opened (SESSION_SECRET changed since). */
function openStoredSecret(app: FastifyInstance, mfa: UserMfaRow): Secret {
  try {
    return Secret.fromBase32(openSecret(app.sessionSecret, SEAL_PURPOSE, mfa.secretSealed));
  } catch {
    throw mfaErrors.unreadable();
  }
}

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
export async function replaceRecoveryCodes(
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

export async function findMfa(db: Queryable, userId: string): Promise<UserMfaRow | null> {
  const [row] = await db.select().from(userMfa).where(eq(userMfa.userId, userId));
  return row ?? null;
}

/** Two-factor sign-in is on (confirmed), not merely set up. */
export async function hasMfaEnabled(db: Queryable, userId: string): Promise<boolean> {
  const mfa = await findMfa(db, userId);
  return Boolean(mfa?.enabledAt);
}

export const isMfaRequired = (app: FastifyInstance, user: Pick<UserRow, 'role'>) =>
  app.config.mfaRequiredRoles.includes(user.role);

/** A new pending secret for the member (any earlier pending one is replaced). */
export async function createPendingSecret(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'email'>,
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
export async function acceptCode(
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
export async function spendRecoveryCode(
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

export async function recoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return Number(row?.count ?? 0);
}
