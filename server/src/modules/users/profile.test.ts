import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequester } from '../../testing/api-request';
import { registerCleanup } from '../../testing/cleanup';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app';
import { auditEvents } from '../audit/audit.table';
import { users } from './users.table';

let t: TestApp;
let sink: SmtpSink;
const BASE_URL = 'https://lifeline.example';
const api = apiRequester(() => t, '/users');
const me = (cookie: string) => api('GET', '/me', cookie);
const NEW_PASSWORD = 'New-password-2';

beforeAll(async () => {
  sink = await startSmtpSink();
  registerCleanup(() => sink.close());
  t = await createTestApp({
    env: { RATE_LIMIT_MULTIPLIER: '1', SMTP_URL: sink.url, BASE_URL },
  });
});

const auditsOf = (userId: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'user.update'), eq(auditEvents.actorId, userId)));

describe('PATCH /api/v1/users/me', () => {
  it('lets any member edit their names, organization and languages', async () => {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER', { firstName: 'Old' });
    t.clock.advance({ minutes: 1 });
    const response = await api('PATCH', '/me', cookie, {
      firstName: ' Nia ',
      middleName: 'Q',
      organization: ' SF Fire Department ',
      languages: ['TAGALOG', 'SPANISH', 'TAGALOG'],
      email: 'hijack@example.org',
      role: 'ADMIN',
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      firstName: 'Nia',
      middleName: 'Q',
      lastName: user.lastName,
      email: user.email,
      role: 'FIRST_RESPONDER',
      organization: 'SF Fire Department',
      languages: ['TAGALOG', 'SPANISH'],
      updatedAt: t.clock.now().toISOString(),
    });
    expect((await me(cookie)).json()).toMatchObject({ organization: 'SF Fire Department' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toBe(user.passwordHash);
    expect(await auditsOf(user.id)).toMatchObject([
      {
        targetId: user.id,
        actorRole: 'FIRST_RESPONDER',
        details: { fields: ['firstName', 'middleName', 'organization', 'languages'] },
      },
    ]);
  });

  it('clears the organization and languages', async () => {
    const { cookie } = await t.loginAs('VOLUNTEER');
    await api('PATCH', '/me', cookie, { organization: 'X', languages: ['RUSSIAN'] });
    const response = await api('PATCH', '/me', cookie, { organization: '', languages: [] });
    expect(response.json()).toMatchObject({ organization: null, languages: [] });
  });

  it('answers 422 with each field’s message', async () => {
    const { cookie } = await t.loginAs('VOLUNTEER');
    const response = await api('PATCH', '/me', cookie, {
      lastName: 'x',
      organization: 'o'.repeat(256),
      languages: ['KLINGON'],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'lastName', message: 'Last name must be between 2 and 30 characters long' },
      { path: 'organization', message: 'String must contain at most 255 character(s)' },
      {
        path: 'languages.0',
        message:
          "Invalid enum value. Expected 'CANTONESE' | 'ENGLISH' | 'MANDARIN' | 'RUSSIAN' | 'SPANISH' | 'TAGALOG', received 'KLINGON'",
      },
    ]);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      payload: { firstName: 'Nobody' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/users/me/password', () => {
  const change = (cookie: string, payload: unknown) =>
    api('PATCH', '/me/password', cookie, payload);

  it('changes the password, keeps this session and ends the member’s others', async () => {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER');
    const other = await t.login(user.email, TEST_PASSWORD);
    const bystander = await t.loginAs('FIRST_RESPONDER');

    const response = await change(cookie, {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(bystander.cookie)).statusCode).toBe(200);
    await expect(t.login(user.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    expect(await t.login(user.email, NEW_PASSWORD)).toMatch(/^session=/);
    const audits = await auditsOf(user.id);
    expect(audits.map((a) => a.details)).toEqual([{ fields: ['password'] }]);
    expect(JSON.stringify(audits)).not.toContain(NEW_PASSWORD);

    const mail = sink.lastTo(user.email);
    expect(mail.subject).toBe('Your Lifeline password has been changed');
    expect(mail.links).toContain(`${BASE_URL}/login`);
    expect(mail.text).not.toContain(NEW_PASSWORD);
  });

  it('still changes the password when the confirmation mail cannot be sent', async () => {
    const { user, cookie } = await t.loginAs('VOLUNTEER');
    sink.mode = 'reject';
    const before = sink.messages.length;
    try {
      const response = await change(cookie, {
        currentPassword: TEST_PASSWORD,
        password: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
    } finally {
      sink.mode = 'accept';
    }
    expect(sink.messages).toHaveLength(before);
    expect(await t.login(user.email, NEW_PASSWORD)).toMatch(/^session=/);
  });

  it('sends no mail when the current password is wrong', async () => {
    const { user, cookie } = await t.loginAs('VOLUNTEER');
    await change(cookie, { currentPassword: 'Wrong-pass-1', password: NEW_PASSWORD });
    expect(() => sink.lastTo(user.email)).toThrow(/no mail/);
  });

  it('refuses a wrong current password with 422 at currentPassword, changing nothing', async () => {
    const { user, cookie } = await t.loginAs('VOLUNTEER');
    const other = await t.login(user.email, TEST_PASSWORD);
    const response = await change(cookie, {
      currentPassword: 'Wrong-pass-1',
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
    });
    expect((await me(other)).statusCode).toBe(200);
    expect(await t.login(user.email, TEST_PASSWORD)).toMatch(/^session=/);
  });

  it('validates first: Required current password and the password rule', async () => {
    const { cookie } = await t.loginAs('VOLUNTEER');
    const response = await change(cookie, { password: 'short' });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'currentPassword', message: 'Required' },
      { path: 'password', message: 'Password must be at least 8 characters long' },
      {
        path: 'password',
        message: 'Password must include uppercase, lowercase, number, and special character',
      },
    ]);
  });

  it('allows 5 attempts per member in 15 minutes, then 429 even with the right password', async () => {
    const { cookie } = await t.loginAs('STAFF');
    const bystander = await t.loginAs('STAFF');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await change(cookie, { currentPassword: 'Wrong-pass-1', password: NEW_PASSWORD }))
          .statusCode,
      ).toBe(422);
      t.clock.advance({ minutes: 1 });
    }
    const limited = await change(cookie, {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
    });
    expect(limited.statusCode).toBe(429);
    // Every attempt counts, this refused one too: the member may try again once only four
    // remain in the window, when the second (made 4 minutes ago) leaves it, in 11 minutes.
    expect(limited.headers['retry-after']).toBe('660');
    expect(limited.json()).toEqual({
      message: 'Too many attempts. Please try again in 11 minutes.',
    });
    // Another member is not limited.
    expect(
      (await change(bystander.cookie, { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD }))
        .statusCode,
    ).toBe(200);

    t.clock.advance({ minutes: 15 });
    const later = await change(cookie, { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD });
    expect(later.statusCode).toBe(200);
  });
});
