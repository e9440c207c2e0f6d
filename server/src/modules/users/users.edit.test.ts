import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRequester } from '../../testing/api-request';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../testing/test-app';
import { auditEvents } from '../audit/audit.table';
import { licenses } from '../licences/licences.table';
import { users, type UserRow } from './users.table';

let t: TestApp;
let admin: { user: UserRow; cookie: string };
const api = apiRequester(() => t, '/users');
const unknownId = '9d3b6f0e-2a41-4c7e-8f5a-6b1c0d2e3f40';
const me = (cookie: string) => api('GET', '/me', cookie);
const NEW_PASSWORD = 'New-password-2';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('ADMIN');
  // The default `registry` verifier reads this table (API.md §5.9).
  await t.db.insert(licenses).values([
    { licenseNumber: 'P777', name: 'Holder, Hal', licenseType: 'Paramedic', status: 'Active' },
    { licenseNumber: 'P39332', name: 'Koo, Chih Ren', licenseType: 'Paramedic', status: 'Active' },
    { licenseNumber: 'E500', name: 'Old, Olive', licenseType: 'EMT', status: 'Expired' },
  ]);
});

const rowOf = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const updateAudits = (targetId: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'user.update'), eq(auditEvents.targetId, targetId)));

describe('PATCH /api/v1/users/:id: validation and unknown ids', () => {
  it('answers 422 Invalid uuid with the schema errors, in the field table order', async () => {
    const response = await api('PATCH', '/nope', admin.cookie, {
      firstName: 'A',
      email: 'x',
      password: 'short',
      role: 'BOSS',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'id', message: 'Invalid uuid' },
      { path: 'firstName', message: 'First name must be between 2 and 30 characters long' },
      { path: 'email', message: 'Invalid email format' },
      { path: 'password', message: 'Password must be at least 8 characters long' },
      {
        path: 'password',
        message: 'Password must include uppercase, lowercase, number, and special character',
      },
      {
        path: 'role',
        message:
          "Invalid enum value. Expected 'ADMIN' | 'STAFF' | 'VOLUNTEER' | 'FIRST_RESPONDER', received 'BOSS'",
      },
    ]);
  });

  it('answers 404 User not found for an unknown id', async () => {
    const response = await api('PATCH', `/${unknownId}`, admin.cookie, { firstName: 'Ann' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'User not found' });
  });
});

describe('PATCH /api/v1/users/:id: business rules in order', () => {
  it('refuses a change of one’s own role, alone, before the other rules', async () => {
    const other = await t.createUser();
    const response = await api('PATCH', `/${admin.user.id}`, admin.cookie, {
      role: 'STAFF',
      email: other.email,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'Unprocessable Entity',
      message: [{ path: 'role', message: 'You cannot change your own role' }],
    });
    expect((await rowOf(admin.user.id))?.role).toBe('ADMIN');
  });

  it('accepts one’s own current role re-sent (the SPA always sends role)', async () => {
    const response = await api('PATCH', `/${admin.user.id}`, admin.cookie, {
      role: 'ADMIN',
      firstName: 'Adele',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'ADMIN', firstName: 'Adele' });
  });

  it('collects the e-mail and licence items into one 422', async () => {
    const holder = await t.createUser({ email: 'Taken@Example.org' });
    await t.db.update(users).set({ licenseNumber: 'P777' }).where(eq(users.id, holder.id));
    const target = await t.createUser();
    const response = await api('PATCH', `/${target.id}`, admin.cookie, {
      email: ' taken@example.ORG ',
      licenseNumber: ' p777 ',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'email', message: 'Email already registered' },
      { path: 'licenseNumber', message: 'License already registered' },
    ]);
    expect((await rowOf(target.id))?.email).toBe(target.email);
    // One holder per licence (a unique index): later tests give P777 to their own holder.
    await t.db.update(users).set({ licenseNumber: null }).where(eq(users.id, holder.id));
  });

  it('lets a user keep their own e-mail in another case, and their own licence unverified', async () => {
    const target = await t.createUser({ email: 'keep.me@example.org' });
    await t.db.update(users).set({ licenseNumber: 'P100' }).where(eq(users.id, target.id));
    const response = await api('PATCH', `/${target.id}`, admin.cookie, {
      email: 'Keep.Me@example.org',
      licenseNumber: 'p100',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'Keep.Me@example.org', licenseNumber: 'P100' });
  });
});

