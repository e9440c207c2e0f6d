import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Invite, InvitePublic } from '@contract/invites';
import { registerCleanup } from '../../testing/cleanup';
import { startSmtpSink, type SmtpSink } from '../../testing/smtp-sink';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEvents } from '../audit/audit.table';
import { invites } from './invites.table';

const BASE_URL = 'http://lifeline.test:8080';

let t: TestApp;
let sink: SmtpSink;
let admin: { id: string };
let cookie: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  registerCleanup(() => sink.close());
  t = await createTestApp({ env: { SMTP_URL: sink.url, BASE_URL } });
  const signedIn = await t.loginAs('ADMIN');
  admin = signedIn.user;
  cookie = signedIn.cookie;
});

beforeEach(() => {
  sink.mode = 'accept';
});

const create = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/invites',
    headers: { cookie },
    payload: payload as object,
  });
const readPublic = (id: string) => t.app.inject({ method: 'GET', url: `/api/v1/invites/${id}` });
const revoke = (id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/invites/${id}`, headers: { cookie } });
const inviteCount = async () =>
  (await t.db.select({ n: sql<number>`cast(count(*) as integer)` }).from(invites))[0]?.n;

describe('POST /invites', () => {
  it('validates the body', async () => {
    const response = await create({ recipients: '', role: 'BOSS' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [
        { path: 'recipients', message: 'Recipients are required' },
        {
          path: 'role',
          message:
            "Invalid enum value. Expected 'ADMIN' | 'STAFF' | 'VOLUNTEER' | 'FIRST_RESPONDER', received 'BOSS'",
        },
      ],
    });
    const long = await create({ recipients: 'a'.repeat(10_001), role: 'ADMIN' });
    expect(long.json<{ message: unknown }>().message).toEqual([
      { path: 'recipients', message: 'String must contain at most 10000 character(s)' },
    ]);
  });

  it('reports every bad recipient in one 422 and creates no invite', async () => {
    const taken = await t.createUser({ email: 'Taken.Person@example.org' });
    const before = await inviteCount();
    const response = await create({
      recipients: `Good One <good.one@example.org>; nobody; ${taken.email.toLowerCase()}, "Bad" <bad@>`,
      role: 'VOLUNTEER',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [
        { path: 'recipients', message: 'Not a valid recipient: nobody' },
        { path: 'recipients', message: 'Email already registered: taken.person@example.org' },
        { path: 'recipients', message: 'Not a valid recipient: "Bad" <bad@>' },
      ],
    });
    expect(await inviteCount()).toBe(before);
    const blank = await create({ recipients: ' ;\n, ', role: 'VOLUNTEER' });
    expect(blank.json<{ message: unknown }>().message).toEqual([
      { path: 'recipients', message: 'Recipients are required' },
    ]);
  });

  it('creates one invite per recipient in input order, mails each, and audits each', async () => {
    const response = await create({
      recipients:
        '"Doe, Jane Q" <jane.doe@example.org>\nbare.one@example.org, JANE.DOE@example.org',
      role: 'FIRST_RESPONDER',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<Invite[]>();
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({
      firstName: 'Jane',
      middleName: 'Q',
      lastName: 'Doe',
      email: 'jane.doe@example.org',
      role: 'FIRST_RESPONDER',
      expiresAt: new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString(),
      invitedById: admin.id,
      acceptedById: null,
      acceptedAt: null,
      revokedAt: null,
      revokedById: null,
      createdAt: t.clock.now().toISOString(),
    });
    expect(created[1]).toMatchObject({
      firstName: null,
      middleName: null,
      lastName: null,
      email: 'bare.one@example.org',
    });

    const mail = sink.lastTo('jane.doe@example.org');
    expect(mail.to).toBe('Jane Q Doe <jane.doe@example.org>');
    expect(mail.subject).toBe('Your invitation to Lifeline');
    expect(mail.text).toContain('Hello Jane,');
    expect(mail.text).toContain('First Responder');
    expect(mail.text).toContain('March 17, 2025');
    expect(mail.html).toContain('Accept Invite');
    const link = mail.links.find((href) => href.startsWith(`${BASE_URL}/register/`));
    expect(link).toBe(`${BASE_URL}/register/${created[0]?.id}`);
    const bare = sink.lastTo('bare.one@example.org');
    expect(bare.to).toBe('bare.one@example.org');
    expect(bare.text).toContain('Hello,');

    const opened = await readPublic(link?.split('/').at(-1) ?? '');
    expect(opened.statusCode).toBe(200);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'invite.create'));
    expect(events.map((e) => e.targetId)).toEqual(created.map((i) => i.id));
    expect(events[0]).toMatchObject({ actorId: admin.id, targetType: 'invite' });
  });

  it('keeps the invites when a mail cannot be sent, and stops trying the rest of the batch', async () => {
    const before = await inviteCount();
    const attempts = sink.attempts;
    sink.mode = 'reject';
    const response = await create({
      recipients: 'one@example.org two@example.org',
      role: 'VOLUNTEER',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Invite[]>().map((invite) => invite.email)).toEqual([
      'one@example.org',
      'two@example.org',
    ]);
    expect(await inviteCount()).toBe((before ?? 0) + 2);
    expect(sink.attempts).toBe(attempts + 1);
  });
});

describe('GET /invites/:id (public)', () => {
  it('answers 422 for a malformed id and 404 for an unknown one', async () => {
    const malformed = await readPublic('nope');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'id', message: 'Invalid invite ID format' }],
    });
    const unknown = await readPublic('5f0c7a52-2d8e-4f55-9c61-0d9a3b7e1c22');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not Found' });
  });

  it('answers the nine public keys, whatever the state', async () => {
    const [created] = (
      await create({ recipients: 'Pat Lee <pat.lee@example.org>', role: 'STAFF' })
    ).json<Invite[]>();
    if (!created) throw new Error('no invite');
    await revoke(created.id);
    const response = await readPublic(created.id.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = response.json<InvitePublic>();
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'firstName',
        'middleName',
        'lastName',
        'email',
        'role',
        'expiresAt',
        'acceptedById',
        'revokedAt',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: created.id,
      firstName: 'Pat',
      lastName: 'Lee',
      role: 'STAFF',
      revokedAt: t.clock.now().toISOString(),
    });
  });
});

describe('DELETE /invites/:id', () => {
  it('answers 422 and 404 like the read', async () => {
    expect((await revoke('nope')).json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'id', message: 'Invalid invite ID format' }],
    });
    const unknown = await revoke('5f0c7a52-2d8e-4f55-9c61-0d9a3b7e1c22');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Not Found' });
  });

  it('revokes once, keeps the row and the first timestamp, and audits each call', async () => {
    const [created] = (await create({ recipients: 'sam@example.org', role: 'VOLUNTEER' })).json<
      Invite[]
    >();
    if (!created) throw new Error('no invite');
    const first = await revoke(created.id);
    expect(first.statusCode).toBe(200);
    const revokedAt = t.clock.now().toISOString();
    expect(first.json()).toMatchObject({ revokedAt, revokedById: admin.id });
    t.clock.advance({ minutes: 5 });
    const second = await revoke(created.id);
    expect(second.json()).toMatchObject({ revokedAt, revokedById: admin.id });

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, created.id));
    expect(events.filter((e) => e.action === 'invite.revoke').map((e) => e.details)).toEqual([
      { role: 'VOLUNTEER', changed: true },
      { role: 'VOLUNTEER', changed: false },
    ]);
  });
});

describe('GET /invites', () => {
  it('lists every invite newest first, paginated', async () => {
    t.clock.advance({ hours: 1 });
    await create({ recipients: 'newest@example.org', role: 'VOLUNTEER' });
    const total = await inviteCount();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/invites?perPage=2',
      headers: { cookie, host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<Invite[]>();
    expect(page).toHaveLength(2);
    expect(page[0]?.email).toBe('newest@example.org');
    expect(response.headers['x-total-count']).toBe(String(total));
    expect(response.headers['x-total-pages']).toBe(String(Math.ceil((total ?? 0) / 2)));
    expect(response.headers.link).toContain(
      '<http://localhost:3000/api/v1/invites?perPage=2&page=2>; rel="next"',
    );
  });
});
