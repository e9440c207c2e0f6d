import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, openDatabase, queryRows, type DatabaseHandle } from '../client';
import { migrateDatabase, migrationsFolder } from '../migrate';
import { createScratchDatabase } from '../../testing/server-process';
import { testEngine } from '../../testing/test-db';
import { backupContents, backupToFile } from './backup-files';
import { currentMigrationLevel, restoreDatabase } from './backup-restore';
import { rowCounts, tableContents } from './backup-tables';

/*
 * Round trips in one process. A later migration is simulated (a migrations folder with one more
 * file): a new table with awkward types, a self-reference, a sequence, and an append-only
 * trigger on it (audit_events has its own, from migration 0009). The tools must carry it
 * without knowing about it.
 */

const engine = testEngine();
const work = mkdtempSync(join(tmpdir(), 'lifeline-backup-test-'));
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

const LATER_MIGRATION = `CREATE TABLE "later_things" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "parent_id" bigint REFERENCES "later_things"("id"),
  "user_id" uuid REFERENCES "users"("id"),
  "note" text,
  "details" jsonb,
  "amount" numeric(40, 12),
  "at" timestamp (3) with time zone,
  "tags" text[],
  "blob" bytea,
  "doubled" bigint GENERATED ALWAYS AS ("id" * 2) STORED
);--> statement-breakpoint
CREATE FUNCTION "refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'append-only';
END $$;--> statement-breakpoint
CREATE TRIGGER "later_things_append_only" BEFORE UPDATE OR DELETE ON "later_things"
  FOR EACH ROW EXECUTE FUNCTION "refuse_change"();`;

/** The real migrations plus one more, as a later branch would add. */
function migrationsWithLaterOne(): string {
  const folder = join(work, 'migrations');
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ idx: number; when: number; tag: string }>;
  };
  const last = journal.entries[journal.entries.length - 1];
  const entry = {
    ...last,
    idx: (last?.idx ?? 0) + 1,
    when: (last?.when ?? 0) + 1000,
    tag: '9999_later_things',
  };
  journal.entries.push(entry);
  writeFileSync(journalPath, JSON.stringify(journal));
  writeFileSync(join(folder, `${entry.tag}.sql`), LATER_MIGRATION);
  return folder;
}

let emptyPglite: Promise<Blob> | undefined;

