import type { ValidationItem } from '@contract/errors';
import type { LicenceLookup } from '@contract/users';
import type { Queryable } from '../../db/client';
import type { LicenceVerifier } from '../licences/licence-verifier';
import { checkLicenceForAccount } from '../licences/licences.service';

export type LicenceCheckResult = { licenseData: LicenceLookup } | { items: ValidationItem[] };

/**
 * Verifies a new licence number for a user (API.md §4.2 rule 3, §5.9): the LicenceLookup to
 * store, or the `licenseNumber` items of the 422.
 */
export type LicenceCheck = (
  db: Queryable,
  licenseNumber: string,
  userId: string,
) => Promise<LicenceCheckResult>;

/** The account check of §5.9 through the configured verifier, as PATCH /users/:id reads it. */
export const accountLicenceCheck =
  (verifier: LicenceVerifier): LicenceCheck =>
  async (db, licenseNumber, userId) => {
    const result = await checkLicenceForAccount(verifier, db, licenseNumber, userId);
    return result.ok
      ? { licenseData: result.licence }
      : { items: [{ path: 'licenseNumber', message: result.message }] };
  };
