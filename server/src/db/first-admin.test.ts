import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isActiveUser } from '@contract/users';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-db';
import { registerCleanup } from '../testing/cleanup';
import { users } from '../modules/users/users.table';
import { verifyPassword } from '../lib/password';
import { DEMO_PASSWORD, demoUsers, seedDemoUsers } from './demo-users';
import { ensureFirstAdmin } from './first-admin';
import type { Database } from './client';

async function freshDb(): Promise<Database> {
  const database = await createTestDatabase();
  registerCleanup(() => database.destroy());
  return database.handle.db;
}

describe('ensureFirstAdmin', () => {
  it('creates a verified, approved Admin User with a generated strong password, once', async () => {
    const db = await freshDb();
    const result = await ensureFirstAdmin(db, {
      adminEmail: 'admin@lifeline.local',
      adminPassword: null,
    });
    if (!result.created || !result.password) throw new Error('expected a generated password');
    expect(result.email).toBe('admin@lifeline.local');
    expect(result.password).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);

    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@lifeline.local'));
    expect(admin).toMatchObject({ firstName: 'Admin', lastName: 'User', role: 'ADMIN' });
    expect(admin && isActiveUser(admin)).toBe(true);
    expect(admin?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(admin?.passwordHash ?? '', result.password)).toBe(true);

    expect(
      await ensureFirstAdmin(db, { adminEmail: 'other@lifeline.local', adminPassword: null }),
    ).toEqual({
      created: false,
    });
    expect(await db.select().from(users)).toHaveLength(1);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD, and returns no password to print', async () => {
    const db = await freshDb();
    const result = await ensureFirstAdmin(db, {
      adminEmail: 'chief@example.org',
      adminPassword: 'Chief-pass-1',
    });
    expect(result).toEqual({ created: true, email: 'chief@example.org', password: null });
    const [admin] = await db.select().from(users);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'Chief-pass-1')).toBe(true);
  });

  it('refuses to start when ADMIN_EMAIL belongs to a non-admin and no admin exists', async () => {
    const t = await createTestApp();
    await t.createUser({ email: 'taken@example.org', role: 'STAFF' });
    await expect(
      ensureFirstAdmin(t.db, { adminEmail: 'TAKEN@example.org', adminPassword: null }),
    ).rejects.toThrow(/^ADMIN_EMAIL: /);
  });
});

describe('seedDemoUsers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('adds one active account per role, idempotently, that can sign in', async () => {
    expect(await seedDemoUsers(t.db)).toEqual(demoUsers.map((u) => u.email));
    expect(await seedDemoUsers(t.db)).toEqual([]);
    const rows = await t.db.select().from(users);
    expect(rows.map((r) => r.role).sort()).toEqual([
      'ADMIN',
      'FIRST_RESPONDER',
      'STAFF',
      'VOLUNTEER',
    ]);
    expect(rows.every((row) => isActiveUser(row))).toBe(true);

    const cookie = await t.login('first.responder@example.org', DEMO_PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie } });
    expect(me.json()).toMatchObject({
      firstName: 'Fiona',
      lastName: 'Responder',
      role: 'FIRST_RESPONDER',
    });
  });
});
