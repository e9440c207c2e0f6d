import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { explainPlan, scansIn } from '../../db/explain';
import { pageWindow } from '../../lib/pagination';
import { registerCleanup } from '../../testing/cleanup';
import { realisticPhysicianNames } from '../../testing/realistic-names';
import { createTestDatabase, testEngine } from '../../testing/test-db';
import { patients } from '../patients/patients.table';
import { users } from '../users/users.table';
import { dueCountQuery, dueMatch, dueRowsQuery, listDue } from './verification.service';

/**
 * Issue 24: the Due for review list is answered by patients_review_from_idx on both engines: its
 * page walks the index in list order and stops after the page (no sort of every due record),
 * and its count reads the index alone. A name search reads the covering name indexes (which
 * carry review_from) index-only, as the patient list's search does. As in
 * patients.search-plan.test.ts, the scans a small table would rather use are switched off, so
 * what remains shows whether the index can answer.
 * bench/patients-list.bench.ts times the list at 1,000,000 patients.
 */

let db: Database;
const now = new Date('2025-03-10T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  const database = await createTestDatabase();
  registerCleanup(() => database.destroy());
  db = database.handle.db;
  const [author] = await db
    .insert(users)
    .values({
      firstName: 'Plan',
      lastName: 'Author',
      email: 'due.plan.author@test.example',
      passwordHash: 'x',
      role: 'VOLUNTEER',
    })
    .returning();
  const authorId = author?.id ?? '';
  const people = realisticPhysicianNames(2000, 11);
  for (let i = 0; i < 2000; i += 500)
    await db.insert(patients).values(
      Array.from({ length: 500 }, (_, j) => {
        const at = new Date(now.getTime() - ((i + j) % 700) * DAY);
        const verified = (i + j) % 3 === 0;
        return {
          id: randomUUID(),
          firstName: people[i + j]?.firstName ?? null,
          lastName: people[i + j]?.lastName ?? null,
          createdAt: at,
          updatedAt: at,
          createdById: authorId,
          updatedById: authorId,
          ...(verified
            ? {
                verifiedAt: new Date(at.getTime() + 5 * DAY),
                verifiedBy: authorId,
                verificationNote: 'visit',
              }
            : {}),
        };
      }),
    );
  await db.execute(sql`vacuum analyze`);
});

describe(`Due for review plans on ${testEngine()}`, () => {
  it('walks patients_review_from_idx for a page, in list order, without sorting', async () => {
    const match = dueMatch(now, undefined, true);
    const plan = await explainPlan(db, dueRowsQuery(db, match, now, pageWindow({})), {
      disable: ['enable_seqscan', 'enable_bitmapscan'],
    });
    expect(scansIn(plan)).toContain('Index Scan using patients_review_from_idx');
    expect(plan).not.toMatch(/Sort Key/);
  });

  it('counts the due records index-only', async () => {
    const match = dueMatch(now, undefined, true);
    const plan = await explainPlan(db, dueCountQuery(db, match), {
      disable: ['enable_seqscan', 'enable_bitmapscan'],
    });
    expect(plan).toMatch(/Index Only Scan using patients_review_from_idx/);
    expect(plan).not.toMatch(/Seq Scan on patients /);
  });

  it('answers an id-prefix search from an index, never a scan of every patient', async () => {
    const match = dueMatch(now, '3f2a', false);
    const plan = await explainPlan(db, dueCountQuery(db, match), { disable: ['enable_seqscan'] });
    expect(plan).not.toMatch(/Seq Scan on patients /);
  });

  it('answers a name search from the covering name indexes, without reading a patient row', async () => {
    const match = dueMatch(now, 'garcia', true);
    for (const query of [dueCountQuery(db, match), dueRowsQuery(db, match, now, pageWindow({}))]) {
      const plan = await explainPlan(db, query, {
        disable: ['enable_seqscan', 'enable_bitmapscan'],
      });
      expect(plan).toMatch(/Index Only Scan using patients_first_name_key_idx/);
      expect(plan).toMatch(/Index Only Scan using patients_last_name_key_idx/);
      expect(plan).not.toMatch(/Seq Scan on patients |Heap Scan on patients /);
    }
  });

  it('lists, for a name search, the due records bearing the name, in list order and paged', async () => {
    const [due] = dueMatch(now, undefined, true);
    const dueRows = await db
      .select({
        id: patients.id,
        firstName: patients.firstName,
        lastName: patients.lastName,
        reviewFrom: patients.reviewFrom,
      })
      .from(patients)
      .where(due);
    const expected = dueRows
      .filter((row) =>
        [row.firstName, row.lastName].some((name) => name?.toLowerCase().includes('garcia')),
      )
      .sort((a, b) => a.reviewFrom.getTime() - b.reviewFrom.getTime() || (a.id < b.id ? -1 : 1))
      .map((row) => row.id);
    expect(expected.length).toBeGreaterThan(4);
    const all = await listDue(db, { term: 'garcia', now }, pageWindow({ perPage: 100 }), true);
    expect(all.total).toBe(expected.length);
    expect(all.items.map((item) => item.id)).toEqual(expected);
    const second = await listDue(
      db,
      { term: 'Garcia', now },
      pageWindow({ page: 2, perPage: 2 }),
      true,
    );
    expect(second.total).toBe(expected.length);
    expect(second.items.map((item) => item.id)).toEqual(expected.slice(2, 4));
  });
});
