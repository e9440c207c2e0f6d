import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  sessionCookieOf,
  createTestApp,
  TEST_PASSWORD,
  type TestApp,
} from '../../testing/test-app';
import { sealSecret } from '../../lib/crypto';
import { totpAt } from '../../testing/mfa-steps';
import { auditEvents } from '../audit/audit.table';
import type { UserRow } from '../users/users.table';
import { userMfa } from './mfa.table';

let t: TestApp;
beforeAll(async () => {
  // Per-address limits off: these tests are about the per-e-mail lockout and the steps.
  t = await createTestApp({ env: { RATE_LIMIT_MULTIPLIER: '0' } });
});

const codeAt = totpAt;
const nextStep = () => t.clock.advance({ seconds: 30 });

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    ...(cookie ? { headers: { cookie } } : {}),
  });

const login = (email: string, password = TEST_PASSWORD) => post('/auth/login', { email, password });

/** Turns two-factor on through /profile's endpoints; returns the secret and recovery codes. */
async function enrol(user: UserRow & { password: string }) {
  const cookie = await t.login(user.email, user.password);
  const setup = await post('/users/me/mfa/setup', {}, cookie);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUri } = setup.json<{ secret: string; otpauthUri: string }>();
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Lifeline:.+\?.*secret=/);
  const confirm = await post(
    '/users/me/mfa/confirm',
    { code: codeAt(secret, t.clock.now()) },
    cookie,
  );
  expect(confirm.statusCode).toBe(200);
  const { recoveryCodes } = confirm.json<{ recoveryCodes: string[] }>();
  nextStep();
  return { cookie, secret, recoveryCodes };
}

async function challengeFor(email: string) {
  const response = await login(email);
  expect(response.statusCode).toBe(202);
  expect(sessionCookieOf(response)).toBeUndefined();
  return response.json<{ step: string; challenge: string; expiresAt: string }>();
}

const actions = async (userId: string) =>
  (await t.db.select().from(auditEvents).where(eq(auditEvents.targetId, userId))).map((e) => ({
    action: e.action,
    details: e.details,
  }));

describe('two-factor enrolment on /profile', () => {
  it('starts, confirms with a code, and returns 10 one-time recovery codes; the secret is stored sealed', async () => {
    const user = await t.createUser();
    const { secret, recoveryCodes, cookie } = await enrol(user);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const [row] = await t.db.select().from(userMfa).where(eq(userMfa.userId, user.id));
    expect(row?.secretSealed).toMatch(/^v1\./);
    expect(row?.secretSealed).not.toContain(secret);
    const status = await t.app.inject({ url: '/api/v1/users/me/mfa', headers: { cookie } });
    expect(status.json()).toMatchObject({ enabled: true, recoveryCodesLeft: 10, required: false });
    expect(await actions(user.id)).toContainEqual({ action: 'auth.mfa_enable', details: {} });
    // A second set-up while on is refused.
    expect((await post('/users/me/mfa/setup', {}, cookie)).statusCode).toBe(409);
  });

  it('refuses a wrong confirmation code with 400 and a malformed one with 422', async () => {
    const { cookie } = await t.loginAs('FIRST_RESPONDER');
    const { secret } = (await post('/users/me/mfa/setup', {}, cookie)).json<{ secret: string }>();
    const good = codeAt(secret, t.clock.now());
    const wrong = good === '000000' ? '111111' : '000000';
    const bad = await post('/users/me/mfa/confirm', { code: wrong }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'The code is not valid. Check your authenticator app and try again.',
    });
    const malformed = await post('/users/me/mfa/confirm', { code: '12ab' }, cookie);
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json<{ message: unknown }>().message).toEqual([
      { path: 'code', message: 'Enter the 6-digit code from your authenticator app' },
    ]);
    expect((await post('/users/me/mfa/confirm', { code: good }, cookie)).statusCode).toBe(200);
  });

  it('is off until confirmed: a pending set-up changes nothing at sign-in', async () => {
    const user = await t.createUser();
    const cookie = await t.login(user.email, user.password);
    await post('/users/me/mfa/setup', {}, cookie);
    expect((await login(user.email)).statusCode).toBe(200);
  });
});

