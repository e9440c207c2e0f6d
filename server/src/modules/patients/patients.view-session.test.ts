import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequester } from '../../testing/api-request';
import { insertPatient } from '../../testing/patient-data';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEvents } from '../audit/audit.table';
import { keyedHash } from '../../lib/crypto';
import { sessionCutoffsJson, refreshCutoff } from '../auth/sessions.service';
import { sessions } from '../auth/sessions.table';
import { users } from '../users/users.table';
import { prepareSessionView } from './patients.read';

/*
 * GET /patients/:id resolves the session in the statement that reads and logs (patients.read.ts,
 * prepareSessionView): the session rules must hold there exactly as on every other route, and
 * nothing may be read or logged for a caller the guard refuses.
 */

const CLEARING_COOKIE =
  'session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict';

let t: TestApp;
let patientId: string;

beforeAll(async () => {
  t = await createTestApp({
    env: { VITE_FEATURE_COLLECT_PHI: 'true', SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '2' },
  });
  const author = await t.createUser({ role: 'VOLUNTEER' });
  patientId = (await insertPatient(t.db, author.id, t.clock.now(), { firstName: 'Folded' })).id;
});

const request = apiRequester(() => t, '/patients');
const views = () =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.targetId, patientId), eq(auditEvents.action, 'patient.view')));
const sessionOf = async (userId: string) =>
  (await t.db.select().from(sessions).where(eq(sessions.userId, userId)))[0];

describe('GET /patients/:id with the session in the same statement', () => {
  it('reads and logs for a live session, as its user', async () => {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER');
    const before = (await views()).length;
    const response = await request('GET', `/${patientId}`, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: patientId, firstName: 'Folded' });
    const events = await views();
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({ actorId: user.id, actorRole: 'FIRST_RESPONDER' });
  });

  it('answers 401 without a session, or for an unknown or revoked one, and logs nothing', async () => {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER');
    const before = (await views()).length;
    expect((await request('GET', `/${patientId}`, '')).statusCode).toBe(401);
    const unknown = `session=${'x'.repeat(43)}`;
    expect((await request('GET', `/${patientId}`, unknown)).statusCode).toBe(401);
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    const revoked = await request('GET', `/${patientId}`, cookie);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.headers['set-cookie']).toBe(CLEARING_COOKIE);
    expect(await views()).toHaveLength(before);
  });

  it('answers 403 to a disabled user and logs nothing', async () => {
    const { user, cookie } = await t.loginAs('STAFF');
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, user.id));
    const before = (await views()).length;
    expect((await request('GET', `/${patientId}`, cookie)).statusCode).toBe(403);
    expect(await views()).toHaveLength(before);
  });

  it('expires after the idle limit: 401, the row deleted, nothing logged', async () => {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER');
    t.clock.advance({ minutes: 30 });
    expect((await request('GET', `/${patientId}`, cookie)).statusCode).toBe(200);
    t.clock.advance({ minutes: 30, seconds: 1 });
    const before = (await views()).length;
    const response = await request('GET', `/${patientId}`, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBe(CLEARING_COOKIE);
    expect(await sessionOf(user.id)).toBeUndefined();
    expect(await views()).toHaveLength(before);
  });

  it('expires at the absolute limit however often it is used', async () => {
    const { user, cookie } = await t.loginAs('ADMIN');
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance({ minutes: 29 });
      expect((await request('GET', `/${patientId}`, cookie)).statusCode).toBe(200);
    }
    t.clock.advance({ minutes: 5 });
    expect((await request('GET', `/${patientId}`, cookie)).statusCode).toBe(401);
    expect(await sessionOf(user.id)).toBeUndefined();
  });

  it('refreshes lastSeenAt at most once a minute', async () => {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER');
    const created = await sessionOf(user.id);
    t.clock.advance({ seconds: 59 });
    await request('GET', `/${patientId}`, cookie);
    expect((await sessionOf(user.id))?.lastSeenAt).toEqual(created?.lastSeenAt);
    t.clock.advance({ seconds: 1 });
    await request('GET', `/${patientId}`, cookie);
    expect((await sessionOf(user.id))?.lastSeenAt).toEqual(t.clock.now());
  });

  it('still answers 401 before 422 for a malformed id', async () => {
    expect((await request('GET', '/nope', '')).statusCode).toBe(401);
    const { cookie } = await t.loginAs('FIRST_RESPONDER');
    expect((await request('GET', '/nope', cookie)).statusCode).toBe(422);
  });
});

describe('prepareSessionView', () => {
  /** The statement alone, at the app's clock, with the limits of the app's config. */
  const viewAt = async (rawCookie: string, roles: Parameters<typeof sessionCutoffsJson>[2]) => {
    const view = prepareSessionView(t.db, true);
    const now = t.clock.now();
    return view({
      idHash: keyedHash(t.app.sessionSecret, rawCookie.replace(/^session=/, '')),
      id: patientId,
      now,
      cutoffs: sessionCutoffsJson(t.app, now, roles),
      refreshBefore: refreshCutoff(now),
      clientAddress: null,
      userAgent: null,
    });
  };

  it('reads at exactly the idle limit, as the JavaScript rule does, and not a millisecond after', async () => {
    const { cookie } = await t.loginAs('FIRST_RESPONDER');
    t.clock.advance({ minutes: 30 });
    const atLimit = await viewAt(cookie, ['FIRST_RESPONDER']);
    expect(atLimit).toMatchObject({ read: true, refreshed: true });
    expect(JSON.parse(atLimit?.patient ?? 'null')).toMatchObject({ id: patientId });
    t.clock.advance(30 * 60_000 + 1);
    const before = (await views()).length;
    const past = await viewAt(cookie, ['FIRST_RESPONDER']);
    expect(past).toMatchObject({ read: false, patient: null });
    expect(await views()).toHaveLength(before);
  });

  it('reads nothing for a role that is not listed', async () => {
    const { cookie } = await t.loginAs('FIRST_RESPONDER');
    const before = (await views()).length;
    expect(await viewAt(cookie, ['ADMIN', 'STAFF'])).toMatchObject({ read: false, patient: null });
    expect(await views()).toHaveLength(before);
  });
});
