import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { users } from '../users/users.table';
import { sessions } from './sessions.table';

const CLEARING_COOKIE =
  'session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '2' } });
});

const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: cookie ? { cookie } : {} });

describe('GET /api/v1/users/me', () => {
  it('returns the signed-in user', async () => {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER');
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      role: 'FIRST_RESPONDER',
      email: user.email,
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers 401 without a session cookie', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Unauthorized',
    });
  });

  it.each(['session=not-a-real-session', `session=${'A'.repeat(43)}`, 'session='])(
    'treats %s as no session and clears the cookie',
    async (cookie) => {
      const response = await me(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.headers['set-cookie']).toBe(CLEARING_COOKIE);
    },
  );

  it('answers 403 once the user is disabled, with the session still live', async () => {
    const { user, cookie } = await t.loginAs('STAFF');
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, user.id));
    const response = await me(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' });
  });
});

const probe = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: cookie ? { cookie } : {} });

describe('GET /api/v1/auth/session (issue #22: a visitor is not an error)', () => {
  it('answers a visitor 200 with no user', async () => {
    const response = await probe();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers the signed-in user as GET /users/me does', async () => {
    const { cookie } = await t.loginAs('VOLUNTEER');
    const response = await probe(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: (await me(cookie)).json<unknown>() });
  });

  it('answers an ended session with no user and clears its cookie', async () => {
    const response = await probe('session=not-a-real-session');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect(response.headers['set-cookie']).toBe(CLEARING_COOKIE);
  });

  it('answers a disabled account with no user, as /users/me refuses it', async () => {
    const { user, cookie } = await t.loginAs('STAFF');
    await t.db.update(users).set({ disabledAt: t.clock.now() }).where(eq(users.id, user.id));
    expect((await probe(cookie)).json()).toEqual({ user: null });
  });
});

describe('GET /api/v1/auth/logout', () => {
  it('ends the session server-side: the old cookie then gets 401', async () => {
    const { user, cookie } = await t.loginAs('VOLUNTEER');
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['content-length']).toBe('0');
    expect(response.headers['set-cookie']).toBe(CLEARING_COOKIE);

    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
  });

  it('answers 200 with the clearing cookie without any session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBe(CLEARING_COOKIE);
  });

  it('ignores any body sent to it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/logout',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(200);
  });

  it('ends only the presented session', async () => {
    const user = await t.createUser();
    const laptop = await t.login(user.email, user.password);
    const phone = await t.login(user.email, user.password);
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/logout', headers: { cookie: laptop } });
    expect((await me(phone)).statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it('expires after SESSION_IDLE_MINUTES without requests, and deletes the row', async () => {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER');
    t.clock.advance({ minutes: 30 });
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance({ minutes: 30, seconds: 1 });
    const response = await me(cookie);
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBe(CLEARING_COOKIE);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('stays alive while used, refreshing lastSeenAt at most once a minute', async () => {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER');
    const [created] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    t.clock.advance({ seconds: 30 });
    await me(cookie);
    const [notYet] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(notYet?.lastSeenAt.toISOString()).toBe(created?.lastSeenAt.toISOString());

    t.clock.advance({ seconds: 31 });
    await me(cookie);
    const [refreshed] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(refreshed?.lastSeenAt.toISOString()).toBe(t.clock.now().toISOString());

    for (let i = 0; i < 3; i += 1) {
      t.clock.advance({ minutes: 25 });
      expect((await me(cookie)).statusCode).toBe(200);
    }
  });

  it('expires after SESSION_MAX_HOURS even when used all along', async () => {
    const { cookie } = await t.loginAs('FIRST_RESPONDER');
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance({ minutes: 29 });
      expect((await me(cookie)).statusCode).toBe(200);
    }
    // 116 minutes in: 119 is still inside the 2 hours, 121 is past them.
    t.clock.advance({ minutes: 3 });
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.advance({ minutes: 2 });
    const response = await me(cookie);
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBe(CLEARING_COOKIE);
  });

  it('deletes expired sessions of other users at the next login', async () => {
    const { user } = await t.loginAs('FIRST_RESPONDER');
    t.clock.advance({ hours: 3 });
    await t.loginAs('STAFF');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});
