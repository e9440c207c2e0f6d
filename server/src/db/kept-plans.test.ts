import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import { keepPlan } from './kept-plans';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ engine: 'pglite', dataDir: null });
});
afterAll(() => handle.close());

const preparedNames = async () =>
  (
    await queryRows<{ name: string }>(
      handle.db,
      sql`select name from pg_prepared_statements order by name`,
    )
  ).map((row) => row.name);

describe('keepPlan on embedded PGlite', () => {
  it('prepares a marked statement once and runs it with its parameters as literals', async () => {
    const echo = keepPlan(
      handle.db,
      handle.db
        .select({
          text: sql<string>`${sql.placeholder('text')}::text`,
          number: sql<number>`${sql.placeholder('number')}::int + 1`,
          flag: sql<boolean>`${sql.placeholder('flag')}::boolean`,
          missing: sql<string | null>`${sql.placeholder('missing')}::text`,
        })
        .from(sql`(select 1) as one`)
        .prepare('echo'),
    );
    const tricky = `it's a \\'quote\\' -- and $1; drop table x; ''`;
    for (let i = 0; i < 3; i += 1) {
      expect(await echo.execute({ text: tricky, number: i, flag: true, missing: null })).toEqual([
        { text: tricky, number: i + 1, flag: true, missing: null },
      ]);
    }
    expect(await preparedNames()).toEqual(['kept_plan_1']);
  });

  it('runs the ordinary way what it cannot write as a literal', async () => {
    const stamp = keepPlan(
      handle.db,
      handle.db
        .select({ at: sql<string>`${sql.placeholder('at')}::text` })
        .from(sql`(select 1) as one`)
        .prepare('stamp'),
    );
    // An array: PGlite serializes it itself, as it does for any statement.
    expect(await stamp.execute({ at: ['a', 'b'] })).toHaveLength(1);
    expect(await preparedNames()).toEqual(['kept_plan_1']);
  });

  it('leaves unmarked statements alone', async () => {
    await queryRows(handle.db, sql`select ${'x'}::text as x`);
    expect(await preparedNames()).toEqual(['kept_plan_1']);
  });
});
