import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import { keepPlan } from './kept-plans';
import { migrateDatabase } from './migrate';
import { PgliteThread } from './pglite-thread';

/** The error a promise rejects with, followed through Drizzle's wrapper to the database's. */
async function databaseErrorOf(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await promise;
  } catch (error) {
    let current: unknown = error;
    while (current && typeof current === 'object' && !('code' in current) && 'cause' in current)
      current = current.cause;
    return current as Record<string, unknown>;
  }
  throw new Error('expected the statement to fail');
}

describe('PGlite in a worker thread, under Drizzle', () => {
  let handle: DatabaseHandle;
  const names = async () =>
    (await queryRows<{ name: string }>(handle.db, sql`select name from items order by name`)).map(
      (row) => row.name,
    );

  beforeAll(async () => {
    handle = await openDatabase({ engine: 'pglite', dataDir: null, thread: true });
    await handle.db.execute(sql`create table items (name text primary key, made date)`);
    await handle.db.execute(sql`
      create function refuse() returns trigger language plpgsql as $$
      begin raise exception 'items are kept: % refused', tg_op using errcode = 'P0001'; end $$`);
    await handle.db.execute(
      sql`create trigger items_kept before delete on items for each row execute function refuse()`,
    );
  });
  afterAll(() => handle.close());

  it('commits a transaction and keeps dates as PostgreSQL text for Drizzle', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items values ('a', '2024-02-29')`);
      await tx.execute(sql`insert into items values ('b', null)`);
    });
    expect(await names()).toEqual(['a', 'b']);
    const rows = await queryRows<{ made: unknown }>(
      handle.db,
      sql`select made from items where name = 'a'`,
    );
    expect(rows).toEqual([{ made: '2024-02-29' }]);
  });

  it('rolls a transaction back when it throws, and a nested one back to its savepoint', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into items values ('c', null)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into items values ('d', null)`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`insert into items values ('e', null)`);
          inner.rollback();
        }),
      ).rejects.toThrow();
    });
    expect(await names()).toEqual(['a', 'b', 'd']);
  });

  it('keeps other statements out of a transaction until it ends', async () => {
    let outside: Promise<unknown> | undefined;
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into items values ('f', null)`);
        // Issued while the transaction holds the connection: it must not join it.
        outside = handle.db.execute(sql`insert into items values ('g', null)`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.execute(sql`select 1`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await outside;
    expect(await names()).toEqual(['a', 'b', 'd', 'g']);
  });

  it('hands back PostgreSQL errors with their code and fields', async () => {
    const duplicate = await databaseErrorOf(handle.db.execute(sql`insert into items values ('a')`));
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'items_pkey', table: 'items' });
    const refused = await databaseErrorOf(handle.db.execute(sql`delete from items`));
    expect(refused).toMatchObject({ code: 'P0001', message: 'items are kept: DELETE refused' });
    // A failed statement inside a transaction rolls the whole transaction back.
    const inside = await databaseErrorOf(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into items values ('h', null)`);
        await tx.execute(sql`insert into items values ('a', null)`);
      }),
    );
    expect(inside).toMatchObject({ code: '23505' });
    expect(await names()).toEqual(['a', 'b', 'd', 'g']);
  });

  it('runs kept plans on the thread', async () => {
    const lookup = keepPlan(
      handle.db,
      handle.db
        .select({ name: sql<string>`name` })
        .from(sql`items`)
        .where(sql`name = ${sql.placeholder('name')}`)
        .prepare('lookup'),
    );
    // Two statements are under way at once on the thread: they must share one prepared plan.
    const found = await Promise.all(['a', 'd', "it's"].map((name) => lookup.execute({ name })));
    expect(found).toEqual([[{ name: 'a' }], [{ name: 'd' }], []]);
    for (const name of ['a', 'd']) expect(await lookup.execute({ name })).toEqual([{ name }]);
    const prepared = await queryRows<{ runs: number }>(
      handle.db,
      sql`select (generic_plans + custom_plans)::int as runs from pg_prepared_statements`,
    );
    expect(prepared).toEqual([{ runs: 5 }]);
  });
});

describe('PGlite in a worker thread, on a data folder', () => {
  const folder = mkdtempSync(join(tmpdir(), 'lifeline-pglite-thread-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('migrates, keeps the audit trail append-only, and keeps data across a reopen', async () => {
    const first = await openDatabase({ engine: 'pglite', dataDir: folder, thread: true });
    try {
      await migrateDatabase(first);
      await first.db.execute(
        sql`insert into audit_events (created_at, action, target_type) values (now(), 'test.thread', 'test')`,
      );
      const refused = await databaseErrorOf(first.db.execute(sql`delete from audit_events`));
      expect(refused.message).toMatch(/append-only/);
    } finally {
      await first.close();
    }
    const second = await openDatabase({ engine: 'pglite', dataDir: folder, thread: true });
    try {
      const rows = await queryRows<{ action: string }>(
        second.db,
        sql`select action from audit_events where action = 'test.thread'`,
      );
      expect(rows).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe('closing the database thread', () => {
  it('refuses statements once closed, and close can be called twice', async () => {
    const thread = await PgliteThread.create(null);
    const db = thread.asPglite();
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await Promise.all([thread.close(), thread.close()]);
    await expect(db.query('select 1')).rejects.toThrow();
  });

  it('reports a thread that dies while open, and refuses statements after it', async () => {
    const reported: Error[] = [];
    const exitProcess = PgliteThread.onUnexpectedStop;
    PgliteThread.onUnexpectedStop = (error) => reported.push(error);
    try {
      const thread = await PgliteThread.create(null);
      await (thread as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
      await expect(thread.asPglite().query('select 1')).rejects.toThrow();
      expect(reported.map((error) => error.message)).toEqual(['The database thread has stopped.']);
      await thread.close();
      expect(reported).toHaveLength(1);
    } finally {
      PgliteThread.onUnexpectedStop = exitProcess;
    }
  });

  it('lets a process that opened and closed it exit by itself', () => {
    const client = fileURLToPath(new URL('./pglite-thread.ts', import.meta.url));
    const script = `
      import { PgliteThread } from ${JSON.stringify(client)};
      const thread = await PgliteThread.create(null);
      await thread.asPglite().query('select 1');
      await thread.close();
      console.log('closed');`;
    const folder = mkdtempSync(join(tmpdir(), 'lifeline-thread-exit-'));
    const file = join(folder, 'open-and-close.mts');
    writeFileSync(file, script);
    const child = spawnSync(process.execPath, ['--import', 'tsx', file], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    rmSync(folder, { recursive: true, force: true });
    expect(child.stdout).toContain('closed');
    expect(child.status).toBe(0);
  }, 40_000);
});
