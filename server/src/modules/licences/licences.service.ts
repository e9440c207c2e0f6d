import { and, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Queryable } from '../../db/client';
import { isExpiredLicenceStatus, licenceMessages } from '@contract/licences';
import type { LicenceLookup } from '@contract/users';
import { users } from '../users/users.table';
import { caEmsaVerifier } from './ca-emsa-verifier';
import type { LicenceVerifier } from './licence-verifier';
import { licenceErrors } from './licences.errors';
import { registryVerifier } from './registry-verifier';

/** LICENSE_VERIFIER picks the implementation (API.md §5.9, §6). */
export function createLicenceVerifier(
  config: Pick<Config, 'licenseVerifier' | 'caEmsaUrl'>,
  db: Queryable,
): LicenceVerifier {
  return config.licenseVerifier === 'ca-emsa'
    ? caEmsaVerifier(config.caEmsaUrl)
    : registryVerifier(db);
}

/** True when a user (other than `exceptUserId`) holds the number. */
export async function isLicenceHeld(
  db: Queryable,
  licenseNumber: string,
  exceptUserId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      exceptUserId
        ? and(eq(users.licenseNumber, licenseNumber), ne(users.id, exceptUserId))
        : eq(users.licenseNumber, licenseNumber),
    )
    .limit(1);
  return Boolean(row);
}

/** GET /licenses: the verifier first, then whether a user holds the number. */
export async function lookUpLicence(
  verifier: LicenceVerifier,
  db: Queryable,
  licenseNumber: string,
): Promise<LicenceLookup> {
  const outcome = await verifier.lookup(licenseNumber);
  if (outcome.kind === 'noMatch') throw licenceErrors.noMatch();
  if (outcome.kind === 'unavailable') throw licenceErrors.unavailable(outcome.message);
  if (await isLicenceHeld(db, licenseNumber)) throw licenceErrors.alreadyRegistered();
  return outcome.licence;
}

export type AccountLicenceCheck =
  { ok: true; licence: LicenceLookup } | { ok: false; message: string };

const isIncomplete = (licence: LicenceLookup) =>
  [licence.name, licence.licenseType, licence.status, licence.licenseNumber].some(
    (value) => value.trim() === '',
  );

/**
 * A licence for an account (registration, and an admin's edit of `PATCH /users/:id`): every
 * outcome of API.md §5.9 as the message of a 422 item at `licenseNumber`, or the LicenceLookup
 * to store in `licenseData`. A number held by another user is `License already registered`.
 */
export async function checkLicenceForAccount(
  verifier: LicenceVerifier,
  db: Queryable,
  licenseNumber: string,
  exceptUserId?: string,
): Promise<AccountLicenceCheck> {
  const outcome = await verifier.lookup(licenseNumber);
  if (outcome.kind === 'noMatch') return { ok: false, message: licenceMessages.noMatch };
  if (outcome.kind === 'unavailable') return { ok: false, message: outcome.message };
  const { licence } = outcome;
  if (isExpiredLicenceStatus(licence.status) || isIncomplete(licence)) {
    return { ok: false, message: licenceMessages.expiredOrUnprocessable };
  }
  if (await isLicenceHeld(db, licenseNumber, exceptUserId)) {
    return { ok: false, message: licenceMessages.alreadyRegistered };
  }
  return { ok: true, licence };
}
