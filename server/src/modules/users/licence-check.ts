import { and, eq, ne } from 'drizzle-orm';
import type { ValidationItem } from '@contract/errors';
import type { LicenceLookup } from '@contract/users';
import type { Queryable } from '../../db/client';
import { users } from './users.table';

export type LicenceCheckResult = { licenseData: LicenceLookup } | { items: ValidationItem[] };

/**
 * Verifies a licence number for a user (API.md §4.2 rule 3, §5.9): the LicenceLookup to store,
 * or the `licenseNumber` items of the 422.
 */
export type LicenceCheck = (
  db: Queryable,
  licenseNumber: string,
  userId: string,
) => Promise<LicenceCheckResult>;

/** True when a user other than `userId` holds this number. */
export async function licenceHeldByOther(
  db: Queryable,
  licenseNumber: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.licenseNumber, licenseNumber), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** Until the licence verifier of §5.9 is wired in, a new number cannot be verified. */
export const noVerifierLicenceCheck: LicenceCheck = async (db, licenseNumber, userId) => ({
  items: [
    (await licenceHeldByOther(db, licenseNumber, userId))
      ? { path: 'licenseNumber', message: 'License already registered' }
      : {
          path: 'licenseNumber',
          message: 'Unable to access verification website, try again later.',
        },
  ],
});
