import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../testing/test-db';
import { registerCleanup } from '../../testing/cleanup';
import { allergies as shippedAllergies } from './data/allergies';
import { conditions as shippedConditions } from './data/conditions';
import { medications as shippedMedications } from './data/medications';
import { allergies, conditions, medications } from './catalogs.table';
import { seedShippedCatalogs } from './catalogs.seed';

let db: Database;
beforeAll(async () => {
  const database = await createTestDatabase();
  registerCleanup(() => database.destroy());
  db = database.handle.db;
});

const counts = async () => {
  const count = async (table: typeof allergies | typeof medications | typeof conditions) => {
    const [row] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(table);
    return row?.n ?? 0;
  };
  return {
    allergies: await count(allergies),
    medications: await count(medications),
    conditions: await count(conditions),
  };
};

describe('seedShippedCatalogs', () => {
  it('loads every shipped entry into a fresh database, with no author', async () => {
    const result = await seedShippedCatalogs(db);
    expect(result).toEqual({
      ran: true,
      inserted: {
        allergies: shippedAllergies.length,
        medications: shippedMedications.length,
        conditions: shippedConditions.length,
      },
    });
    expect(await counts()).toEqual(result.inserted);
    expect(shippedMedications.length).toBeGreaterThanOrEqual(300);
    expect(shippedAllergies.length).toBeGreaterThanOrEqual(80);
    expect(shippedConditions.length).toBeGreaterThanOrEqual(150);
    const [warfarin] = await db.select().from(medications).where(eq(medications.name, 'warfarin'));
    expect(warfarin).toMatchObject({ createdById: null, updatedById: null });
  });

  it('changes nothing when run again, whether skipped or forced', async () => {
    const before = await counts();
    expect(await seedShippedCatalogs(db)).toMatchObject({ ran: false });
    const forced = await seedShippedCatalogs(db, { force: true });
    expect(forced).toEqual({
      ran: true,
      inserted: { allergies: 0, medications: 0, conditions: 0 },
    });
    expect(await counts()).toEqual(before);
  });

  it('does not bring back an entry a user deleted, until forced', async () => {
    const before = await counts();
    await db.delete(conditions).where(eq(conditions.name, 'Asthma'));
    await seedShippedCatalogs(db);
    expect((await counts()).conditions).toBe(before.conditions - 1);
    await seedShippedCatalogs(db, { force: true });
    expect((await counts()).conditions).toBe(before.conditions);
  });
});
