import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMailTestApp, MAIL_BASE_URL } from '../../testing/mail-test-app';
import { enrolMfa, totpAt } from '../../testing/mfa-steps';
import type { SmtpSink } from '../../testing/smtp-sink';
import { TEST_PASSWORD, type TestApp } from '../../testing/test-app';
import { users } from '../users/users.table';

// Issue 21: the member is told by mail when their password, e-mail or two-factor settings
// change, once the change has committed; a failed send never undoes it.

const NOTICE = 'Your Lifeline account has changed';
/** "…on March 10, 2025 at 12:00:30 PM UTC": the day and time of the change, in UTC. */
const WHEN = /on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d\d:\d\d [AP]M UTC/;

let t: TestApp;
let sink: SmtpSink;
let admin: string;

beforeAll(async () => {
  ({ t, sink, admin } = await createMailTestApp());
});

beforeEach(() => {
  sink.mode = 'accept';
});

const mailsTo = (address: string) =>
  sink.messages.filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));

const api = (method: 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload, headers: { cookie } });

describe('password and e-mail changes', () => {
  it('a password change on the profile says when it happened', async () => {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER');
    const body = { currentPassword: TEST_PASSWORD, password: 'Brand-new-pass-9' };
    expect((await api('PATCH', '/users/me/password', cookie, body)).statusCode).toBe(200);
    const [mail, ...more] = mailsTo(user.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your Lifeline password has been changed');
    expect(mail?.text).toMatch(WHEN);
    expect(mail?.text).not.toContain('Brand-new-pass-9');
  });

  it('an admin’s e-mail change is told to the old address only, without the new one', async () => {
    const user = await t.createUser();
    const newEmail = `moved.${user.email}`;
    const edit = await api('PATCH', `/users/${user.id}`, admin, { email: newEmail });
    expect(edit.statusCode).toBe(200);
    const [mail, ...more] = mailsTo(user.email).filter((m) => !m.to.includes(newEmail));
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(NOTICE);
    expect(mail?.text).toContain("The account's e-mail address was changed");
    expect(mail?.text).toMatch(WHEN);
    expect(mail?.text).toContain('contact support');
    expect(mail?.links).toContain(`${MAIL_BASE_URL}/password/forgot`);
    expect(mail?.text).not.toContain(newEmail);
    expect(mailsTo(newEmail)).toEqual([]);
  });

  it('a password and e-mail change of an unverified member: one notice in her language, and a verify link for the new address', async () => {
    const user = await t.createUser({ state: 'unverified' });
    await t.db.update(users).set({ uiLanguage: 'es' }).where(eq(users.id, user.id));
    const newEmail = `fixed.${user.email}`;
    const body = { email: newEmail, password: 'Brand-new-pass-9' };
    expect((await api('PATCH', `/users/${user.id}`, admin, body)).statusCode).toBe(200);
    const notices = mailsTo(user.email).filter((m) => !m.to.includes(newEmail));
    expect(notices.map((m) => m.subject)).toEqual(['Su cuenta de Lifeline ha cambiado']);
    expect(notices[0]?.text).toContain('Se cambió su contraseña.');
    expect(notices[0]?.text).toContain('Se cambió la dirección de correo electrónico');
    const [verify, ...more] = mailsTo(newEmail);
    expect(more).toEqual([]);
    const link = verify?.links.find((href) => href.startsWith(`${MAIL_BASE_URL}/verify/`)) ?? '';
    const token = link.slice(`${MAIL_BASE_URL}/verify/`.length);
    const verified = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/verify',
      payload: { emailVerificationToken: token },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('names and other fields alone send nothing', async () => {
    const user = await t.createUser();
    const edit = await api('PATCH', `/users/${user.id}`, admin, { firstName: 'Renamed' });
    expect(edit.statusCode).toBe(200);
    expect(mailsTo(user.email)).toEqual([]);
  });

  it('a refused notice leaves the e-mail change standing', async () => {
    const user = await t.createUser();
    sink.mode = 'reject';
    const edit = await api('PATCH', `/users/${user.id}`, admin, { email: `kept.${user.email}` });
    expect(edit.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(`kept.${user.email}`);
  });
});

describe('two-factor changes', () => {
  /** The texts of the notices the member got, oldest first. */
  const notices = (email: string) =>
    mailsTo(email).map((mail) => {
      expect(mail.subject).toBe(NOTICE);
      expect(mail.text).toMatch(WHEN);
      return mail.text;
    });

  it('turning it on, new recovery codes and turning it off each send one notice, without a code', async () => {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER');
    const { secret, recoveryCodes } = await enrolMfa(t, cookie);
    const proof = { code: totpAt(secret, t.clock.now()) };
    const fresh = await api('POST', '/users/me/mfa/recovery-codes', cookie, proof);
    expect(fresh.statusCode).toBe(200);
    t.clock.advance({ seconds: 30 });
    const off = await api('POST', '/users/me/mfa/disable', cookie, { password: TEST_PASSWORD });
    expect(off.statusCode).toBe(200);
    const texts = notices(user.email);
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain('Two-factor sign-in was turned on.');
    expect(texts[1]).toContain('New recovery codes were made');
    expect(texts[2]).toContain('Two-factor sign-in was turned off.');
    const codes = [...recoveryCodes, ...fresh.json<{ recoveryCodes: string[] }>().recoveryCodes];
    for (const code of [...codes, proof.code, secret]) {
      expect(texts.join('\n')).not.toContain(code);
    }
  });

  it('an admin’s reset is told to the member', async () => {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER');
    await enrolMfa(t, cookie);
    expect((await api('DELETE', `/users/${user.id}/mfa`, admin)).statusCode).toBe(200);
    const texts = notices(user.email);
    expect(texts.at(-1)).toContain('An administrator turned your two-factor sign-in off');
  });

  it('a refused notice leaves two-factor off all the same', async () => {
    const { user, cookie } = await t.loginAs('FIRST_RESPONDER');
    await enrolMfa(t, cookie);
    sink.mode = 'reject';
    const off = await api('POST', '/users/me/mfa/disable', cookie, { password: TEST_PASSWORD });
    expect(off.statusCode).toBe(200);
    const status = await t.app.inject({ url: '/api/v1/users/me/mfa', headers: { cookie } });
    expect(status.json()).toMatchObject({ enabled: false });
    sink.mode = 'accept';
    expect(await t.login(user.email, TEST_PASSWORD)).toMatch(/^session=/);
  });
});
