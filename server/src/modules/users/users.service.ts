import { and, asc, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { UserStatusFilter } from '@contract/enums';
import { inSnapshot, type Database, type Queryable } from '../../db/client';
import { countedRows, type PageWindow } from '../../lib/pagination';
import { containsText, countAll, searchWords } from '../../lib/search';
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

export async function findUser(db: Queryable, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The user, locked until the transaction ends, so two admins' changes do not interleave. */
export async function findUserForUpdate(db: Queryable, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1).for('update');
  return row ?? null;
}

/** Another user (not `exceptId`) whose e-mail equals this one, case-insensitively. */
export async function emailTakenByOther(
  db: Queryable,
  email: string,
  exceptId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, normalizeEmail(email)), ne(users.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

interface UserListFilter {
  status?: UserStatusFilter | undefined;
  search?: string | undefined;
}

/** API.md §4.2's account states, as conditions on the timestamps. */
const statusCondition: Record<UserStatusFilter, SQL> = {
  unapproved: and(isNull(users.approvedAt), isNull(users.rejectedAt)) as SQL,
  approved: isNotNull(users.approvedAt),
  rejected: isNotNull(users.rejectedAt),
  disabled: isNotNull(users.disabledAt),
};

/** Status AND every search word, each found in a name or the e-mail (case-insensitive). */
export function userListWhere(filter: UserListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(statusCondition[filter.status]);
  for (const word of searchWords(filter.search)) {
    const columns = [users.firstName, users.middleName, users.lastName, users.email];
    conditions.push(or(...columns.map((column) => containsText(column, word))) as SQL);
  }
  return and(...conditions);
}

export const userCountQuery = (db: Queryable, where: SQL | undefined) =>
  db.select({ total: countAll() }).from(users).where(where);

/** lastName, firstName, middleName (null last), email, all case-insensitive, then id. */
export const userRowsQuery = (db: Queryable, where: SQL | undefined, window: PageWindow) =>
  db
    .select()
    .from(users)
    .where(where)
    .orderBy(
      sql`lower(${users.lastName})`,
      sql`lower(${users.firstName})`,
      sql`lower(${users.middleName}) nulls last`,
      sql`lower(${users.email})`,
      asc(users.id),
    )
    .limit(window.perPage)
    .offset(window.offset);

/** One page of users and the total, from one snapshot (API.md §1.6). */
export function listUsers(
  db: Database,
  filter: UserListFilter,
  window: PageWindow,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = userListWhere(filter);
  return inSnapshot(db, (tx) =>
    countedRows(userCountQuery(tx, where), userRowsQuery(tx, where, window)),
  );
}
