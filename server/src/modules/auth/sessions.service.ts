import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import { roleOrder } from '@contract/roles';
import type { Database, Queryable } from '../../db/client';
import { keepPlan } from '../../db/kept-plans';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { keyedHash, randomToken } from '../../lib/crypto';
import { users, type UserRow } from '../users/users.table';
import { isSessionExpiredFor, sessionLimitsFor, type SessionLimits } from './session-limits';
import { sessions, type SessionRow } from './sessions.table';

export const SESSION_COOKIE = 'session';
const REFRESH_AFTER_MS = 60_000;
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A live session and its user, as the session hook sets them on the request. */
export interface LiveSession {
  session: SessionRow;
  user: UserRow;
}

/** Whether the session is past its role's idle or absolute limit at `now` (session-limits.ts). */
export function isLiveSessionExpired(app: FastifyInstance, live: LiveSession, now: Date): boolean {
  return isSessionExpiredFor(live.session, sessionLimitsFor(live.user.role, app.config), now);
}

/**
 * For a read that resolves the session in its own statement: by role, the oldest `last_seen_at`
 * and `created_at` a live session may have at `now`, as JSON text
 * (`{"ADMIN": ["2026-…Z", "2026-…Z"], …}`). Only the roles listed count; the same bounds as
 * `isSessionExpiredFor` (a session exactly at its limit is still live).
 */
export function sessionCutoffsJson(
  app: FastifyInstance,
  now: Date,
  roles: readonly UserRow['role'][],
): string {
  const cutoffs: Record<string, [string, string]> = {};
  for (const role of roles) {
    const limit = sessionLimitsFor(role, app.config);
    cutoffs[role] = [
      new Date(now.getTime() - limit.idleMinutes * 60_000).toISOString(),
      new Date(now.getTime() - limit.maxHours * 3_600_000).toISOString(),
    ];
  }
  return JSON.stringify(cutoffs);
}

/** `last_seen_at` is written again when it is at least this old (at most once a minute). */
export const refreshCutoff = (now: Date) => new Date(now.getTime() - REFRESH_AFTER_MS);

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

/** The session lookup runs on every signed-in request: one prepared statement per database. */
const lookups = new WeakMap<Database, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: Database) {
  return keepPlan(
    db,
    db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .prepare('session_lookup'),
  );
}

function lookupSession(db: Database, idHash: string) {
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  return lookup.execute({ idHash });
}

/** The keyed hash a session row is stored under, or null for a malformed cookie value. */
export function sessionIdHash(app: FastifyInstance, rawId: string): string | null {
  return SESSION_ID_PATTERN.test(rawId) ? keyedHash(app.sessionSecret, rawId) : null;
}

/** The live session and its user for a cookie value, or null (expired rows are deleted). */
export async function resolveSession(
  app: FastifyInstance,
  rawId: string,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  const idHash = sessionIdHash(app, rawId);
  if (!idHash) return null;
  const [row] = await lookupSession(app.db, idHash);
  if (!row) return null;
  return settleSession(app, idHash, row, app.now());
}

/**
 * The rules after the lookup: an expired session is deleted and counts as none; a live one
 * has `last_seen_at` written again when it is a minute old or more.
 */
export async function settleSession(
  app: FastifyInstance,
  idHash: string,
  row: LiveSession,
  now: Date,
): Promise<LiveSession | null> {
  if (isLiveSessionExpired(app, row, now)) {
    await app.db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (row.session.lastSeenAt.getTime() <= refreshCutoff(now).getTime()) {
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
