import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { users } from '../modules/users/users.table';
import { inSnapshot, queryRows } from './client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('the database', () => {
  it('has pg_trgm for the trigram indexes of later migrations', async () => {
    const rows = await queryRows<{ score: number }>(
      t.db,
      sql`select similarity('hospital', 'hospitol') as score`,
    );
    expect(Number(rows[0]?.score)).toBeGreaterThan(0.3);
  });

  it('keeps e-mails unique case-insensitively', async () => {
    await t.createUser({ email: 'Unique@Example.org' });
    await expect(t.createUser({ email: 'unique@example.ORG' })).rejects.toThrow();
  });

  it('reads a count and rows from one snapshot', async () => {
    await t.createUser();
    const { total, rows } = await inSnapshot(t.db, async (tx) => {
      const [counted] = await tx.select({ total: count() }).from(users);
      return { total: counted?.total ?? 0, rows: await tx.select({ id: users.id }).from(users) };
    });
    expect(total).toBe(rows.length);
    expect(total).toBeGreaterThan(0);
  });
});
