import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app';
import { registerCleanup } from '../../testing/cleanup';
import { auditEvents } from '../audit/audit.table';
import { users } from '../users/users.table';

const BASE_URL = 'http://lifeline.test:8080';
const NEW_PASSWORD = 'Brand-new-pass-9';
const LINK_INVALID = { message: 'Password Reset Link is expired or not valid' };

let t: TestApp;
let sink: SmtpSink;
let ipCounter = 0;
/** Each test speaks from its own address, so the per-address limits do not leak between tests. */
let ip: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  registerCleanup(() => sink.close());
  t = await createTestApp({ env: { SMTP_URL: sink.url, BASE_URL } });
});

beforeEach(() => {
  ip = `10.1.0.${++ipCounter}`;
  sink.mode = 'accept';
});

const forgot = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password',
    remoteAddress: ip,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const check = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/auth/password/${token}`, remoteAddress: ip });
const reset = (payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/auth/password',
    remoteAddress: ip,
    payload: payload as object,
  });
const me = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie } });

/** The token of the newest reset link mailed to `email`. */
function mailedToken(email: string): string {
  const mail = sink.lastTo(email);
  const link = mail.links.find((href) => href.startsWith(`${BASE_URL}/password/`));
  if (!link) throw new Error('no reset link in the mail');
  return link.slice(`${BASE_URL}/password/`.length);
}

describe('POST /auth/password', () => {
  it('refuses a malformed e-mail with 422', async () => {
    const response = await forgot({ email: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'email', message: 'Invalid email' }],
    });
  });

  it('answers 422 for an over-long e-mail', async () => {
    const response = await forgot({ email: `${'a'.repeat(5000)}@example.org` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'email', message: 'String must contain at most 255 character(s)' }],
    });
  });

  it('answers 404 for an unknown e-mail', async () => {
    const response = await forgot({ email: 'nobody@example.org' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Email not found in Lifeline Database' });
  });

  it('mails a reset link to the user, whatever the account state, that the check accepts', async () => {
    const user = await t.createUser({
      state: 'unverified',
      firstName: 'Rosa',
      middleName: 'May',
      lastName: 'Parks',
    });
    const response = await forgot({ email: `  ${user.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');

    const mail = sink.lastTo(user.email);
    expect(mail.to).toBe(`Rosa May Parks <${user.email}>`);
    expect(mail.subject).toBe('Reset your password for your Lifeline account');
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain('Reset Password');
    expect(mail.text).not.toMatch(/SF Life Line|San Francisco/);
    const token = mailedToken(user.email);
    expect((await check(token)).statusCode).toBe(200);

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordResetTokenHash).not.toBe(token);
  });

  it('replaces the previous link with a new one', async () => {
    const user = await t.createUser();
    await forgot({ email: user.email });
    const first = mailedToken(user.email);
    await forgot({ email: user.email });
    const second = mailedToken(user.email);
    expect(second).not.toBe(first);
    expect((await check(first)).statusCode).toBe(401);
    expect((await check(second)).statusCode).toBe(200);
  });

  it('answers 503 when the mail cannot be sent, and the earlier link stays valid', async () => {
    const user = await t.createUser();
    await forgot({ email: user.email });
    const earlier = mailedToken(user.email);
    sink.mode = 'reject';
    const response = await forgot({ email: user.email });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Unable to send e-mail, try again later.' });
    expect((await check(earlier)).statusCode).toBe(200);
  });

  it('allows 3 requests per e-mail in 15 minutes, then 429 with Retry-After', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 3; i += 1) {
      // From different addresses: the limit is per e-mail.
      ip = `10.2.${ipCounter}.${i}`;
      expect((await forgot({ email: user.email })).statusCode).toBe(200);
    }
    ip = `10.2.${ipCounter}.9`;
    const refused = await forgot({ email: user.email.toUpperCase() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please try again in 15 minutes.',
    });
    expect(refused.headers['retry-after']).toBe('900');
    t.clock.advance({ minutes: 15, seconds: 1 });
    expect((await forgot({ email: user.email })).statusCode).toBe(200);
  });

  it('allows 10 requests per address in 15 minutes, counting every request, loopback included', async () => {
    ip = '127.0.0.1';
    t.clock.advance({ hours: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await forgot({ email: i % 2 ? 'bad' : `ghost${i}@example.org` })).statusCode);
    }
    expect(statuses).toEqual([404, 422, 404, 422, 404, 422, 404, 422, 404, 422]);
    const refused = await forgot({ email: 'bad' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    t.clock.advance({ hours: 1 });
  });
});

