import type { ValidationItem } from '@contract/errors';
import { licenceMessages } from '@contract/licences';
import { violatedUniqueIndex } from '../../lib/unique-violation';
import { EMAIL_UNIQUE, LICENSE_NUMBER_UNIQUE } from './users.table';

/**
 * The 422 item for a users write that broke a unique index: a concurrent request took the
 * e-mail or the licence between the service's check and its write, so the answer is the one
 * the check gives (API.md §4.2). Null for any other error.
 */
export function uniqueRaceItem(error: unknown, emailMessage: string): ValidationItem | null {
  const index = violatedUniqueIndex(error);
  if (index === LICENSE_NUMBER_UNIQUE) {
    return { path: 'licenseNumber', message: licenceMessages.alreadyRegistered };
  }
  if (index === EMAIL_UNIQUE) return { path: 'email', message: emailMessage };
  return null;
}
