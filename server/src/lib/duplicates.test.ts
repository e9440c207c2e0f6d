import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { hospitals } from '../modules/hospitals/hospitals.table';
import { registerCleanup } from '../testing/cleanup';
import { insertHospital } from '../testing/reference-data';
import { createTestDatabase } from '../testing/test-db';
import { assertNoDuplicate, findSharedFields, type DuplicateRule } from './duplicates';

/** A rule over the hospitals table; the helper knows nothing of hospitals. */
const rule: DuplicateRule<'name' | 'phone' | 'email'> = {
  table: hospitals,
  id: hospitals.id,
  createdAt: hospitals.createdAt,
  fields: [
    { key: 'name', column: hospitals.name, ignoreCase: true },
    { key: 'phone', column: hospitals.phone },
    { key: 'email', column: hospitals.email, ignoreCase: true },
  ],
};

let db: Database;
let oldest: { id: string };
let newer: { id: string };

beforeAll(async () => {
  const database = await createTestDatabase();
  registerCleanup(() => database.destroy());
  db = database.handle.db;
  oldest = await insertHospital(db, {
    name: 'Mercy General',
    phone: '(415) 555-0100',
    email: 'desk@mercy.example',
    createdAt: new Date('2025-01-01T00:00:00.000Z'),
  });
  newer = await insertHospital(db, {
    name: 'Bay Clinic',
    phone: '(415) 555-0100',
    email: 'front@bay.example',
    createdAt: new Date('2025-02-01T00:00:00.000Z'),
  });
});

describe('findSharedFields', () => {
  it('returns null when no submitted value matches, or nothing is submitted', async () => {
    expect(await findSharedFields(db, rule, { name: 'Elsewhere', phone: '(415) 555-0199' })).toBe(
      null,
    );
    expect(await findSharedFields(db, rule, {})).toBe(null);
  });

  it('ignores null and empty values', async () => {
    expect(await findSharedFields(db, rule, { name: '', phone: null, email: undefined })).toBe(
      null,
    );
  });

  it('compares case-insensitively only the fields that say so', async () => {
    expect(await findSharedFields(db, rule, { name: 'MERCY general' })).toBe('name MERCY general');
    expect(await findSharedFields(db, rule, { email: 'DESK@mercy.example' })).toBe(
      'email DESK@mercy.example',
    );
  });

  it("names every field shared with the oldest matching row, in the rule's order", async () => {
    const shared = await findSharedFields(db, rule, {
      email: 'desk@mercy.example',
      phone: '(415) 555-0100',
      name: 'Bay Clinic',
    });
    // Both rows match (phone; name or e-mail): the oldest wins, and only its fields are named.
    expect(shared).toBe('phone (415) 555-0100 and email desk@mercy.example');
  });

  it('leaves out the row being updated', async () => {
    expect(await findSharedFields(db, rule, { name: 'Mercy General' }, oldest.id)).toBe(null);
    expect(await findSharedFields(db, rule, { phone: '(415) 555-0100' }, oldest.id)).toBe(
      'phone (415) 555-0100',
    );
    expect(
      await findSharedFields(db, rule, { phone: '(415) 555-0100', name: 'Bay Clinic' }, newer.id),
    ).toBe('phone (415) 555-0100');
  });
});

describe('assertNoDuplicate', () => {
  const duplicate = (shared: string) => new Error(`taken: ${shared}`);

  it("throws the caller's error with the shared fields, unless the match is the row itself", async () => {
    await expect(assertNoDuplicate(db, rule, { name: 'mercy GENERAL' }, duplicate)).rejects.toThrow(
      'taken: name mercy GENERAL',
    );
    await expect(
      assertNoDuplicate(db, rule, { name: 'Mercy General' }, duplicate, oldest.id),
    ).resolves.toBeUndefined();
    await expect(
      assertNoDuplicate(db, rule, { name: 'Nowhere' }, duplicate),
    ).resolves.toBeUndefined();
  });
});