describe('sign-in with two-factor', () => {
  it('leaves accounts without two-factor exactly as API.md says: 200 User and a cookie', async () => {
    const user = await t.createUser();
    const response = await login(user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email });
    expect(sessionCookieOf(response)).toBeDefined();
  });

  it('answers 202 with a challenge, then 200 User with a cookie for the right code', async () => {
    const user = await t.createUser();
    const { secret } = await enrol(user);
    const challenge = await challengeFor(user.email);
    expect(challenge.step).toBe('code');
    expect(challenge.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(challenge.expiresAt) - t.clock.now().getTime()).toBe(5 * 60_000);

    const response = await post('/auth/login/mfa', {
      challenge: challenge.challenge,
      code: codeAt(secret, t.clock.now()),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id });
    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();
    const me = await t.app.inject({ url: '/api/v1/users/me', headers: { cookie: cookie ?? '' } });
    expect(me.statusCode).toBe(200);
    expect(await actions(user.id)).toContainEqual({
      action: 'auth.login',
      details: { mfa: 'code' },
    });
  });

  it('accepts a code one step old, refuses two steps old, and refuses a replayed code', async () => {
    const user = await t.createUser();
    const { secret } = await enrol(user);
    nextStep();
    const old = codeAt(secret, new Date(t.clock.now().getTime() - 30_000));
    const tooOld = codeAt(secret, new Date(t.clock.now().getTime() - 60_000));
    const first = await challengeFor(user.email);
    const refused = await post('/auth/login/mfa', { challenge: first.challenge, code: tooOld });
    expect(refused.statusCode).toBe(400);
    expect(
      (await post('/auth/login/mfa', { challenge: first.challenge, code: old })).statusCode,
    ).toBe(200);

    // The same code again, within its window, on a fresh challenge: replay.
    const second = await challengeFor(user.email);
    const replay = await post('/auth/login/mfa', { challenge: second.challenge, code: old });
    expect(replay.statusCode).toBe(400);
    const events = await actions(user.id);
    expect(events).toContainEqual({ action: 'auth.mfa_failed', details: { reason: 'wrong_code' } });
    expect(events).toContainEqual({
      action: 'auth.mfa_failed',
      details: { reason: 'replayed_code' },
    });
    expect(JSON.stringify(events)).not.toContain(old);
  });

  it('spends a challenge once, and expires it after 5 minutes', async () => {
    const user = await t.createUser();
    const { secret } = await enrol(user);
    const first = await challengeFor(user.email);
    const ok = await post('/auth/login/mfa', {
      challenge: first.challenge,
      code: codeAt(secret, t.clock.now()),
    });
    expect(ok.statusCode).toBe(200);
    nextStep();
    const reused = await post('/auth/login/mfa', {
      challenge: first.challenge,
      code: codeAt(secret, t.clock.now()),
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ message: 'Your sign-in has expired. Please sign in again.' });

    const second = await challengeFor(user.email);
    t.clock.advance({ minutes: 5, seconds: 1 });
    const late = await post('/auth/login/mfa', {
      challenge: second.challenge,
      code: codeAt(secret, t.clock.now()),
    });
    expect(late.statusCode).toBe(401);
    expect(
      (await post('/auth/login/mfa', { challenge: 'x'.repeat(43), code: '123456' })).statusCode,
    ).toBe(401);
  });

  it('takes each recovery code once', async () => {
    const user = await t.createUser();
    const { recoveryCodes, cookie } = await enrol(user);
    const code = recoveryCodes[0] ?? '';
    const first = await challengeFor(user.email);
    // Case and hyphens do not matter.
    const typed = code.toUpperCase().replace('-', ' ');
    const ok = await post('/auth/login/mfa', { challenge: first.challenge, recoveryCode: typed });
    expect(ok.statusCode).toBe(200);
    const second = await challengeFor(user.email);
    const again = await post('/auth/login/mfa', {
      challenge: second.challenge,
      recoveryCode: code,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This recovery code is not valid or has already been used.',
    });
    const status = await t.app.inject({ url: '/api/v1/users/me/mfa', headers: { cookie } });
    expect(status.json()).toMatchObject({ recoveryCodesLeft: 9 });
    const events = await actions(user.id);
    expect(events).toContainEqual({
      action: 'auth.mfa_recovery_used',
      details: { recoveryCodesLeft: 9 },
    });
    expect(JSON.stringify(events)).not.toContain(code);
  });

  it('validates the second step: one of code and recoveryCode', async () => {
    const neither = await post('/auth/login/mfa', { challenge: 'abc' });
    expect(neither.statusCode).toBe(422);
    expect(neither.json<{ message: unknown }>().message).toEqual([
      { path: 'code', message: 'Required' },
    ]);
    const both = await post('/auth/login/mfa', {
      challenge: 'abc',
      code: '123456',
      recoveryCode: 'abcde-fghij',
    });
    expect(both.statusCode).toBe(422);
    expect(both.json<{ message: unknown }>().message).toEqual([
      { path: 'body', message: 'Send a code or a recovery code, not both' },
    ]);
  });

  it('counts wrong codes toward the login lockout: 429 in the same shape, even for the right code', async () => {
    const user = await t.createUser();
    const { secret } = await enrol(user);
    const good = () => codeAt(secret, t.clock.now());
    const wrong = () => (good() === '000000' ? '111111' : '000000');
    const statuses: number[] = [];
    // Five wrong codes spend a challenge; a correct password does not reset the count.
    for (let round = 0; round < 2; round += 1) {
      const { challenge } = await challengeFor(user.email);
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await post('/auth/login/mfa', { challenge, code: wrong() })).statusCode);
      }
      expect((await post('/auth/login/mfa', { challenge, code: good() })).statusCode).toBe(401);
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(400));
    const locked = await login(user.email);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    expect(locked.headers['retry-after']).toBe('900');

    t.clock.advance({ minutes: 15 });
    const { challenge } = await challengeFor(user.email);
    expect((await post('/auth/login/mfa', { challenge, code: good() })).statusCode).toBe(200);
  });
});

