import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../lib/unique-violation';
import { users } from '../modules/users/users.table';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import { migrateDatabase, migrationsFolder } from './migrate';

/*
 * Migration 0013 settles licence numbers that accounts already share, so that 0014's unique
 * index can be built on a real database. The database is brought to 0012, given duplicates as
 * sign-ups that raced could leave them, and then migrated to the end.
 */

/** The committed migrations up to, not including, `firstLeftOut` (e.g. 13). */
function migrationsBefore(firstLeftOut: number): string {
  const folder = join(mkdtempSync(join(tmpdir(), 'lifeline-migrations-')), 'migrations');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx < firstLeftOut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const licenceData = (licenseNumber: string) => ({
  name: 'Dup, Dee',
  licenseType: 'EMT',
  status: 'Active',
  licenseNumber,
});

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ engine: 'pglite', dataDir: null });
  await migrateDatabase(handle, migrationsBefore(13));
});

afterAll(() => handle.close());

interface OldUser {
  licenseNumber?: string;
  licenseData?: ReturnType<typeof licenceData>;
  approvedAt?: Date;
  emailVerifiedAt?: Date;
  rejectedAt?: Date;
  createdAt?: Date;
}

/*
 * A user as the schema at 0012 holds one: written by its columns, not through today's table
 * object, whose later columns (e.g. the security stamps) the old schema does not have yet.
 */
async function insertUser(name: string, values: OldUser) {
  const at = (date: Date | undefined) => date?.toISOString() ?? null;
  const [row] = await queryRows<{ id: string }>(
    handle.db,
    sql`insert into users (first_name, last_name, email, password_hash, role, license_number,
      license_data, approved_at, email_verified_at, rejected_at, created_at)
    values (${name}, 'Dup', ${`${name}@example.org`}, 'x', 'FIRST_RESPONDER',
      ${values.licenseNumber ?? null},
      ${values.licenseData ? JSON.stringify(values.licenseData) : null}::jsonb,
      ${at(values.approvedAt)}::timestamptz, ${at(values.emailVerifiedAt)}::timestamptz,
      ${at(values.rejectedAt)}::timestamptz, coalesce(${at(values.createdAt)}::timestamptz, now()))
    returning id`,
  );
  if (!row) throw new Error('no user');
  return row;
}

describe('migrations 0013 and 0014: one account per licence', () => {
  it('keep the number on the account in best standing and build the unique index', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const pending = await insertUser('pending', {
      licenseNumber: ' p1 ',
      licenseData: licenceData('P1'),
      createdAt: day(1),
    });
    const active = await insertUser('active', {
      licenseNumber: 'P1',
      licenseData: licenceData('P1'),
      approvedAt: day(3),
      emailVerifiedAt: day(3),
      createdAt: day(2),
    });
    const rejected = await insertUser('rejected', {
      licenseNumber: 'P1',
      rejectedAt: day(4),
      createdAt: day(0),
    });
    const alone = await insertUser('alone', { licenseNumber: 'P2', createdAt: day(5) });

    await migrateDatabase(handle);

    const after = new Map((await handle.db.select().from(users)).map((row) => [row.id, row]));
    expect(after.get(active.id)?.licenseNumber).toBe('P1');
    expect(after.get(pending.id)).toMatchObject({
      licenseNumber: null,
      licenseData: licenceData('P1'),
    });
    expect(after.get(rejected.id)?.licenseNumber).toBeNull();
    expect(after.get(alone.id)?.licenseNumber).toBe('P2');
    const again = insertUser('again', { licenseNumber: 'p2 ' });
    await expect(again).rejects.toSatisfy(isUniqueViolation);
  });
});