describe('GET /auth/password/:token', () => {
  it('answers 401 for a malformed, unknown or expired token', async () => {
    expect((await check('not-a-uuid')).json()).toEqual(LINK_INVALID);
    expect((await check('not-a-uuid')).statusCode).toBe(401);
    const unknown = await check('0b8f8f55-7d6e-4c44-9a37-3f1f2e0d6c11');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(LINK_INVALID);

    const user = await t.createUser();
    await forgot({ email: user.email });
    const token = mailedToken(user.email);
    t.clock.advance({ minutes: 29, seconds: 59 });
    expect((await check(token.toUpperCase())).statusCode).toBe(200);
    t.clock.advance({ seconds: 2 });
    const expired = await check(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(LINK_INVALID);
  });
});

describe('PATCH /auth/password', () => {
  it('validates first: the token is required and the password rule applies', async () => {
    const response = await reset({ password: 'weak' });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'passwordResetToken', message: 'Required' },
      { path: 'password', message: 'Password must be at least 8 characters long' },
      {
        path: 'password',
        message: 'Password must include uppercase, lowercase, number, and special character',
      },
    ]);
  });

  it('answers 401 for a malformed, unknown or expired token', async () => {
    for (const token of ['abc', '0b8f8f55-7d6e-4c44-9a37-3f1f2e0d6c11']) {
      const response = await reset({ passwordResetToken: token, password: NEW_PASSWORD });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(LINK_INVALID);
    }
    const user = await t.createUser();
    await forgot({ email: user.email });
    const token = mailedToken(user.email);
    t.clock.advance({ minutes: 31 });
    const expired = await reset({ passwordResetToken: token, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(401);
    expect(await t.login(user.email, TEST_PASSWORD)).toMatch(/^session=/);
  });

  it('sets the password, ends every session, clears the lockout, audits and confirms by mail', async () => {
    const user = await t.createUser({ firstName: 'Ada', lastName: 'Lovelace' });
    const cookie = await t.login(user.email, TEST_PASSWORD);
    for (let i = 0; i < 10; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: `10.9.${ipCounter}.${i}`,
        payload: { email: user.email, password: 'Wrong-password-1' },
      });
    }
    await forgot({ email: user.email });
    const token = mailedToken(user.email);

    const response = await reset({ passwordResetToken: token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');

    expect((await me(cookie)).statusCode).toBe(401);
    expect(await t.login(user.email, NEW_PASSWORD)).toMatch(/^session=/);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);

    const again = await reset({ passwordResetToken: token, password: NEW_PASSWORD });
    expect(again.statusCode).toBe(401);

    const confirmation = sink.lastTo(user.email);
    expect(confirmation.subject).toBe('Your Lifeline password has been changed');
    expect(confirmation.to).toBe(`Ada Lovelace <${user.email}>`);
    expect(confirmation.links).toContain(`${BASE_URL}/login`);
    expect(confirmation.text).toContain('contact support');

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'auth.password_reset'));
    expect(events.filter((e) => e.targetId === user.id)).toMatchObject([
      { actorId: user.id, targetType: 'user', details: {} },
    ]);
  });

  it('still succeeds when the confirmation mail cannot be sent', async () => {
    const user = await t.createUser();
    await forgot({ email: user.email });
    const token = mailedToken(user.email);
    sink.mode = 'reject';
    const response = await reset({ passwordResetToken: token, password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(await t.login(user.email, NEW_PASSWORD)).toMatch(/^session=/);
  });
});
