import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginMessages } from '@contract/auth';
import {
  createTestApp,
  sessionCookieOf,
  TEST_PASSWORD,
  type TestApp,
} from '../../testing/test-app';
import { auditEvents } from '../audit/audit.table';
import { sessions } from './sessions.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object, headers });

const lastAudit = async (action: string, actorId?: string) => {
  const rows = await t.db
    .select()
    .from(auditEvents)
    .where(
      actorId
        ? and(eq(auditEvents.action, action), eq(auditEvents.actorId, actorId))
        : eq(auditEvents.action, action),
    );
  return rows.at(-1);
};

describe('POST /api/v1/auth/login', () => {
  it('signs an active user in: 200 with every user key and a session cookie', async () => {
    const user = await t.createUser({ role: 'VOLUNTEER', middleName: 'Q' });
    const response = await login({ email: user.email, password: TEST_PASSWORD });

    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'firstName',
        'middleName',
        'lastName',
        'email',
        'role',
        'licenseNumber',
        'licenseData',
        'organization',
        'languages',
        'uiLanguage',
        'emailVerifiedAt',
        'approvedAt',
        'rejectedAt',
        'disabledAt',
        'approvedById',
        'rejectedById',
        'disabledById',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      role: 'VOLUNTEER',
      middleName: 'Q',
    });
    expect(body.createdAt).toBe('2025-03-10T12:00:00.000Z');
    expect(JSON.stringify(body)).not.toContain('argon2');

    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    expect(await lastAudit('auth.login', user.id)).toMatchObject({
      actorRole: 'VOLUNTEER',
      targetId: user.id,
    });
  });

  it('stores only a keyed hash of the session id, with client address and user agent', async () => {
    const user = await t.createUser();
    const response = await login(
      { email: user.email, password: TEST_PASSWORD },
      { 'user-agent': 'vitest-agent' },
    );
    const rawId = sessionCookieOf(response)?.slice('session='.length) ?? '';
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.idHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.idHash).not.toContain(rawId);
    expect(rows[0]).toMatchObject({ clientAddress: '127.0.0.1', userAgent: 'vitest-agent' });
  });

  it('matches the e-mail case-insensitively and ignores surrounding spaces', async () => {
    const user = await t.createUser({ email: 'Mixed.Case@Example.org' });
    const response = await login({ email: '  mixed.case@EXAMPLE.ORG ', password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: 'Mixed.Case@Example.org' });
  });

  it('answers 404 for an unknown e-mail and audits it with the e-mail', async () => {
    const response = await login({ email: 'nobody@example.org', password: 'whatever' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
    expect(response.headers['set-cookie']).toBeUndefined();
    const event = await lastAudit('auth.login_failed');
    expect(event).toMatchObject({
      actorId: null,
      details: { reason: 'unknown_email', email: 'nobody@example.org' },
    });
  });

  it('answers 401 for a wrong password', async () => {
    const user = await t.createUser();
    const response = await login({ email: user.email, password: 'Wrong-password-1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Unauthorized',
    });
    expect(await lastAudit('auth.login_failed', user.id)).toMatchObject({
      details: { reason: 'bad_password' },
    });
  });

  it.each([
    ['unverified', loginMessages.unverified, 'unverified'],
    ['rejected', loginMessages.rejectedOrDisabled, 'rejected_or_disabled'],
    ['disabled', loginMessages.rejectedOrDisabled, 'rejected_or_disabled'],
    ['unapproved', loginMessages.unapproved, 'unapproved'],
  ] as const)(
    'answers 403 to a %s account with its message and no cookie',
    async (state, message, reason) => {
      const user = await t.createUser({ state });
      const response = await login({ email: user.email, password: TEST_PASSWORD });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await lastAudit('auth.login_failed', user.id)).toMatchObject({ details: { reason } });
    },
  );

  it('checks the password before the account state: a wrong password on an unverified account is 401', async () => {
    const user = await t.createUser({ state: 'unverified' });
    const response = await login({ email: user.email, password: 'Wrong-password-1' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 422 with every issue at its path', async () => {
    const response = await login({ email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [
        { path: 'email', message: 'Invalid email' },
        { path: 'password', message: 'Required' },
      ],
    });
  });

  it('answers 422 for an over-long e-mail, before looking it up or recording it', async () => {
    const email = `${'a'.repeat(5000)}@example.org`;
    const before = (await t.db.select().from(auditEvents)).length;
    const response = await login({ email, password: 'Wrong-password-1' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'email', message: 'String must contain at most 255 character(s)' }],
    });
    expect(await t.db.select().from(auditEvents)).toHaveLength(before);
  });

  it('answers 422 at body when no body is sent', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'body', message: 'Expected object, received null' }],
    });
  });

  it('answers 422 at body for a JSON array body', async () => {
    const response = await login([1, 2]);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'body', message: 'Expected object, received array' }],
    });
  });

  it('ignores unknown keys in the body', async () => {
    const user = await t.createUser();
    const response = await login({
      email: user.email,
      password: TEST_PASSWORD,
      role: 'ADMIN',
      extra: { a: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'FIRST_RESPONDER' });
  });

  it('deletes a session presented with the login and starts a new one', async () => {
    const user = await t.createUser();
    const first = await t.login(user.email, TEST_PASSWORD);
    const response = await login({ email: user.email, password: TEST_PASSWORD }, { cookie: first });
    const second = sessionCookieOf(response);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const old = await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { cookie: first },
    });
    expect(old.statusCode).toBe(401);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('sets exactly one session cookie when an invalid cookie is presented with a successful login', async () => {
    const user = await t.createUser();
    const response = await login(
      { email: user.email, password: TEST_PASSWORD },
      { cookie: 'session=garbage' },
    );
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(response.statusCode).toBe(200);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^session=[A-Za-z0-9_-]{43};/);
  });
});

describe('login cookie over https', () => {
  it('adds Secure when BASE_URL is https', async () => {
    const secure = await createTestApp({ env: { BASE_URL: 'https://lifeline.example.org' } });
    const user = await secure.createUser();
    const response = await secure.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(String(response.headers['set-cookie'])).toMatch(/; HttpOnly; Secure; SameSite=Strict$/);

    const logout = await secure.app.inject({ method: 'GET', url: '/api/v1/auth/logout' });
    expect(logout.headers['set-cookie']).toBe(
      'session=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict',
    );
  });
});
