import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import { roleOrder } from '@contract/roles';
import type { Queryable } from '../../db/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keyedHash, randomToken } from '../../lib/crypto';
import { users, type UserRow } from '../users/users.table';
import { isSessionExpiredFor, sessionLimitsFor, type SessionLimits } from './session-limits';
import { sessions, type SessionRow } from './sessions.table';

export const SESSION_COOKIE = 'session';
const REFRESH_AFTER_MS = 60_000;
const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Sessions past their role's idle or absolute limit (session-limits.ts): one condition per role,
 * on the user's current role (a role change ends the user's sessions, API.md §1.3).
 */
function expiredCondition(now: Date, config: { sessionLimits: SessionLimits }) {
  return or(
    ...roleOrder.map((role) => {
      const limit = sessionLimitsFor(role, config);
      return and(
        sql`${sessions.userId} in (select ${users.id} from ${users} where ${users.role} = ${role})`,
        or(
          lt(sessions.lastSeenAt, new Date(now.getTime() - limit.idleMinutes * 60_000)),
          lt(sessions.createdAt, new Date(now.getTime() - limit.maxHours * 3_600_000)),
        ),
      );
    }),
  );
}

/** The live session and its user for a cookie value, or null (expired rows are deleted). */
export async function resolveSession(
  app: FastifyInstance,
  rawId: string,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  if (!SESSION_ID_PATTERN.test(rawId)) return null;
  const idHash = keyedHash(app.sessionSecret, rawId);
  const [row] = await app.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.idHash, idHash));
  if (!row) return null;
  const now = app.now();
  if (isSessionExpiredFor(row.session, sessionLimitsFor(row.user.role, app.config), now)) {
    await app.db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() >= REFRESH_AFTER_MS) {
    await app.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
    row.session.lastSeenAt = now;
  }
  return row;
}

/** Starts a session for the user and returns the cookie value (never stored as such). */
export async function createSession(
  app: FastifyInstance,
  userId: string,
  request: FastifyRequest,
): Promise<string> {
  const rawId = randomToken(32);
  const now = app.now();
  await app.db.insert(sessions).values({
    idHash: keyedHash(app.sessionSecret, rawId),
    userId,
    createdAt: now,
    lastSeenAt: now,
    clientAddress: request.clientAddress,
    userAgent: request.headers['user-agent']?.slice(0, 255) ?? null,
  });
  return rawId;
}

export async function deleteSession(app: FastifyInstance, rawId: string): Promise<void> {
  await app.db.delete(sessions).where(eq(sessions.idHash, keyedHash(app.sessionSecret, rawId)));
}

/**
 * API.md §1.3 revocation: ends every session of the user (reject, disable, role change,
 * password reset), or every one but the caller's own (`keepIdHash`, a password change by the
 * member). Runs inside the caller's transaction, so a rolled-back change ends nothing.
 */
export async function endSessionsOfUser(
  db: Queryable,
  userId: string,
  keepIdHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      keepIdHash
        ? and(eq(sessions.userId, userId), ne(sessions.idHash, keepIdHash))
        : eq(sessions.userId, userId),
    );
}

/** Housekeeping: removes every idle or too-old session. */
export async function deleteExpiredSessions(app: FastifyInstance): Promise<void> {
  await app.db.delete(sessions).where(expiredCondition(app.now(), app.config));
}

export function setSessionCookie(reply: FastifyReply, rawId: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, rawId, { path: '/', httpOnly: true, sameSite: 'strict', secure });
}

/** `session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict` */
export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, '', {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    maxAge: 0,
    expires: new Date(0),
  });
}
