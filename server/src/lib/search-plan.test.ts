import { sql, type SQLWrapper } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client';
import { explainPlan } from '../db/explain';
import {
  catalogCountQuery,
  catalogListWhere,
  catalogRowsQuery,
} from '../modules/catalogs/catalogs.service';
import { seedShippedCatalogs } from '../modules/catalogs/catalogs.seed';
import { hospitals } from '../modules/hospitals/hospitals.table';
import {
  hospitalCountQuery,
  hospitalListWhere,
  hospitalRowsQuery,
} from '../modules/hospitals/hospitals.service';
import { physicians } from '../modules/physicians/physicians.table';
import {
  physicianCountQuery,
  physicianListWhere,
  physicianRowsQuery,
} from '../modules/physicians/physicians.service';
import { registerCleanup } from '../testing/cleanup';
import { realisticHospitalNames, realisticPhysicianNames } from '../testing/realistic-names';
import { createTestDatabase, testEngine } from '../testing/test-db';
import { pageWindow } from './pagination';

let db: Database;

beforeAll(async () => {
  const database = await createTestDatabase();
  registerCleanup(() => database.destroy());
  db = database.handle.db;
  const names = realisticHospitalNames(2000);
  for (let i = 0; i < names.length; i += 1000)
    await db.insert(hospitals).values(names.slice(i, i + 1000).map((name) => ({ name })));
  const people = realisticPhysicianNames(2000);
  for (let i = 0; i < people.length; i += 1000)
    await db.insert(physicians).values(people.slice(i, i + 1000));
  await seedShippedCatalogs(db);
  await db.execute(sql`analyze`);
});

/**
 * The plan of a statement exactly as the service builds it. At test size a sequential scan (or
 * walking the sort index with a filter, for a page) is cheapest, so both are switched off for
 * this transaction: what is left is whether the trigram index can answer the predicate at all,
 * which it cannot when the SQL does not match the index expression (e.g. `name ILIKE …`).
 * The benchmark (bench/search.bench.ts) prints the plans chosen freely at 10,000 rows.
 */
const plan = (query: SQLWrapper) =>
  explainPlan(db, query, { disable: ['enable_seqscan', 'enable_indexscan'] });

const window = pageWindow({});
const bitmapScansOn = (text: string) =>
  [...text.matchAll(/Bitmap Index Scan on (\w+)/g)].map((match) => match[1]).sort();

describe(`search plans on ${testEngine()}`, () => {
  it('has pg_trgm loaded', async () => {
    const rows = await queryRows<{ similarity: number }>(
      db,
      sql`select similarity('hospital', 'hospitals') as similarity`,
    );
    expect(rows[0]?.similarity).toBeGreaterThan(0.5);
  });

  it('answers the hospital search from the name trigram index', async () => {
    const where = hospitalListWhere({ term: 'Valley Med' });
    expect(bitmapScansOn(await plan(hospitalCountQuery(db, where)))).toEqual([
      'hospitals_name_trgm_idx',
    ]);
    expect(bitmapScansOn(await plan(hospitalRowsQuery(db, where, window)))).toEqual([
      'hospitals_name_trgm_idx',
    ]);
  });

  it('answers a one-word physician search from the three name indexes', async () => {
    const where = physicianListWhere({ term: 'okaf' });
    const expected = [
      'physicians_first_name_trgm_idx',
      'physicians_last_name_trgm_idx',
      'physicians_middle_name_trgm_idx',
    ];
    expect(bitmapScansOn(await plan(physicianCountQuery(db, where)))).toEqual(expected);
    expect(bitmapScansOn(await plan(physicianRowsQuery(db, where, window)))).toEqual(expected);
  });

  it('answers a two-word physician search from a name index', async () => {
    const where = physicianListWhere({ term: 'priya okafor' });
    const used = bitmapScansOn(await plan(physicianRowsQuery(db, where, window)));
    expect(used.length).toBeGreaterThan(0);
    for (const index of used)
      expect(['physicians_first_name_trgm_idx', 'physicians_last_name_trgm_idx']).toContain(index);
  });

  it('answers a catalog search from its trigram index', async () => {
    const where = catalogListWhere('conditions', 'asthm');
    expect(bitmapScansOn(await plan(catalogCountQuery(db, 'conditions', where)))).toEqual([
      'conditions_name_trgm_idx',
    ]);
    expect(bitmapScansOn(await plan(catalogRowsQuery(db, 'conditions', where, window)))).toEqual([
      'conditions_name_trgm_idx',
    ]);
  });

  it('answers a medication search from the name and alternative-name trigram indexes', async () => {
    const where = catalogListWhere('medications', 'pril');
    const expected = ['medications_alt_names_trgm_idx', 'medications_name_trgm_idx'];
    expect(bitmapScansOn(await plan(catalogCountQuery(db, 'medications', where)))).toEqual(
      expected,
    );
    expect(bitmapScansOn(await plan(catalogRowsQuery(db, 'medications', where, window)))).toEqual(
      expected,
    );
  });
});
