import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { explainPlan, scansIn } from '../../db/explain';
import { pageWindow } from '../../lib/pagination';
import { registerCleanup } from '../../testing/cleanup';
import { createTestDatabase, testEngine } from '../../testing/test-db';
import { patients } from '../patients/patients.table';
import { users } from '../users/users.table';
import { dueCountQuery, dueRowsQuery, dueWhere } from './verification.service';

/**
 * Issue 24: the Due for review list is answered by patients_review_from_idx on both engines: its
 * page walks the index in list order and stops after the page (no sort of every due record),
 * and its count reads the index alone. As in patients.search-plan.test.ts, the scans a small
 * table would rather use are switched off, so what remains shows whether the index can answer.
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
  for (let i = 0; i < 2000; i += 500)
    await db.insert(patients).values(
      Array.from({ length: 500 }, (_, j) => {
        const at = new Date(now.getTime() - ((i + j) % 700) * DAY);
        const verified = (i + j) % 3 === 0;
        return {
          id: randomUUID(),
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
    const where = dueWhere(now, undefined, true);
    const plan = await explainPlan(db, dueRowsQuery(db, where, now, pageWindow({})), {
      disable: ['enable_seqscan', 'enable_bitmapscan'],
    });
    expect(scansIn(plan)).toContain('Index Scan using patients_review_from_idx');
    expect(plan).not.toMatch(/Sort Key/);
  });

  it('counts the due records index-only', async () => {
    const where = dueWhere(now, undefined, true);
    const plan = await explainPlan(db, dueCountQuery(db, where), {
      disable: ['enable_seqscan', 'enable_bitmapscan'],
    });
    expect(plan).toMatch(/Index Only Scan using patients_review_from_idx/);
    expect(plan).not.toMatch(/Seq Scan on patients /);
  });

  it('answers an id-prefix search from an index, never a scan of every patient', async () => {
    const where = dueWhere(now, '3f2a', false);
    const plan = await explainPlan(db, dueCountQuery(db, where), { disable: ['enable_seqscan'] });
    expect(plan).not.toMatch(/Seq Scan on patients /);
  });
});
