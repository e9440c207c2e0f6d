import { randomUUID } from 'node:crypto';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { explainPlan, scansIn } from '../../db/explain';
import { pageWindow } from '../../lib/pagination';
import { registerCleanup } from '../../testing/cleanup';
import { realisticPhysicianNames } from '../../testing/realistic-names';
import { createTestDatabase, testEngine } from '../../testing/test-db';
import { users } from '../users/users.table';
import { patientCountQuery, patientRowsQuery } from './patients.service';
import { patientListWhere } from './patients.search';
import { patients } from './patients.table';

/**
 * The patient list's searches are answered by indexes on both engines: names (PHI on) by the
 * trigram indexes, an id prefix (PHI on or off) by a range on the primary key, and the first
 * unfiltered page by walking the list-order index. As in lib/search-plan.test.ts, the scans a
 * small table would rather use are switched off, so what remains shows whether the index can
 * answer the predicate at all. bench/patients-list.bench.ts times them at 1,000,000 rows.
 */

let db: Database;

beforeAll(async () => {
  const database = await createTestDatabase();
  registerCleanup(() => database.destroy());
  db = database.handle.db;
  const [author] = await db
    .insert(users)
    .values({
      firstName: 'Plan',
      lastName: 'Author',
      email: 'plan.author@test.example',
      passwordHash: 'x',
      role: 'VOLUNTEER',
    })
    .returning();
  const now = new Date('2025-03-10T12:00:00.000Z');
  const people = realisticPhysicianNames(2000, 7);
  for (let i = 0; i < people.length; i += 500)
    await db.insert(patients).values(
      people.slice(i, i + 500).map((person, j) => ({
        id: randomUUID(),
        firstName: person.firstName,
        lastName: person.lastName,
        createdAt: new Date(now.getTime() - (i + j) * 1000),
        updatedAt: new Date(now.getTime() - (i + j) * 1000),
        createdById: author?.id ?? '',
        updatedById: author?.id ?? '',
      })),
    );
  await db.execute(sql`analyze`);
});

const window = pageWindow({});
const forcedIndexPlan = (query: SQLWrapper) =>
  explainPlan(db, query, { disable: ['enable_seqscan', 'enable_indexscan'] });
const bitmapScansOn = (text: string) =>
  [...text.matchAll(/Bitmap Index Scan on (\w+)/g)].map((match) => match[1]).sort();

describe(`patient list plans on ${testEngine()}`, () => {
  it('answers a one-word search from the name indexes', async () => {
    const where = patientListWhere({ term: 'okafor' }, true);
    const expected = ['patients_first_name_trgm_idx', 'patients_last_name_trgm_idx'];
    expect(bitmapScansOn(await forcedIndexPlan(patientCountQuery(db, where)))).toEqual(expected);
    expect(bitmapScansOn(await forcedIndexPlan(patientRowsQuery(db, where, window)))).toEqual(
      expected,
    );
  });

  it('adds the primary key when the word could also start an id', async () => {
    const where = patientListWhere({ term: 'Dee' }, true);
    const expected = [
      'patients_first_name_trgm_idx',
      'patients_last_name_trgm_idx',
      'patients_pkey',
    ];
    expect(bitmapScansOn(await forcedIndexPlan(patientCountQuery(db, where)))).toEqual(expected);
    expect(bitmapScansOn(await forcedIndexPlan(patientRowsQuery(db, where, window)))).toEqual(
      expected,
    );
  });

  it('answers a two-word search from a name index', async () => {
    const where = patientListWhere({ term: 'priya okafor' }, true);
    const used = bitmapScansOn(await forcedIndexPlan(patientRowsQuery(db, where, window)));
    expect(used.length).toBeGreaterThan(0);
    for (const index of used)
      expect(['patients_first_name_trgm_idx', 'patients_last_name_trgm_idx']).toContain(index);
  });

  it('answers an id prefix (PHI off) from the primary key', async () => {
    const where = patientListWhere({ term: '3F2A' }, false);
    expect(bitmapScansOn(await forcedIndexPlan(patientCountQuery(db, where)))).toEqual([
      'patients_pkey',
    ]);
    expect(bitmapScansOn(await forcedIndexPlan(patientRowsQuery(db, where, window)))).toEqual([
      'patients_pkey',
    ]);
  });

  it('walks the list-order index for the first unfiltered page', async () => {
    const plan = await explainPlan(db, patientRowsQuery(db, undefined, window), {
      disable: ['enable_seqscan'],
    });
    expect(scansIn(plan)[0]).toBe('Index Scan using patients_updated_at_idx');
    expect(plan).not.toMatch(/Sort Key/);
  });
});
