import { randomUUID } from 'node:crypto';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { explainPlan, scansIn } from '../../db/explain';
import { pageWindow } from '../../lib/pagination';
import { registerCleanup } from '../../testing/cleanup';
import { realisticPhysicianNames } from '../../testing/realistic-names';
import { createTestDatabase, testEngine } from '../../testing/test-db';
import { users } from '../users/users.table';
import { patientCountQuery, patientMatchesQuery, patientRowsQuery } from './patients.service';
import { patientListMatch, patientListWhere } from './patients.search';
import { patientNames, patients } from './patients.table';

/**
 * The patient list's searches are answered by indexes on both engines: names (PHI on) by the
 * trigram indexes, an id prefix (PHI on or off) by a range on the primary key, and the first
 * unfiltered page by walking the list-order index. A one-word name search finds its names in
 * patient_names's trigram index and reads the patients bearing them index-only (patientListMatch). As in lib/search-plan.test.ts, the scans a
 * small table would rather use are switched off, so what remains shows whether the index can
 * answer the predicate at all. A search's page is `patientMatchesQuery` (then joined by primary
 * key to its 25 rows). bench/patients-list.bench.ts times them at 1,000,000 rows.
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
  // VACUUM sets the visibility map, as autovacuum does on a live table: index-only scans count on it.
  await db.execute(sql`vacuum analyze`);
});

const window = pageWindow({});
const searchWhere = (term: string, collectPhi: boolean) => {
  const where = patientListWhere({ term }, collectPhi);
  if (!where) throw new Error('a search has a condition');
  return [where];
};
const searchMatch = (term: string, collectPhi: boolean) => {
  const match = patientListMatch({ term }, collectPhi);
  if (!match) throw new Error('a search has a condition');
  return match;
};
const forcedIndexPlan = (query: SQLWrapper) =>
  explainPlan(db, query, { disable: ['enable_seqscan', 'enable_indexscan'] });
const bitmapScansOn = (text: string) =>
  [...text.matchAll(/Bitmap Index Scan on (\w+)/g)].map((match) => match[1]).sort();

describe(`patient list plans on ${testEngine()}`, () => {
  it('counts and pages a one-word search index-only on the name keys, not row by row', async () => {
    const match = searchMatch('okafor', true);
    for (const query of [patientCountQuery(db, match), patientMatchesQuery(db, match, window)]) {
      const plan = await explainPlan(db, query, {
        disable: ['enable_seqscan', 'enable_bitmapscan'],
      });
      expect(plan).toMatch(/Index Only Scan using patients_first_name_key_idx/);
      expect(plan).toMatch(/Index Only Scan using patients_last_name_key_idx/);
      expect(plan).not.toMatch(/Heap Scan on patients |Seq Scan on patients /);
    }
  });

  it('finds the names containing the word from their trigram index', async () => {
    const match = searchMatch('okafor', true);
    for (const query of [patientCountQuery(db, match), patientMatchesQuery(db, match, window)]) {
      const plan = await explainPlan(db, query, { disable: ['enable_seqscan'] });
      expect(bitmapScansOn(plan)).toContain('patient_names_trgm_idx');
    }
  });

  it('adds the primary key when the word could also start an id', async () => {
    const match = searchMatch('Dee', true);
    const plan = await explainPlan(db, patientMatchesQuery(db, match, window), {
      disable: ['enable_seqscan', 'enable_bitmapscan'],
    });
    expect(scansIn(plan)).toContain('Index Scan using patients_pkey');
  });

  it('matches exactly the rows the contains condition does, names changed since included', async () => {
    const [someone] = await db.select().from(patients).limit(1);
    await db
      .update(patients)
      .set({ lastName: 'Zwölfer-Okafor' })
      .where(eq(patients.id, someone?.id ?? ''));
    const counted = async (match: ReturnType<typeof searchMatch>) => {
      const [row] = await patientCountQuery(db, match);
      return row?.total;
    };
    for (const term of ['okafor', 'OKA', 'zwölf', 'an', 'e', 'x%', 'quillfeather']) {
      const expected = await counted(searchWhere(term, true));
      expect(await counted(searchMatch(term, true)), term).toBe(expected);
    }
    expect(await counted(searchMatch('zwölfer', true))).toBe(1);
  });

  it('keeps patient_names to the names patients bear: a deleted or renamed one goes', async () => {
    const names = async () =>
      (await db.select().from(patientNames))
        .map((row) => row.name)
        .filter((name) => name.startsWith('qx'));
    const [author] = await db.select({ id: users.id }).from(users).limit(1);
    const at = new Date('2025-03-11T12:00:00.000Z');
    const stamp = {
      createdAt: at,
      updatedAt: at,
      createdById: author?.id ?? '',
      updatedById: author?.id ?? '',
    };
    const [kept, gone] = [randomUUID(), randomUUID()];
    await db.insert(patients).values([
      { id: kept, firstName: 'Qxshared', lastName: 'Qxkeptname', ...stamp },
      { id: gone, firstName: 'Qxshared', lastName: 'Qxgonename', ...stamp },
    ]);
    expect((await names()).sort()).toEqual(['qxgonename', 'qxkeptname', 'qxshared']);
    await db.update(patients).set({ lastName: 'Qxrenamed' }).where(eq(patients.id, kept));
    await db
      .update(patients)
      .set({ updatedAt: new Date('2025-03-12T12:00:00.000Z') })
      .where(eq(patients.id, gone));
    expect((await names()).sort()).toEqual(['qxgonename', 'qxrenamed', 'qxshared']);
    await db.delete(patients).where(eq(patients.id, gone));
    // 'qxshared' is still borne by the other patient.
    expect((await names()).sort()).toEqual(['qxrenamed', 'qxshared']);
    await db.delete(patients).where(eq(patients.id, kept));
    expect(await names()).toEqual([]);
  });

  it('answers a two-word search from a name index', async () => {
    const where = searchMatch('priya okafor', true);
    const used = bitmapScansOn(await forcedIndexPlan(patientMatchesQuery(db, where, window)));
    expect(used.length).toBeGreaterThan(0);
    for (const index of used)
      expect(['patients_first_name_trgm_idx', 'patients_last_name_trgm_idx']).toContain(index);
  });

  it('answers an id prefix (PHI off) from the primary key', async () => {
    const where = searchMatch('3F2A', false);
    expect(bitmapScansOn(await forcedIndexPlan(patientCountQuery(db, where)))).toEqual([
      'patients_pkey',
    ]);
    expect(bitmapScansOn(await forcedIndexPlan(patientMatchesQuery(db, where, window)))).toEqual([
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