describe('a secret sealed under another SESSION_SECRET', () => {
  it('answers 409 asking for an admin reset, never a 500', async () => {
    const user = await t.createUser();
    const { secret } = await enrol(user);
    await t.db
      .update(userMfa)
      .set({
        secretSealed: sealSecret('another-secret-0123456789abcdefgh', 'mfa-totp-secret', secret),
      })
      .where(eq(userMfa.userId, user.id));
    const { challenge } = await challengeFor(user.email);
    const response = await post('/auth/login/mfa', {
      challenge,
      code: codeAt(secret, t.clock.now()),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        'Two-factor sign-in cannot be checked for this account. Please ask an admin to reset it.',
    });
  });
});

describe('turning two-factor off and new recovery codes', () => {
  it('needs the password or a current code to turn it off', async () => {
    const user = await t.createUser();
    const { cookie, secret } = await enrol(user);
    const wrong = await post('/users/me/mfa/disable', { password: 'Not-it-123' }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'The password you’ve entered is incorrect.' });
    expect((await post('/users/me/mfa/disable', {}, cookie)).statusCode).toBe(422);
    const off = await post(
      '/users/me/mfa/disable',
      { code: codeAt(secret, t.clock.now()) },
      cookie,
    );
    expect(off.statusCode).toBe(200);
    expect((await login(user.email)).statusCode).toBe(200);
    expect(await actions(user.id)).toContainEqual({ action: 'auth.mfa_disable', details: {} });
    expect(
      (await post('/users/me/mfa/disable', { password: TEST_PASSWORD }, cookie)).statusCode,
    ).toBe(409);
  });

  it('makes new recovery codes; the old ones stop working', async () => {
    const user = await t.createUser();
    const { cookie, recoveryCodes } = await enrol(user);
    const fresh = await post('/users/me/mfa/recovery-codes', { password: TEST_PASSWORD }, cookie);
    expect(fresh.statusCode).toBe(200);
    const next = fresh.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(next).toHaveLength(10);
    expect(await actions(user.id)).toContainEqual({
      action: 'auth.mfa_recovery_codes',
      details: {},
    });
    const { challenge } = await challengeFor(user.email);
    const old = await post('/auth/login/mfa', { challenge, recoveryCode: recoveryCodes[0] });
    expect(old.statusCode).toBe(400);
    const ok = await post('/auth/login/mfa', { challenge, recoveryCode: next[0] });
    expect(ok.statusCode).toBe(200);
  });
});

