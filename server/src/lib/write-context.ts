import type { Database } from '../db/client';
import type { UserRow } from '../modules/users/users.table';

/**
 * What every create and update service receives: the database, who writes (stamped as
 * created/updated by, recorded in the audit trail) and the request's clock reading.
 *
 *   const row = await createHospital({ db, actor: user, now }, body);
 */
export interface WriteContext {
  db: Database;
  actor: Pick<UserRow, 'id' | 'role'>;
  now: Date;
}
