import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { users } from './users.table';

/**
 * [ours] Issue 21: what a member's credentials vouch for ends when they change. `securityStamp`
 * is a counter renewed by every change of the password, the e-mail or the two-factor settings;
 * every link and challenge issued to the member records the stamp it was issued under and is
 * honoured only while that is still the member's. So one renewal closes the reset link, the
 * verification link and the pending sign-in challenges alike, and a kind added later is closed
 * too by recording the stamp, without a list of things to revoke.
 */

/** Renews the member's stamp, inside the transaction that makes the change; the new stamp. */
export async function renewSecurityStamp(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ securityStamp: sql`${users.securityStamp} + 1` })
    .where(eq(users.id, userId))
    .returning({ securityStamp: users.securityStamp });
  if (!row) throw new Error('security stamp of an unknown user');
  return row.securityStamp;
}

/**
 * The condition that a link or challenge whose stamp is `issuedUnder` is still current, for a
 * query that reads `users`.
 */
export const stampIsCurrent = (issuedUnder: AnyPgColumn): SQL =>
  eq(issuedUnder, users.securityStamp);

/**
 * The same condition for a statement that does not read `users` (e.g. an UPDATE of the row that
 * carries the stamp): the member's current stamp is read by `userId`.
 */
export const stampIsCurrentOf = (issuedUnder: AnyPgColumn, userId: AnyPgColumn): SQL =>
  eq(issuedUnder, sql`(select ${users.securityStamp} from ${users} where ${users.id} = ${userId})`);
