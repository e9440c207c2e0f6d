import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { loginLockouts } from './login-lockouts.table';

/** 10 consecutive failures within 15 minutes lock the e-mail for 15 minutes (API.md §1.9). */
const LOCKOUT_FAILURES = 10;
const LOCKOUT_WINDOW_MS = 15 * 60_000;
const LOCKOUT_DURATION_MS = 15 * 60_000;

const stamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Seconds until the lock lifts, or null when the e-mail is not locked. */
export async function lockoutRemaining(
  db: Queryable,
  email: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db.select().from(loginLockouts).where(eq(loginLockouts.email, email));
  if (!row?.lockedUntil || row.lockedUntil.getTime() <= now.getTime()) return null;
  return Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
}

/** Counts a 404 or 401; the tenth within the window locks the e-mail and restarts the count. */
export async function recordLoginFailure(db: Queryable, email: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const inWindow = sql`${loginLockouts.firstFailureAt} is not null and ${loginLockouts.firstFailureAt} > ${stamp(windowStart)}`;
  const [row] = await db
    .insert(loginLockouts)
    .values({ email, failures: 1, firstFailureAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginLockouts.email,
      set: {
        failures: sql`case when ${inWindow} then ${loginLockouts.failures} + 1 else 1 end`,
        firstFailureAt: sql`case when ${inWindow} then ${loginLockouts.firstFailureAt} else ${stamp(now)} end`,
      },
    })
    .returning({ failures: loginLockouts.failures });
  if ((row?.failures ?? 0) >= LOCKOUT_FAILURES) {
    await db
      .update(loginLockouts)
      .set({
        failures: 0,
        firstFailureAt: null,
        lockedUntil: new Date(now.getTime() + LOCKOUT_DURATION_MS),
      })
      .where(eq(loginLockouts.email, email));
  }
}

/** A correct password, or a successful reset, clears the count and any lock. */
export async function clearLoginFailures(db: Queryable, email: string): Promise<void> {
  await db.delete(loginLockouts).where(eq(loginLockouts.email, email));
}
