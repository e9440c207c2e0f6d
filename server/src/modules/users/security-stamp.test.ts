import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { oneTimeToken } from '../../lib/one-time-token';
import { createMailTestApp, MAIL_BASE_URL } from '../../testing/mail-test-app';
import { enrolMfa, signInChallenge, totpAt } from '../../testing/mfa-steps';
import type { SmtpSink } from '../../testing/smtp-sink';
import { TEST_PASSWORD, type TestApp } from '../../testing/test-app';
import { users, type UserRow } from './users.table';

// Issue 21: a change of password, e-mail or two-factor settings closes the links and the
// sign-in challenges issued before it.

const NEW_PASSWORD = 'Brand-new-pass-9';

let t: TestApp;
let sink: SmtpSink;
let admin: string;

beforeAll(async () => {
  ({ t, sink, admin } = await createMailTestApp());
});

beforeEach(() => {
  sink.mode = 'accept';
});

const api = (method: 'POST' | 'PATCH', url: string, payload: object, cookie?: string) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  });

/** Asks for a reset link by mail and returns its token. */
async function resetLink(email: string): Promise<string> {
  expect((await api('POST', '/auth/password', { email })).statusCode).toBe(200);
  const link = sink
    .lastTo(email)
    .links.find((href) => href.startsWith(`${MAIL_BASE_URL}/password/`));
  if (!link) throw new Error('no reset link in the mail');
  return link.slice(`${MAIL_BASE_URL}/password/`.length);
}

const resetLinkWorks = async (token: string) =>
  (await t.app.inject({ url: `/api/v1/auth/password/${token}` })).statusCode === 200;

/** Gives the member a verification link as registration does (its mail is not the point here). */
async function verificationLink(user: UserRow): Promise<string> {
  const token = randomUUID();
  await t.db
    .update(users)
    .set({
      emailVerificationTokenHash: oneTimeToken.hash(t.app.sessionSecret, token),
      emailVerificationStamp: user.securityStamp,
    })
    .where(eq(users.id, user.id));
  return token;
}

const verify = (token: string) => api('PATCH', '/users/verify', { emailVerificationToken: token });

describe('reset and verification links', () => {
  it('a password change on the profile closes an earlier reset link', async () => {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER');
    const token = await resetLink(user.email);
    const change = await api(
      'PATCH',
      '/users/me/password',
      { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD },
      cookie,
    );
    expect(change.statusCode).toBe(200);
    expect(await resetLinkWorks(token)).toBe(false);
    const used = await api('PATCH', '/auth/password', {
      passwordResetToken: token,
      password: 'Another-pass-77',
    });
    expect(used.statusCode).toBe(401);
    expect(await t.login(user.email, NEW_PASSWORD)).toMatch(/^session=/);
  });

  it('an admin’s password change closes the reset and verification links', async () => {
    const user = await t.createUser({ state: 'unverified' });
    const reset = await resetLink(user.email);
    const verification = await verificationLink(user);
    const edit = await api('PATCH', `/users/${user.id}`, { password: NEW_PASSWORD }, admin);
    expect(edit.statusCode).toBe(200);
    expect(await resetLinkWorks(reset)).toBe(false);
    expect((await verify(verification)).statusCode).toBe(404);
  });

  it('an e-mail change closes the links mailed to the old address', async () => {
    const user = await t.createUser({ state: 'unverified' });
    const reset = await resetLink(user.email);
    const verification = await verificationLink(user);
    const edit = await api('PATCH', `/users/${user.id}`, { email: `new.${user.email}` }, admin);
    expect(edit.statusCode).toBe(200);
    expect(await resetLinkWorks(reset)).toBe(false);
    expect((await verify(verification)).statusCode).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it('an edit of names alone leaves the links working', async () => {
    const user = await t.createUser({ state: 'unverified' });
    const reset = await resetLink(user.email);
    const verification = await verificationLink(user);
    const edit = await api('PATCH', `/users/${user.id}`, { firstName: 'Renamed' }, admin);
    expect(edit.statusCode).toBe(200);
    expect(await resetLinkWorks(reset)).toBe(true);
    expect((await verify(verification)).statusCode).toBe(200);
  });
});

describe('pending two-factor challenges', () => {
  /** A member with two-factor on, signed in on the profile, and a challenge from a new sign-in. */
  async function memberWithChallenge() {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER');
    const { secret } = await enrolMfa(t, cookie);
    const challenge = await signInChallenge(t, user.email, TEST_PASSWORD);
    return { user, cookie, secret, challenge };
  }

  const answer = (challenge: string, secret: string) =>
    api('POST', '/auth/login/mfa', { challenge, code: totpAt(secret, t.clock.now()) });

  it('a password reset closes a challenge that an old password opened', async () => {
    const { user, secret, challenge } = await memberWithChallenge();
    const token = await resetLink(user.email);
    const reset = await api('PATCH', '/auth/password', {
      passwordResetToken: token,
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect((await answer(challenge, secret)).statusCode).toBe(401);
  });

  it('turning two-factor off closes it, even once two-factor is on again', async () => {
    const { cookie, challenge } = await memberWithChallenge();
    const off = await api('POST', '/users/me/mfa/disable', { password: TEST_PASSWORD }, cookie);
    expect(off.statusCode).toBe(200);
    const { secret } = await enrolMfa(t, cookie);
    expect((await answer(challenge, secret)).statusCode).toBe(401);
  });

  it('new recovery codes close it', async () => {
    const { cookie, secret, challenge } = await memberWithChallenge();
    const fresh = await api(
      'POST',
      '/users/me/mfa/recovery-codes',
      { password: TEST_PASSWORD },
      cookie,
    );
    expect(fresh.statusCode).toBe(200);
    expect((await answer(challenge, secret)).statusCode).toBe(401);
  });

  it('an admin’s two-factor reset closes it, even once the member enrols again', async () => {
    const { user, challenge } = await memberWithChallenge();
    const reset = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/users/${user.id}/mfa`,
      headers: { cookie: admin },
    });
    expect(reset.statusCode).toBe(200);
    const { secret } = await enrolMfa(t, await t.login(user.email, TEST_PASSWORD));
    expect((await answer(challenge, secret)).statusCode).toBe(401);
  });

  it('a challenge nothing changed behind still signs in', async () => {
    const { secret, challenge } = await memberWithChallenge();
    expect((await answer(challenge, secret)).statusCode).toBe(200);
  });
});
