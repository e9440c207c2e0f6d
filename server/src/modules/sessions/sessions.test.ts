import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActiveSession } from '@contract/sessions';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEvents } from '../audit/audit.table';
import { sessions } from '../auth/sessions.table';

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function signIn(email: string, password: string, userAgent: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });
  expect(response.statusCode).toBe(200);
  const header = response.headers['set-cookie'];
  const value = /^session=([^;]*)/.exec(String(Array.isArray(header) ? header[0] : header))?.[1];
  return `session=${value}`;
}

const call = (method: 'GET' | 'DELETE', url: string, cookie?: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: cookie ? { cookie } : {} });

const listOf = async (cookie: string) => {
  const response = await call('GET', '/users/me/sessions', cookie);
  expect(response.statusCode).toBe(200);
  return response.json<ActiveSession[]>();
};

/** One member signed in on a laptop and a phone. */
async function twoDevices(role: 'FIRST_RESPONDER' | 'ADMIN' = 'FIRST_RESPONDER') {
  const user = await t.createUser({ role });
  const laptop = await signIn(user.email, user.password, FIREFOX_WINDOWS);
  t.clock.advance({ minutes: 2 });
  const phone = await signIn(user.email, user.password, CHROME_ANDROID);
  return { user, laptop, phone };
}

describe('GET /users/me/sessions', () => {
  it('lists the member’s sessions, this one first, with a device summary and no secret', async () => {
    const { user, laptop, phone } = await twoDevices();
    const list = await listOf(laptop);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      current: true,
      browser: 'Firefox 132',
      os: 'Windows',
      deviceType: 'desktop',
    });
    expect(list[1]).toMatchObject({
      current: false,
      browser: 'Chrome 131',
      os: 'Android',
      deviceType: 'mobile',
    });
    expect(list[0]?.clientAddress).toBeTruthy();
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const body = JSON.stringify(list);
    for (const row of rows) expect(body).not.toContain(row.idHash);
    expect(body).not.toContain(laptop.slice('session='.length));
    expect(body).not.toContain(phone.slice('session='.length));
    expect(new Set(list.map((s) => s.id))).toEqual(new Set(rows.map((r) => r.publicId)));
  });

  it('shows no other member’s session', async () => {
    const { laptop } = await twoDevices();
    const other = await twoDevices();
    const ids = (await listOf(laptop)).map((s) => s.id);
    for (const session of await listOf(other.laptop)) expect(ids).not.toContain(session.id);
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', '/users/me/sessions')).statusCode).toBe(401);
  });
});

describe('DELETE /users/me/sessions/:id', () => {
  it('ends one other session: its next request gets 401, this one lives on', async () => {
    const { user, laptop, phone } = await twoDevices();
    const other = (await listOf(laptop)).find((s) => !s.current);
    const response = await call('DELETE', `/users/me/sessions/${other?.id}`, laptop);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Session ended' });
    expect((await call('GET', '/users/me', phone)).statusCode).toBe(401);
    expect((await call('GET', '/users/me', laptop)).statusCode).toBe(200);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.sessions_end'), eq(auditEvents.targetId, user.id)));
    expect(event?.details).toEqual({ ended: 1, scope: 'one' });
  });

  it('cannot end another member’s session: 404, and it lives on', async () => {
    const mine = await twoDevices();
    const theirs = await twoDevices();
    const target = (await listOf(theirs.laptop)).find((s) => s.current);
    const response = await call('DELETE', `/users/me/sessions/${target?.id}`, mine.laptop);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Session not found' });
    expect((await call('GET', '/users/me', theirs.laptop)).statusCode).toBe(200);
  });

  it('refuses to end the session making the request (409) and a malformed id (422)', async () => {
    const { laptop } = await twoDevices();
    const current = (await listOf(laptop)).find((s) => s.current);
    const own = await call('DELETE', `/users/me/sessions/${current?.id}`, laptop);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: 'This is the session you are using: sign out instead' });
    const bad = await call('DELETE', '/users/me/sessions/nope', laptop);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'id', message: 'Invalid session ID format' }],
    });
  });
});

describe('DELETE /users/me/sessions', () => {
  it('ends every other session of the member and keeps this one', async () => {
    const { user, laptop, phone } = await twoDevices();
    const tablet = await signIn(user.email, user.password, 'Mozilla/5.0 (iPad; CPU OS 17_0)');
    const response = await call('DELETE', '/users/me/sessions', laptop);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Sessions ended', ended: 2 });
    expect((await call('GET', '/users/me', phone)).statusCode).toBe(401);
    expect((await call('GET', '/users/me', tablet)).statusCode).toBe(401);
    expect(await listOf(laptop)).toHaveLength(1);
  });
});

describe('DELETE /users/:id/sessions (ADMIN)', () => {
  it('ends all of a member’s sessions: their next request gets 401; audited', async () => {
    const { cookie: admin, user: adminUser } = await t.loginAs('ADMIN');
    const { user, laptop, phone } = await twoDevices();
    const response = await call('DELETE', `/users/${user.id}/sessions`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Sessions ended', ended: 2 });
    expect((await call('GET', '/users/me', laptop)).statusCode).toBe(401);
    expect((await call('GET', '/users/me', phone)).statusCode).toBe(401);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.sessions_end'), eq(auditEvents.targetId, user.id)));
    expect(event).toMatchObject({ actorId: adminUser.id, actorRole: 'ADMIN' });
    expect(event?.details).toEqual({ ended: 2, scope: 'all' });
  });

  it('keeps the admin’s own session when they target themself', async () => {
    const { user, laptop, phone } = await twoDevices('ADMIN');
    const response = await call('DELETE', `/users/${user.id}/sessions`, laptop);
    expect(response.json()).toEqual({ message: 'Sessions ended', ended: 1 });
    expect((await call('GET', '/users/me', laptop)).statusCode).toBe(200);
    expect((await call('GET', '/users/me', phone)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown member and 403 below ADMIN', async () => {
    const { cookie: admin } = await t.loginAs('ADMIN');
    const unknown = await call(
      'DELETE',
      '/users/9d3b6f0e-2a41-4c7e-8f5a-6b1c0d2e3f40/sessions',
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'User not found' });
    const { cookie: staff } = await t.loginAs('STAFF');
    const { user } = await twoDevices();
    expect((await call('DELETE', `/users/${user.id}/sessions`, staff)).statusCode).toBe(403);
  });
});
