import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@contract/roles';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sessions } from '../auth/sessions.table';

/** The built-in per-role limits (the test rig otherwise pins API.md's global 720 min / 168 h). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      SESSION_IDLE_MINUTES: undefined,
      SESSION_MAX_HOURS: undefined,
      SESSION_IDLE_MINUTES_VOLUNTEER: '45',
      SESSION_MAX_HOURS_VOLUNTEER: '3',
    },
  });
});

const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie } });

const rowsOf = (userId: string) => t.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('per-role idle limits, by the app’s clock', () => {
  it.each([
    ['STAFF', 15],
    ['ADMIN', 15],
    ['VOLUNTEER', 45],
    ['FIRST_RESPONDER', 720],
  ] as Array<[Role, number]>)(
    '%s: alive at %i idle minutes, ended just after',
    async (role, idle) => {
      const { cookie } = await t.loginAs(role);
      t.clock.advance({ minutes: idle });
      expect((await me(cookie)).statusCode).toBe(200);
      t.clock.advance({ minutes: idle, seconds: 1 });
      expect((await me(cookie)).statusCode).toBe(401);
    },
  );

  it('a responder mid-call keeps a session a staff desk has lost', async () => {
    const responder = await t.loginAs('FIRST_RESPONDER');
    const staff = await t.loginAs('STAFF');
    t.clock.advance({ minutes: 90 });
    expect((await me(responder.cookie)).statusCode).toBe(200);
    expect((await me(staff.cookie)).statusCode).toBe(401);
  });
});

describe('per-role absolute limits', () => {
  it.each([
    ['STAFF', 12],
    ['VOLUNTEER', 3],
  ] as Array<[Role, number]>)('%s: ended after %i hours even when busy', async (role, hours) => {
    const { cookie } = await t.loginAs(role);
    for (let elapsed = 10; elapsed < hours * 60; elapsed += 10) {
      t.clock.advance({ minutes: 10 });
      expect((await me(cookie)).statusCode, `${elapsed} min`).toBe(200);
    }
    t.clock.advance({ minutes: 10, seconds: 1 });
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('housekeeping', () => {
  it('deletes each role’s expired sessions at the next login, and only those', async () => {
    const staff = await t.loginAs('STAFF');
    const responder = await t.loginAs('FIRST_RESPONDER');
    t.clock.advance({ minutes: 20 });
    await t.loginAs('VOLUNTEER');
    expect(await rowsOf(staff.user.id)).toHaveLength(0);
    expect(await rowsOf(responder.user.id)).toHaveLength(1);
  });

  it('leaves expired sessions out of the sessions list', async () => {
    const user = await t.createUser({ role: 'STAFF' });
    const first = await t.login(user.email, user.password);
    t.clock.advance({ minutes: 10 });
    const second = await t.login(user.email, user.password);
    t.clock.advance({ minutes: 10 });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me/sessions',
      headers: { cookie: second },
    });
    expect(response.json()).toHaveLength(1);
    expect((await me(first)).statusCode).toBe(401);
  });
});
