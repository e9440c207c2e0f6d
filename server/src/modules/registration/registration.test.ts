import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@contract/roles';
import type { User } from '@contract/users';
import { registerCleanup } from '../../testing/cleanup';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { invites } from '../invites/invites.table';
import { licenses } from '../licences/licences.table';
import { renewSecurityStamp } from '../users/security-stamp';
import { users } from '../users/users.table';

const BASE_URL = 'http://lifeline.test:8080';
const PASSWORD = 'Sign-up-pass-1';

let t: TestApp;
let sink: SmtpSink;
let admin: { id: string };
let ipCounter = 0;
let ip: string;
let licenceCounter = 0;

beforeAll(async () => {
  sink = await startSmtpSink();
  registerCleanup(() => sink.close());
  t = await createTestApp({ env: { SMTP_URL: sink.url, BASE_URL } });
  admin = await t.createUser({ role: 'ADMIN' });
});

beforeEach(() => {
  ip = `10.5.0.${++ipCounter}`;
  sink.mode = 'accept';
});

/** A licence in the registry, held by nobody. */
async function licence(status = 'Active', name = 'Nightingale, Florence Mary') {
  const licenseNumber = `REG${String(++licenceCounter).padStart(4, '0')}`;
  await t.db.insert(licenses).values({ licenseNumber, name, licenseType: 'EMT', status });
  return licenseNumber;
}

async function invite(values: { email: string; role: Role }) {
  const now = t.clock.now();
  const [row] = await t.db
    .insert(invites)
    .values({
      ...values,
      firstName: 'Invited',
      expiresAt: new Date(now.getTime() + 7 * 86_400_000),
      invitedById: admin.id,
      createdAt: new Date(now.getTime() - 60_000),
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('no invite');
  return row;
}

let emailCounter = 0;
const newEmail = () => `signup.${++emailCounter}@example.org`;

const register = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/register',
    remoteAddress: ip,
    payload: payload as object,
  });
const verify = (payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/users/verify',
    remoteAddress: ip,
    payload: payload as object,
  });
const body = (extra: Record<string, unknown>) => ({
  firstName: 'Florence',
  lastName: 'Nightingale',
  email: newEmail(),
  password: PASSWORD,
  ...extra,
});
const userCount = async () =>
  (await t.db.select({ n: sql<number>`cast(count(*) as integer)` }).from(users))[0]?.n;

function verifyToken(email: string): string {
  const link = sink.lastTo(email).links.find((href) => href.startsWith(`${BASE_URL}/verify/`));
  if (!link) throw new Error('no verify link');
  return link.slice(`${BASE_URL}/verify/`.length);
}

describe('POST /users/register: validation', () => {
  it('reports every field in the table order and creates nothing', async () => {
    const before = await userCount();
    const response = await register({
      firstName: ' J ',
      middleName: 'M'.repeat(31),
      lastName: '',
      email: 'not-an-email',
      password: 'short',
      inviteId: 'nope',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [
        { path: 'firstName', message: 'First name must be between 2 and 30 characters long' },
        { path: 'middleName', message: 'Middle name must be at most 30 characters long' },
        { path: 'lastName', message: 'Last name must be between 2 and 30 characters long' },
        { path: 'email', message: 'Invalid email format' },
        { path: 'password', message: 'Password must be at least 8 characters long' },
        {
          path: 'password',
          message: 'Password must include uppercase, lowercase, number, and special character',
        },
        { path: 'inviteId', message: 'Invalid uuid' },
      ],
    });
    expect(await userCount()).toBe(before);
  });
});

