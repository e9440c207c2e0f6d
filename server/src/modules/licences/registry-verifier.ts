import { eq } from 'drizzle-orm';
import { licenceMessages } from '@contract/licences';
import type { Queryable } from '../../db/client';
import type { LicenceVerifier } from './licence-verifier';
import { licenses } from './licences.table';

/**
 * `registry` (default, offline): an exact match on the normalised number in the licences
 * table, which POST /licenses/import fills. Unavailable only when the database fails.
 */
export function registryVerifier(db: Queryable): LicenceVerifier {
  return {
    name: 'registry',
    async lookup(licenseNumber) {
      let row;
      try {
        [row] = await db
          .select()
          .from(licenses)
          .where(eq(licenses.licenseNumber, licenseNumber))
          .limit(1);
      } catch {
        return { kind: 'unavailable', message: licenceMessages.unavailableWebsite };
      }
      if (!row) return { kind: 'noMatch' };
      return {
        kind: 'match',
        licence: {
          name: row.name,
          licenseType: row.licenseType,
          status: row.status,
          licenseNumber: row.licenseNumber,
        },
      };
    },
  };
}
