import type { FastifyRequest } from 'fastify';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { ActiveSession } from '@contract/sessions';
import { iso } from '../../lib/iso';
import type { WriteContext } from '../../lib/write-context';
import { recordAudit } from '../audit/audit.service';
import { isSessionExpiredFor, sessionLimitsFor, type SessionLimits } from '../auth/session-limits';
import { sessions, type SessionRow } from '../auth/sessions.table';
import type { UserRow } from '../users/users.table';
import { sessionErrors } from './sessions.errors';
import { summariseUserAgent } from '@contract/user-agent';

interface MemberContext extends WriteContext {
  actor: UserRow;
  request: FastifyRequest;
}

function toActiveSession(row: SessionRow, currentIdHash: string | undefined): ActiveSession {
  return {
    id: row.publicId,
    ...summariseUserAgent(row.userAgent),
    clientAddress: row.clientAddress,
    createdAt: iso(row.createdAt),
    lastSeenAt: iso(row.lastSeenAt),
    current: row.idHash === currentIdHash,
  };
}

/**
 * [ours] GET /users/me/sessions: the member's live sessions, this one first, then the most
 * recently seen. Sessions past the role's limits are left out (housekeeping deletes them).
 */
export async function listOwnSessions(
  { db, actor, now, request }: MemberContext,
  config: { sessionLimits: SessionLimits },
): Promise<ActiveSession[]> {
  const limit = sessionLimitsFor(actor.role, config);
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, actor.id))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt), sessions.publicId);
  const currentIdHash = request.session?.idHash;
  return rows
    .filter((row) => !isSessionExpiredFor(row, limit, now))
    .map((row) => toActiveSession(row, currentIdHash))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * [ours] DELETE /users/me/sessions/:id: ends one other session of the member. Another member's
 * session id is unknown here (404), and this session's own id is a 409 (sign out instead).
 */
export async function endOwnSession(
  { db, actor, now, request }: MemberContext,
  publicId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(and(eq(sessions.userId, actor.id), eq(sessions.publicId, publicId)));
    if (!row) throw sessionErrors.notFound();
    if (row.idHash === request.session?.idHash) throw sessionErrors.currentSession();
    await tx.delete(sessions).where(eq(sessions.idHash, row.idHash));
    await recordAudit(tx, request, now, {
      action: 'user.sessions_end',
      actor,
      targetType: 'user',
      targetId: actor.id,
      details: { ended: 1, scope: 'one' },
    });
  });
}

/**
 * Ends sessions of a user and records `user.sessions_end`: every other session of the member
 * (DELETE /users/me/sessions), or every session of a member for an admin
 * (DELETE /users/:id/sessions), except the admin's own when they target themself.
 */
export function endSessionsOf(
  { db, actor, now, request }: MemberContext,
  userId: string,
  scope: 'others' | 'all',
): Promise<number> {
  return db.transaction(async (tx) => {
    const keep = userId === actor.id ? request.session?.idHash : undefined;
    const ended = await tx
      .delete(sessions)
      .where(
        keep
          ? and(eq(sessions.userId, userId), ne(sessions.idHash, keep))
          : eq(sessions.userId, userId),
      )
      .returning({ idHash: sessions.idHash });
    await recordAudit(tx, request, now, {
      action: 'user.sessions_end',
      actor,
      targetType: 'user',
      targetId: userId,
      details: { ended: ended.length, scope },
    });
    return ended.length;
  });
}