describe('POST /users/register: business rules, collected in order', () => {
  it('refuses a registered e-mail, an invalid invite and a missing licence together', async () => {
    const taken = await t.createUser();
    const response = await register(
      body({ email: taken.email.toUpperCase(), inviteId: '5f0c7a52-2d8e-4f55-9c61-0d9a3b7e1c22' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [
        { path: 'email', message: 'Email already registered' },
        { path: 'inviteId', message: 'Invite Id is not valid' },
        { path: 'licenseNumber', message: 'License number is required' },
      ],
    });
  });

  it('reports each licence outcome at licenseNumber', async () => {
    const expired = await licence('Expired');
    const incomplete = await licence('Active', '  ');
    const held = await licence();
    const holder = await t.createUser();
    await t.db.update(users).set({ licenseNumber: held }).where(eq(users.id, holder.id));
    const cases: Array<[string, string]> = [
      ['NOPE01', 'No license match'],
      [expired.toLowerCase(), 'Expired or unprocessable license data'],
      [incomplete, 'Expired or unprocessable license data'],
      [held, 'License already registered'],
    ];
    for (const [licenseNumber, message] of cases) {
      const response = await register(body({ licenseNumber }));
      expect(response.json()).toEqual({
        error: 'Unprocessable Entity',
        message: [{ path: 'licenseNumber', message }],
      });
    }
  });

  it('refuses an accepted, revoked or expired invite', async () => {
    const accepted = await invite({ email: newEmail(), role: 'VOLUNTEER' });
    await t.db.update(invites).set({ acceptedById: admin.id }).where(eq(invites.id, accepted.id));
    const revoked = await invite({ email: newEmail(), role: 'VOLUNTEER' });
    await t.db.update(invites).set({ revokedAt: t.clock.now() }).where(eq(invites.id, revoked.id));
    const expired = await invite({ email: newEmail(), role: 'VOLUNTEER' });
    await t.db.update(invites).set({ expiresAt: t.clock.now() }).where(eq(invites.id, expired.id));
    for (const row of [accepted, revoked, expired]) {
      const response = await register(body({ inviteId: row.id }));
      expect(response.json<{ message: unknown }>().message).toEqual([
        { path: 'inviteId', message: 'Invite Id is not valid' },
        { path: 'licenseNumber', message: 'License number is required' },
      ]);
    }
  });
});

describe('POST /users/register: the licence path', () => {
  it('creates an unverified, unapproved first responder and mails a verify link that works', async () => {
    const licenseNumber = await licence();
    const email = newEmail();
    const response = await register({
      ...body({ email: ` ${email} `, licenseNumber: ` ${licenseNumber.toLowerCase()} ` }),
      middleName: '',
      role: 'ADMIN',
      organization: ' St. Thomas ',
      languages: ['SPANISH', 'TAGALOG', 'SPANISH'],
    });
    expect(response.statusCode).toBe(201);
    const user = response.json<User>();
    expect(user).toMatchObject({
      firstName: 'Florence',
      middleName: null,
      lastName: 'Nightingale',
      email,
      role: 'FIRST_RESPONDER',
      licenseNumber,
      licenseData: {
        name: 'Nightingale, Florence Mary',
        licenseType: 'EMT',
        status: 'Active',
        licenseNumber,
      },
      organization: 'St. Thomas',
      languages: ['SPANISH', 'TAGALOG'],
      emailVerifiedAt: null,
      approvedAt: null,
      approvedById: null,
    });
    expect(JSON.stringify(user)).not.toMatch(/password|token/i);

    const mail = sink.lastTo(email);
    expect(mail.to).toBe(`Florence Nightingale <${email}>`);
    expect(mail.subject).toBe('Please verify your email with Lifeline');
    expect(mail.text).toContain('Hello Florence,');
    expect(mail.text).toContain('administrator will also review');
    expect(mail.html).toContain('Verify Email');

    const token = verifyToken(email);
    const verified = await verify({ emailVerificationToken: token });
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toBe('');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toEqual(t.clock.now());
    expect(row?.approvedAt).toBeNull();

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.json()).toEqual({
      message:
        'Your account has not been approved by admins yet. Please contact support or wait for further instructions.',
    });
    const again = await verify({ emailVerificationToken: token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Email already verified' });
  });

  it('keeps the account when the verify mail cannot be sent (it goes out after the commit)', async () => {
    const licenseNumber = await licence();
    const before = await userCount();
    sink.mode = 'reject';
    const email = newEmail();
    const response = await register(body({ email, licenseNumber }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email, licenseNumber, emailVerifiedAt: null });
    expect(await userCount()).toBe((before ?? 0) + 1);
    sink.mode = 'accept';
    expect((await register(body({ email, licenseNumber }))).json()).toMatchObject({
      message: [{ path: 'email', message: 'Email already registered' }, expect.anything()],
    });
  });
});

describe('POST /users/register: the invite path', () => {
  it('with the invited address: active at once with the invite role, no mail, invite accepted', async () => {
    const email = newEmail();
    const row = await invite({ email, role: 'VOLUNTEER' });
    const sent = sink.messages.length;
    const response = await register(
      body({
        email: email.toUpperCase(),
        inviteId: row.id.toUpperCase(),
        licenseNumber: 'IGNORED',
      }),
    );
    expect(response.statusCode).toBe(201);
    const user = response.json<User>();
    expect(user).toMatchObject({
      role: 'VOLUNTEER',
      licenseNumber: null,
      licenseData: null,
      emailVerifiedAt: t.clock.now().toISOString(),
      approvedAt: row.createdAt.toISOString(),
      approvedById: admin.id,
    });
    expect(sink.messages.length).toBe(sent);
    const [accepted] = await t.db.select().from(invites).where(eq(invites.id, row.id));
    expect(accepted).toMatchObject({ acceptedById: user.id, acceptedAt: t.clock.now() });
    expect(await t.login(email, PASSWORD)).toMatch(/^session=/);

    const again = await register(body({ inviteId: row.id }));
    expect(again.json<{ message: unknown }>().message).toEqual([
      { path: 'inviteId', message: 'Invite Id is not valid' },
      { path: 'licenseNumber', message: 'License number is required' },
    ]);
  });

  it('with another address: approved but unverified, with the verify mail', async () => {
    const row = await invite({ email: newEmail(), role: 'ADMIN' });
    const email = newEmail();
    const response = await register(body({ email, inviteId: row.id }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'ADMIN', emailVerifiedAt: null });
    expect(sink.lastTo(email).subject).toBe('Please verify your email with Lifeline');
  });

  it('still needs a verified licence for a first responder invite', async () => {
    const email = newEmail();
    const row = await invite({ email, role: 'FIRST_RESPONDER' });
    const missing = await register(body({ email, inviteId: row.id }));
    expect(missing.json<{ message: unknown }>().message).toEqual([
      { path: 'licenseNumber', message: 'License number is required' },
    ]);
    const licenseNumber = await licence();
    const response = await register(body({ email, inviteId: row.id, licenseNumber }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'FIRST_RESPONDER', licenseNumber });
  });

  it('keeps the account and the accepted invite when the verify mail cannot be sent', async () => {
    const row = await invite({ email: newEmail(), role: 'STAFF' });
    const before = await userCount();
    sink.mode = 'reject';
    const response = await register(body({ inviteId: row.id }));
    expect(response.statusCode).toBe(201);
    expect(await userCount()).toBe((before ?? 0) + 1);
    const [accepted] = await t.db.select().from(invites).where(eq(invites.id, row.id));
    expect(accepted?.acceptedById).toBe(response.json<User>().id);
  });
});

describe('POST /users/register: rate limits', () => {
  it('allows 5 sign-ups per e-mail in 60 minutes, from any address', async () => {
    t.clock.advance({ hours: 2 });
    const email = newEmail();
    for (let i = 0; i < 5; i += 1) {
      ip = `10.6.${ipCounter}.${i}`;
      expect((await register(body({ email }))).statusCode).toBe(422);
    }
    ip = `10.6.${ipCounter}.9`;
    const refused = await register(body({ email: email.toUpperCase() }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many attempts. Please try again in 60 minutes.',
    });
    expect(refused.headers['retry-after']).toBe('3600');
    // Validation comes before the per-e-mail limit (API.md §1.8).
    const invalid = await register(body({ email, password: 'weak' }));
    expect(invalid.statusCode).toBe(422);
  });

  it('allows 20 requests per address in 60 minutes, invalid ones included', async () => {
    t.clock.advance({ hours: 2 });
    ip = '127.0.0.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await register(i % 2 ? {} : body({}))).statusCode).toBe(422);
    }
    const refused = await register(body({}));
    expect(refused.statusCode).toBe(429);
    t.clock.advance({ minutes: 61 });
    expect((await register(body({}))).statusCode).toBe(422);
  });
});

describe('PATCH /users/verify', () => {
  it('needs a token, and answers 404 for a malformed or unknown one', async () => {
    const missing = await verify({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'emailVerificationToken', message: 'Required' }],
    });
    for (const token of ['nope', '5f0c7a52-2d8e-4f55-9c61-0d9a3b7e1c22']) {
      const response = await verify({ emailVerificationToken: token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('says a link followed again is already verified, and nothing to a token it never issued', async () => {
    const email = newEmail();
    expect((await register(body({ email, licenseNumber: await licence() }))).statusCode).toBe(201);
    const token = verifyToken(email);
    // A mail scanner follows the link first; then the member does.
    expect((await verify({ emailVerificationToken: token })).statusCode).toBe(200);
    const [first] = await t.db.select().from(users).where(eq(users.email, email));
    t.clock.advance(60_000);
    const again = await verify({ emailVerificationToken: token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Email already verified' });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toEqual(first?.emailVerifiedAt);

    const stranger = await verify({ emailVerificationToken: crypto.randomUUID() });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Not Found' });
  });

  it('no longer answers for the used link once the password has changed', async () => {
    const email = newEmail();
    expect((await register(body({ email, licenseNumber: await licence() }))).statusCode).toBe(201);
    const token = verifyToken(email);
    expect((await verify({ emailVerificationToken: token })).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    await renewSecurityStamp(t.db, row?.id ?? '');
    expect((await verify({ emailVerificationToken: token })).statusCode).toBe(404);
  });
});
