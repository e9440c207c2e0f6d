import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { loginLockouts } from './login-lockouts.table';

/** 10 consecutive failures within 15 minutes lock the e-mail for 15 minutes (API.md §1.9). */
const LOCKOUT_FAILURES = 10;
const LOCKOUT_WINDOW_MS = 15 * 60_000;
const LOCKOUT_DURATION_MS = 15 * 60_000;

const stamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export type AttemptReservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Seconds until the lock lifts, or null when the e-mail is not locked. */
async function lockoutRemaining(db: Queryable, email: string, now: Date): Promise<number | null> {
  const [row] = await db.select().from(loginLockouts).where(eq(loginLockouts.email, email));
  if (!row?.lockedUntil || row.lockedUntil.getTime() <= now.getTime()) return null;
  return Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
}

/**
 * Counts an attempt as a failure before the password or code is checked, in one statement
 * that also answers whether it may go ahead: checking first and counting after the slow hash
 * let a burst of concurrent guesses all pass the check. The attempt that reaches the limit
 * locks the e-mail; attempts refused while it is locked change nothing (the lock is not
 * extended). A right answer then clears the count, or gives the attempt back.
 */
export async function reserveLoginAttempt(
  db: Queryable,
  email: string,
  now: Date,
): Promise<AttemptReservation> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const inWindow = sql`(${loginLockouts.firstFailureAt} is not null and ${loginLockouts.firstFailureAt} > ${stamp(windowStart)})`;
  const failures = sql`case when ${inWindow} then ${loginLockouts.failures} + 1 else 1 end`;
  const lockedUntil = new Date(now.getTime() + LOCKOUT_DURATION_MS);
  // A lock lasts as long as the window, so once it lifts the old count is out of the window.
  const notLocked = sql`(${loginLockouts.lockedUntil} is null or ${loginLockouts.lockedUntil} <= ${stamp(now)})`;
  for (let tries = 0; tries < 2; tries += 1) {
    const [reserved] = await db
      .insert(loginLockouts)
      .values({ email, failures: 1, firstFailureAt: now, lockedUntil: null })
      .onConflictDoUpdate({
        target: loginLockouts.email,
        set: {
          failures,
          firstFailureAt: sql`case when ${inWindow} then ${loginLockouts.firstFailureAt} else ${stamp(now)} end`,
          lockedUntil: sql`case when ${failures} >= ${LOCKOUT_FAILURES} then ${stamp(lockedUntil)} else null end`,
        },
        setWhere: notLocked,
      })
      .returning({ email: loginLockouts.email });
    if (reserved) return { allowed: true };
    const remaining = await lockoutRemaining(db, email, now);
    if (remaining !== null) return { allowed: false, retryAfterSeconds: remaining };
    // The lock was cleared (a right password) between the two statements: try once more.
  }
  return { allowed: false, retryAfterSeconds: 1 };
}

/**
 * Gives back a reserved attempt that turned out right but must not reset the count (a correct
 * password that still needs its second step). A lock that this attempt alone brought about
 * lifts again.
 */
export async function releaseLoginAttempt(db: Queryable, email: string): Promise<void> {
  const remaining = sql`${loginLockouts.failures} - 1`;
  await db
    .update(loginLockouts)
    .set({
      failures: remaining,
      lockedUntil: sql`case when ${remaining} < ${LOCKOUT_FAILURES} then null else ${loginLockouts.lockedUntil} end`,
    })
    .where(and(eq(loginLockouts.email, email), gt(loginLockouts.failures, 0)));
}

/** A correct password, or a successful reset, clears the count and any lock. */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.delete(loginLockouts).where(eq(loginLockouts.email, email));
}
