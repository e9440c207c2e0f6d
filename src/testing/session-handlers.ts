import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  accountSecurityMessages,
  activeSessionSchema,
  sessionsEndedSchema,
  type ActiveSession,
} from '@contract/sessions';
import { httpErrors } from '@contract/errors';
import { userMessages } from '@contract/users';
import { db } from './db';
import { api, guard, invalidItem, isUuid, message, respond } from './handler-utils';

/**
 * [ours] The member's active sessions (issue 12). Each user's list starts with the test's
 * browser session (`current`); tests add the others with `sessionStore.add`.
 */
const stored = new Map<string, ActiveSession[]>();

export function buildSession(overrides: Partial<ActiveSession> = {}): ActiveSession {
  return {
    id: crypto.randomUUID(),
    browser: 'Firefox 132',
    os: 'Windows',
    deviceType: 'desktop',
    clientAddress: '203.0.113.7',
    createdAt: '2025-03-10T08:00:00.000Z',
    lastSeenAt: '2025-03-10T12:00:00.000Z',
    current: false,
    ...overrides,
  };
}

function sessionsOf(userId: string): ActiveSession[] {
  let list = stored.get(userId);
  if (!list) {
    list = [buildSession({ current: true, browser: 'Chrome 131', os: 'macOS' })];
    stored.set(userId, list);
  }
  return list;
}

export const sessionStore = {
  /** Adds sessions (not current) to the user's list. */
  add(userId: string, ...sessions: ActiveSession[]): void {
    sessionsOf(userId).push(...sessions);
  },
  of: (userId: string): ActiveSession[] => sessionsOf(userId),
  reset(): void {
    stored.clear();
  },
};

export const sessionHandlers = [
  http.get(api('/users/me/sessions'), ({ request }) => {
    const denied = guard(request, 'session.manageOwn');
    if (denied) return denied;
    const me = db.currentUser();
    return respond(z.array(activeSessionSchema), me ? sessionsOf(me.id) : []);
  }),

  http.delete(api('/users/me/sessions'), ({ request }) => {
    const denied = guard(request, 'session.manageOwn');
    if (denied) return denied;
    const me = db.currentUser();
    if (!me) return HttpResponse.json(httpErrors.unauthorized, { status: 401 });
    const list = sessionsOf(me.id);
    const kept = list.filter((session) => session.current);
    stored.set(me.id, kept);
    return respond(sessionsEndedSchema, {
      message: accountSecurityMessages.sessionsEnded,
      ended: list.length - kept.length,
    });
  }),

  http.delete(api('/users/me/sessions/:id'), ({ request, params }) => {
    const denied = guard(request, 'session.manageOwn');
    if (denied) return denied;
    const id = String(params.id);
    if (!isUuid(id)) return invalidItem('id', 'Invalid session ID format');
    const me = db.currentUser();
    const list = me ? sessionsOf(me.id) : [];
    const session = list.find((candidate) => candidate.id === id);
    if (!me || !session) return message(accountSecurityMessages.sessionNotFound, 404);
    if (session.current) return message(accountSecurityMessages.currentSession, 409);
    stored.set(
      me.id,
      list.filter((candidate) => candidate.id !== id),
    );
    return HttpResponse.json({ message: accountSecurityMessages.sessionEnded });
  }),

  http.delete(api('/users/:id/sessions'), ({ request, params }) => {
    const denied = guard(request, 'user.endSessions');
    if (denied) return denied;
    const id = String(params.id);
    if (!isUuid(id)) return invalidItem('id', 'Invalid uuid');
    if (!db.userById(id)) return message(userMessages.notFound, 404);
    const ended = sessionsOf(id).length;
    stored.set(id, []);
    return respond(sessionsEndedSchema, { message: accountSecurityMessages.sessionsEnded, ended });
  }),
];
