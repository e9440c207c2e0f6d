import type { FastifyRequest } from 'fastify';
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

/** A write that records an audit event: the request gives it the client address and agent. */
export interface AuditedWriteContext extends WriteContext {
  request: FastifyRequest | null;
}

/** The stamps of a new row: created and updated now, by the actor. */
export const createdStamps = ({ actor, now }: Pick<WriteContext, 'actor' | 'now'>) => ({
  createdAt: now,
  updatedAt: now,
  createdById: actor.id,
  updatedById: actor.id,
});

/** The stamps of a changed row: updated now, by the actor. */
export const updatedStamps = ({ actor, now }: Pick<WriteContext, 'actor' | 'now'>) => ({
  updatedAt: now,
  updatedById: actor.id,
});
