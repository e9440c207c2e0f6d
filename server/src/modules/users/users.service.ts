import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users, type NewUserRow, type UserRow } from './users.table';

/** E-mails compare trimmed and case-insensitively (the unique index is on lower(email)). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

type ActiveUserValues = Pick<
  NewUserRow,
  'firstName' | 'middleName' | 'lastName' | 'email' | 'passwordHash' | 'role'
>;

/**
 * Inserts an account verified and approved at `now` (the seeded kinds: first admin, demo users).
 * False when the e-mail was taken meanwhile (another process got there first).
 */
export async function insertActiveUser(
  db: Queryable,
  values: ActiveUserValues,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(users)
    .values({ ...values, emailVerifiedAt: now, approvedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}