/** A new, empty database of the engine under test. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  if (engine === 'pglite') {
    // initdb takes seconds: it runs once, and each empty database loads a copy of its result.
    emptyPglite ??= createPglite(null).then(async (client) => {
      const dump = await client.dumpDataDir('none');
      await client.close();
      return dump;
    });
    const handle = await openDatabase({
      engine: 'pglite',
      dataDir: null,
      loadDataDir: await emptyPglite,
    });
    cleanups.push(() => handle.close());
    return handle;
  }
  const scratch = await createScratchDatabase('datasafe_unit');
  const handle = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 2 });
  cleanups.push(async () => {
    await handle.close();
    await scratch.drop();
  });
  return handle;
}

let folder: string;
let source: DatabaseHandle;
let file: string;

beforeAll(async () => {
  folder = migrationsWithLaterOne();
  source = await emptyDatabase();
  await migrateDatabase(source, folder);
  const { db } = source;
  await db.execute(sql`insert into users (id, first_name, last_name, email, password_hash, role, created_at, updated_at)
    values ('00000000-0000-4000-8000-000000000001', 'Ada', 'Zoë 🚑', 'ada@example.org', 'x', 'ADMIN', now(), now())`);
  await db.execute(sql`insert into later_things (parent_id, user_id, note, details, amount, at, tags, blob) values
    (null, '00000000-0000-4000-8000-000000000001', 'first', '{"deep":{"list":[1,2.5,"x",null,true]},"n":12345678901234567890}',
     123456789012345678901234567.123456789012, '2026-11-24T10:11:12.345Z', array['a','b"c',null], '\\x00ff10'::bytea),
    (1, null, e'line\\nbreak\\ttab "quoted" \\\\ back', '[]', -0.000000000001, null, '{}', null),
    (2, null, null, null, null, '1999-12-31T23:59:59.999Z', null, ''::bytea)`);
  // More rows than one page of the dump (2,000), read in ctid order.
  await db.execute(
    sql`insert into later_things (note, amount) select 'bulk ' || g, g / 7.0 from generate_series(1, 2500) g`,
  );
  await db.execute(sql`insert into patients (id, created_at, updated_at, created_by_id, updated_by_id)
    values ('00000000-0000-4000-8000-0000000000aa', now(), now(), '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001')`);
  await db.execute(
    sql`insert into audit_events (created_at, action, details) values (now(), 'test.event', '{"a":1}')`,
  );
  file = join(work, 'source.jsonl.gz');
  await backupToFile(source, file);
}, 60_000);

describe(`backup and restore (${engine})`, () => {
  it('gives a fresh database exactly the same rows, sequences and working triggers', async () => {
    const target = await emptyDatabase();
    const summary = await restoreDatabase(target, file, { migrationsFolder: folder });
    expect(summary.rows.later_things).toBe(2503);
    expect(await tableContents(target.db)).toEqual(await tableContents(source.db));
    expect(await tableContents(target.db)).toEqual(await backupContents(file));

    // The trigger-kept counter came back as it was, and its triggers count again.
    const [count] = await queryRows<{ total: number }>(
      target.db,
      sql`select total::int as total from patient_count`,
    );
    expect(count?.total).toBe(1);
    // The sequence continues after the restored ids; the generated column is computed again.
    const [next] = await queryRows<{ id: number; doubled: number }>(
      target.db,
      sql`insert into later_things (note) values ('after') returning id::int as id, doubled::int as doubled`,
    );
    expect(next).toEqual({ id: 2504, doubled: 5008 });
    // The append-only guard is on again.
    await expect(target.db.execute(sql`delete from audit_events`)).rejects.toThrow();
  });

  it('refuses a database that is not empty, and replaces it with --force', async () => {
    const target = await emptyDatabase();
    await restoreDatabase(target, file, { migrationsFolder: folder });
    await target.db.execute(sql`insert into later_things (note) values ('extra')`);
    await expect(restoreDatabase(target, file, { migrationsFolder: folder })).rejects.toThrow(
      /not empty .* --force/,
    );
    await restoreDatabase(target, file, { migrationsFolder: folder, force: true });
    expect(await tableContents(target.db)).toEqual(await backupContents(file));
  });

  it('refuses an incomplete file and a backup from a newer version', async () => {
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const cut = join(work, 'cut.jsonl.gz');
    writeFileSync(cut, gzipSync(lines.slice(0, -1).join('\n')));
    const target = await emptyDatabase();
    await expect(restoreDatabase(target, cut, { migrationsFolder: folder })).rejects.toThrow(
      /incomplete/,
    );
    // The real migrations lack the later one: this version cannot read that backup.
    await expect(restoreDatabase(target, file)).rejects.toThrow(/migration level/);
    expect(await rowCounts(target.db)).toEqual({});
  });

  it('loads a backup from an older version at its level, then migrates it forward', async () => {
    const older = await emptyDatabase();
    await migrateDatabase(older);
    await older.db.execute(
      sql`insert into audit_events (created_at, action) values (now(), 'old')`,
    );
    const oldFile = join(work, 'older.jsonl.gz');
    const taken = await backupToFile(older, oldFile);
    expect(taken.header.migrations).toEqual(await currentMigrationLevel());

    const target = await emptyDatabase();
    await restoreDatabase(target, oldFile, { migrationsFolder: folder });
    const counts = await rowCounts(target.db);
    expect(counts.audit_events).toBe(1);
    expect(counts.later_things).toBe(0);
  });
});