describe('MFA_REQUIRED_ROLES', () => {
  let required: TestApp;
  beforeAll(async () => {
    required = await createTestApp({
      env: { RATE_LIMIT_MULTIPLIER: '0', MFA_REQUIRED_ROLES: 'STAFF,ADMIN' },
    });
  });

  it('makes a STAFF member enrol before the session is granted; other roles sign in as before', async () => {
    const staff = await required.createUser({ role: 'STAFF' });
    const first = await required.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: staff.email, password: staff.password },
    });
    expect(first.statusCode).toBe(202);
    expect(sessionCookieOf(first)).toBeUndefined();
    const challenge = first.json<{
      step: string;
      challenge: string;
      secret: string;
      otpauthUri: string;
    }>();
    expect(challenge.step).toBe('enrol');
    expect(challenge.otpauthUri).toContain(`secret=${challenge.secret}`);

    const code = codeAt(challenge.secret, required.clock.now());
    // The enrol challenge does not answer the code step.
    const wrongStep = await required.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/mfa',
      payload: { challenge: challenge.challenge, code },
    });
    expect(wrongStep.statusCode).toBe(401);
    const done = await required.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login/enrol',
      payload: { challenge: challenge.challenge, code },
    });
    expect(done.statusCode).toBe(200);
    const enrolled = done.json<{ user: unknown; recoveryCodes: string[] }>();
    expect(enrolled.user).toMatchObject({ id: staff.id });
    expect(enrolled.recoveryCodes).toHaveLength(10);
    const cookie = sessionCookieOf(done) ?? '';
    expect(cookie).not.toBe('');

    // From now on the code step; and it cannot be turned off.
    required.clock.advance({ seconds: 30 });
    const next = await required.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: staff.email, password: staff.password },
    });
    expect(next.json()).toMatchObject({ step: 'code' });
    const off = await required.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/mfa/disable',
      payload: { password: staff.password },
      headers: { cookie },
    });
    expect(off.statusCode).toBe(409);

    const volunteer = await required.createUser({ role: 'VOLUNTEER' });
    expect(
      (
        await required.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: volunteer.email, password: volunteer.password },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('admin reset', () => {
  it('turns a member’s two-factor off and ends their sessions; ADMIN only', async () => {
    const member = await t.createUser();
    const { cookie: memberCookie } = await enrol(member);
    const { cookie: staff } = await t.loginAs('STAFF');
    const url = `/api/v1/users/${member.id}/mfa`;
    expect(
      (await t.app.inject({ method: 'DELETE', url, headers: { cookie: staff } })).statusCode,
    ).toBe(403);
    const { cookie: admin, user: adminUser } = await t.loginAs('ADMIN');
    const reset = await t.app.inject({ method: 'DELETE', url, headers: { cookie: admin } });
    expect(reset.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/v1/users/me', headers: { cookie: memberCookie } });
    expect(me.statusCode).toBe(401);
    expect((await login(member.email)).statusCode).toBe(200);
    const [event] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'auth.mfa_reset'));
    expect(event).toMatchObject({ actorId: adminUser.id, targetId: member.id });
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/7d3f7bb4-8a39-4a4c-9f0e-5b8f6f1f2a11/mfa',
      headers: { cookie: admin },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('two-factor state on GET /users/:id', () => {
  it('tells an admin and the member whether two-factor is on, and staff nothing', async () => {
    const member = await t.createUser();
    const url = `/api/v1/users/${member.id}`;
    const read = async (cookie: string) =>
      (await t.app.inject({ url, headers: { cookie } })).json<{ mfaEnabled?: boolean }>();
    const { cookie: admin } = await t.loginAs('ADMIN');
    expect((await read(admin)).mfaEnabled).toBe(false);

    const { cookie: own } = await enrol(member);
    expect((await read(admin)).mfaEnabled).toBe(true);
    expect((await read(own)).mfaEnabled).toBe(true);
    const { cookie: staff } = await t.loginAs('STAFF');
    expect(await read(staff)).not.toHaveProperty('mfaEnabled');
  });
});