describe('PATCH /api/v1/users/:id: what changes', () => {
  it('changes only the fields present, drops echoed keys, and audits the changed names', async () => {
    const target = await t.createUser({ firstName: 'Old', lastName: 'Name', middleName: 'M' });
    await t.db
      .update(users)
      .set({ licenseNumber: 'P200', organization: 'SFFD' })
      .where(eq(users.id, target.id));
    t.clock.advance({ minutes: 5 });
    const response = await api('PATCH', `/${target.id}`, admin.cookie, {
      id: unknownId,
      createdAt: '2000-01-01T00:00:00.000Z',
      licenseData: {},
      deactivatedAt: null,
      firstName: ' New ',
      middleName: '',
      lastName: 'Name',
      password: '',
      languages: ['SPANISH', 'CANTONESE'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: target.id,
      firstName: 'New',
      middleName: null,
      lastName: 'Name',
      licenseNumber: 'P200',
      organization: 'SFFD',
      languages: ['SPANISH', 'CANTONESE'],
      createdAt: target.createdAt.toISOString(),
      updatedAt: t.clock.now().toISOString(),
    });
    expect((await rowOf(target.id))?.passwordHash).toBe(target.passwordHash);
    expect(await updateAudits(target.id)).toMatchObject([
      {
        actorId: admin.user.id,
        targetType: 'user',
        details: { fields: ['firstName', 'middleName', 'languages'] },
      },
    ]);
  });

  it('clears the licence and its data with "" or null, and the organization with ""', async () => {
    const target = await t.createUser();
    const licenseData = { name: 'A, B', licenseType: 'EMT', status: 'Active', licenseNumber: 'E1' };
    await t.db
      .update(users)
      .set({ licenseNumber: 'E1', licenseData, organization: 'Org' })
      .where(eq(users.id, target.id));
    const response = await api('PATCH', `/${target.id}`, admin.cookie, {
      licenseNumber: '',
      organization: ' ',
    });
    expect(response.json()).toMatchObject({
      licenseNumber: null,
      licenseData: null,
      organization: null,
    });
    const audit = (await updateAudits(target.id)).at(-1);
    expect(audit?.details).toEqual({ fields: ['licenseNumber', 'organization'] });
  });

  it('verifies a new licence number and stores its LicenceLookup', async () => {
    const target = await t.createUser();
    const response = await api('PATCH', `/${target.id}`, admin.cookie, {
      licenseNumber: ' p39332 ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      licenseNumber: 'P39332',
      licenseData: {
        name: 'Koo, Chih Ren',
        licenseType: 'Paramedic',
        status: 'Active',
        licenseNumber: 'P39332',
      },
    });
    expect((await updateAudits(target.id)).at(-1)?.details).toEqual({ fields: ['licenseNumber'] });
  });

  it.each([
    ['Z9', 'No license match'],
    ['E500', 'Expired or unprocessable license data'],
    ['P777', 'License already registered'],
  ])('refuses licence %s: %s', async (licenseNumber, message) => {
    const holder = await t.createUser();
    await t.db.update(users).set({ licenseNumber: 'P777' }).where(eq(users.id, holder.id));
    const target = await t.createUser();
    const response = await api('PATCH', `/${target.id}`, admin.cookie, { licenseNumber });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: unknown }>().message).toEqual([
      { path: 'licenseNumber', message },
    ]);
    expect((await rowOf(target.id))?.licenseNumber).toBeNull();
    await t.db.update(users).set({ licenseNumber: null }).where(eq(users.id, holder.id));
  });

  it('a new password replaces the hash and ends the target’s sessions; it is never audited as a value', async () => {
    const target = await t.loginAs('VOLUNTEER');
    const response = await api('PATCH', `/${target.user.id}`, admin.cookie, {
      password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect((await me(target.cookie)).statusCode).toBe(401);
    await expect(t.login(target.user.email, TEST_PASSWORD)).rejects.toThrow(/401/);
    expect(await t.login(target.user.email, NEW_PASSWORD)).toMatch(/^session=/);
    const [audit] = await updateAudits(target.user.id);
    expect(audit?.details).toEqual({ fields: ['password'] });
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
    expect((await me(admin.cookie)).statusCode).toBe(200);
  });

  it('a role change ends the target’s sessions; re-sending the same role does not', async () => {
    const target = await t.loginAs('VOLUNTEER');
    const same = await api('PATCH', `/${target.user.id}`, admin.cookie, { role: 'VOLUNTEER' });
    expect(same.statusCode).toBe(200);
    expect((await me(target.cookie)).statusCode).toBe(200);

    const promoted = await api('PATCH', `/${target.user.id}`, admin.cookie, { role: 'STAFF' });
    expect(promoted.json()).toMatchObject({ role: 'STAFF' });
    expect((await me(target.cookie)).statusCode).toBe(401);
    expect((await updateAudits(target.user.id)).map((a) => a.details)).toEqual([
      { fields: [] },
      { fields: ['role'] },
    ]);
  });

  it('an admin changing their own password keeps this session and ends their others', async () => {
    const self = await t.loginAs('ADMIN');
    const other = await t.login(self.user.email, TEST_PASSWORD);
    const response = await api('PATCH', `/${self.user.id}`, self.cookie, {
      password: NEW_PASSWORD,
      role: 'ADMIN',
    });
    expect(response.statusCode).toBe(200);
    expect((await me(self.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('maps an e-mail taken in the same instant to the 422 item (unique index)', async () => {
    const a = await t.createUser({ email: 'race.a@example.org' });
    const b = await t.createUser({ email: 'race.b@example.org' });
    const [first, second] = await Promise.all([
      api('PATCH', `/${a.id}`, admin.cookie, { email: 'race.c@example.org' }),
      api('PATCH', `/${b.id}`, admin.cookie, { email: 'RACE.C@example.org' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 422]);
    const refused = first.statusCode === 422 ? first : second;
    expect(refused.json<{ message: unknown }>().message).toEqual([
      { path: 'email', message: 'Email already registered' },
    ]);
  });
});
