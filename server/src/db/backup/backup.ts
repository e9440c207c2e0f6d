import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DatabaseHandle, type Queryable } from '../client';
import { migrateDatabase, migrationsFolder } from '../migrate';

/*
 * A logical backup that works the same on PGlite and PostgreSQL: every table of the `public`
 * schema (found in the catalog, so tables added by later migrations are included without a
 * list to keep), read in one REPEATABLE READ transaction, so the file is one snapshot even while
 * the server writes. Each row is PostgreSQL's own JSON of the row (`to_jsonb`), kept as text, so
 * numbers, timestamps and jsonb round-trip exactly. The file is gzip'd JSON lines:
 *   {"header":{format, version, takenAt, engine, migrations:{count, last}}}
 *   {"t":"<table>","r":{...row...}}            one per row
 *   {"sequences":[{"name","value","called"}]}
 *   {"end":{"rows":{"<table>":count,...}}}     a file without it is incomplete
 */

export const BACKUP_FORMAT = 'lifeline-backup';
export const BACKUP_VERSION = 1;

export interface MigrationLevel {
  /** How many migrations have run. */
  count: number;
  /** The journal time (`when`) of the last one; null before any. */
  last: string | null;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  takenAt: string;
  engine: DatabaseHandle['engine'];
  migrations: MigrationLevel;
}

interface SequenceState {
  name: string;
  value: string;
  called: boolean;
}

export interface BackupSummary {
  header: BackupHeader;
  rows: Record<string, number>;
  sequences: SequenceState[];
}

/** A problem the operator can act on (shown without a stack trace). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The application's tables: ordinary tables of `public`, not those an extension owns. */
export async function listTables(db: Queryable): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r'
           and not exists (select 1 from pg_depend d
                            where d.classid = 'pg_class'::regclass and d.objid = c.oid
                              and d.deptype = 'e')
         order by c.relname`,
  );
  return rows.map((row) => row.name);
}

async function listSequences(db: Queryable): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name
          from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'S'
         order by c.relname`,
  );
  return rows.map((row) => row.name);
}

/** The migrations applied to this database, as drizzle's migrator records them. */
export async function migrationLevel(db: Queryable): Promise<MigrationLevel> {
  const [present] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!present?.present) return { count: 0, last: null };
  const [row] = await queryRows<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return { count: Number(row?.count ?? 0), last: row?.last ?? null };
}

const PAGE = 2000;

/** Rows of one table as JSON text, a page at a time in physical order (stable in a snapshot). */
async function* tableRows(tx: Queryable, table: string): AsyncGenerator<string> {
  let after = '(0,0)';
  for (;;) {
    const page = await queryRows<{ k: string; j: string }>(
      tx,
      sql`select t.ctid::text as k, to_jsonb(t)::text as j from ${sql.raw(quoteIdent(table))} t
           where t.ctid > ${after}::tid order by t.ctid limit ${PAGE}`,
    );
    for (const row of page) yield row.j;
    if (page.length < PAGE) return;
    after = page[page.length - 1]?.k ?? after;
  }
}

/** Writes a line, waiting when the stream asks to (unless told to buffer instead). */
async function writeLine(out: Writable, line: string, wait = true): Promise<void> {
  if (!out.write(`${line}\n`) && wait) await new Promise((resolve) => out.once('drain', resolve));
}

/**
 * Writes the whole database, as one snapshot, to `out` (uncompressed JSON lines) and ends it.
 * On PGlite the transaction holds the one connection, so requests wait until it ends.
 */
export async function dumpDatabase(
  db: Database,
  engine: DatabaseHandle['engine'],
  out: Writable,
  options: { now?: Date; buffer?: boolean } = {},
): Promise<BackupSummary> {
  const now = options.now ?? new Date();
  // Buffering keeps a slow reader from holding the transaction (and PGlite's one connection).
  const write = (line: string) => writeLine(out, line, !options.buffer);
  const summary = await db.transaction(
    async (tx) => {
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        takenAt: now.toISOString(),
        engine,
        migrations: await migrationLevel(tx),
      };
      await write(JSON.stringify({ header }));
      const rows: Record<string, number> = {};
      for (const table of await listTables(tx)) {
        rows[table] = 0;
        const prefix = `{"t":${JSON.stringify(table)},"r":`;
        for await (const row of tableRows(tx, table)) {
          await write(`${prefix}${row}}`);
          rows[table] += 1;
        }
      }
      const sequences: SequenceState[] = [];
      for (const name of await listSequences(tx)) {
        const [state] = await queryRows<{ value: string; called: boolean }>(
          tx,
          sql`select last_value::text as value, is_called as called from ${sql.raw(quoteIdent(name))}`,
        );
        if (state) sequences.push({ name, value: state.value, called: state.called });
      }
      await write(JSON.stringify({ sequences }));
      await write(JSON.stringify({ end: { rows } }));
      return { header, rows, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  out.end();
  return summary;
}

/**
 * The dump as plain JSON lines (for the server's control socket: the client compresses, so the
 * busy server spends no thread-pool turns on it), buffered so that a slow reader never holds the
 * transaction.
 */
export function backupStream(
  db: Database,
  engine: DatabaseHandle['engine'],
): { stream: Readable; done: Promise<BackupSummary> } {
  const plain = new PassThrough({ highWaterMark: 1 << 20 });
  const done = dumpDatabase(db, engine, plain, { buffer: true });
  done.catch((error: unknown) => plain.destroy(error as Error));
  return { stream: plain, done };
}

type BackupLine =
  | { header: BackupHeader }
  | { t: string; r: unknown }
  | { sequences: SequenceState[] }
  | { end: { rows: Record<string, number> } };

/** Reads a backup file line by line; the row objects stay as their JSON text. */
async function* readBackupLines(
  file: string,
): AsyncGenerator<
  { kind: 'row'; table: string; json: string } | { kind: 'meta'; line: BackupLine }
> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const text of lines) {
      number += 1;
      if (text === '') continue;
      // Row lines are the bulk: their table is cut out without parsing the row.
      const match = /^\{"t":("(?:[^"\\]|\\.)*"),"r":(.*)\}$/.exec(text);
      if (match?.[1] && match[2]) {
        yield { kind: 'row', table: JSON.parse(match[1]) as string, json: match[2] };
        continue;
      }
      try {
        yield { kind: 'meta', line: JSON.parse(text) as BackupLine };
      } catch {
        throw new BackupError(`${file}: line ${number} is not a backup line`);
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new BackupError(`${file} is not a readable Lifeline backup (${detail})`);
  }
}

/** Reads the whole file and checks it is complete; returns its header and counts. */
export async function verifyBackup(file: string): Promise<BackupSummary> {
  let header: BackupHeader | undefined;
  let sequences: SequenceState[] = [];
  const counted: Record<string, number> = {};
  for await (const item of readBackupLines(file)) {
    if (item.kind === 'row') {
      counted[item.table] = (counted[item.table] ?? 0) + 1;
      continue;
    }
    const line = item.line;
    if ('header' in line) header = line.header;
    else if ('sequences' in line) sequences = line.sequences;
    else if ('end' in line) {
      if (!header || header.format !== BACKUP_FORMAT)
        throw new BackupError(`${file} is not a Lifeline backup`);
      for (const [table, rows] of Object.entries(line.end.rows)) {
        if ((counted[table] ?? 0) !== rows)
          throw new BackupError(
            `${file}: table ${table} has ${counted[table] ?? 0} rows, ${rows} expected`,
          );
      }
      return { header, rows: line.end.rows, sequences };
    }
  }
  throw new BackupError(`${file} is incomplete (no end record): take the backup again`);
}

interface JournalEntry {
  when: number;
  tag: string;
}

async function readJournal(
  folder: string,
): Promise<{ raw: Record<string, unknown>; entries: JournalEntry[] }> {
  const raw = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as Record<
    string,
    unknown
  > & { entries: JournalEntry[] };
  return { raw, entries: raw.entries };
}

/** The migration level this version of Lifeline brings a database to. */
export async function currentMigrationLevel(
  folder: string = migrationsFolder,
): Promise<MigrationLevel> {
  const { entries } = await readJournal(folder);
  const last = entries[entries.length - 1];
  return { count: entries.length, last: last ? String(last.when) : null };
}

/**
 * A folder with the first `count` migrations only, for a backup taken by an older version:
 * its rows are loaded at its own level and the remaining migrations run afterwards.
 */
async function migrationsUpTo(level: MigrationLevel, source: string): Promise<string | null> {
  const { raw, entries } = await readJournal(source);
  const current = entries[entries.length - 1];
  if (level.count === entries.length && String(current?.when) === level.last) return null;
  const matching = entries[level.count - 1];
  if (level.count > entries.length || !matching || String(matching.when) !== level.last) {
    throw new BackupError(
      `The backup was taken at migration level ${level.count}, which this version of Lifeline does not have (it has ${entries.length}): restore it with the version that took it.`,
    );
  }
  const folder = await mkdtemp(join(tmpdir(), 'lifeline-restore-migrations-'));
  const kept = entries.slice(0, level.count);
  await mkdir(join(folder, 'meta'));
  await writeFile(
    join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...raw, entries: kept }, null, 2),
  );
  for (const entry of kept)
    await copyFile(join(source, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}

async function tableColumns(db: Queryable, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
         where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
         order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

/** Rows in each application table, for the emptiness check and for tests. */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(db)) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.raw(quoteIdent(table))}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

export interface RestoreOptions {
  /** Replace the contents of a database that already has Lifeline tables. */
  force?: boolean;
  /** The migrations this version has (tests add some). */
  migrationsFolder?: string;
}

const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

/**
 * Loads a backup into the database. Refuses one that already has Lifeline tables unless
 * `force`; then every table is emptied first. Rows are inserted with triggers and foreign-key
 * checks off (session_replication_role = replica), so counters kept by triggers, append-only
 * guards and the order of tables do not matter: each table gets exactly the backup's rows, and
 * each sequence the backup's position. Runs in one transaction: a failure leaves no half restore.
 */
export async function restoreDatabase(
  handle: DatabaseHandle,
  file: string,
  options: RestoreOptions = {},
): Promise<BackupSummary> {
  const summary = await verifyBackup(file);
  const { header } = summary;
  if (header.version > BACKUP_VERSION)
    throw new BackupError(
      `The backup has format version ${header.version}; this version of Lifeline reads ${BACKUP_VERSION}.`,
    );
  const { db } = handle;
  const existing = await listTables(db);
  if (existing.length > 0 && !options.force) {
    const counts = await rowCounts(db);
    const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
    throw new BackupError(
      `The target database is not empty (${existing.length} tables, ${rows} rows). Restore into a new, empty database, or pass --force to replace everything in it.`,
    );
  }
  const folder = options.migrationsFolder ?? migrationsFolder;
  const olderMigrations = await migrationsUpTo(header.migrations, folder);
  try {
    const level = await migrationLevel(db);
    if (level.count > header.migrations.count)
      throw new BackupError(
        `The target database is at migration level ${level.count}, newer than the backup's ${header.migrations.count}: restore into a new, empty database.`,
      );
    await migrateDatabase(handle, olderMigrations ?? folder);

    await db.transaction(async (tx) => {
      try {
        await tx.execute(sql`set local session_replication_role = replica`);
      } catch {
        throw new BackupError(
          'Restore needs to turn triggers off (session_replication_role): run it as a superuser, or GRANT SET ON PARAMETER session_replication_role to this role.',
        );
      }
      const tables = await listTables(tx);
      if (tables.length > 0)
        await tx.execute(sql.raw(`truncate ${tables.map(quoteIdent).join(', ')}`));
      const columns = new Map<string, string>();
      const insert = async (table: string, rows: string[]) => {
        let list = columns.get(table);
        if (list === undefined) {
          if (!tables.includes(table))
            throw new BackupError(`The backup has a table ${table} this database lacks`);
          list = (await tableColumns(tx, table)).map(quoteIdent).join(', ');
          columns.set(table, list);
        }
        const target = quoteIdent(table);
        await tx.execute(
          sql`insert into ${sql.raw(target)} (${sql.raw(list)}) overriding system value
              select ${sql.raw(list)} from jsonb_populate_recordset(null::${sql.raw(target)}, ${`[${rows.join(',')}]`}::jsonb)`,
        );
      };
      let table = '';
      let batch: string[] = [];
      let chars = 0;
      const flush = async () => {
        if (batch.length > 0) await insert(table, batch);
        batch = [];
        chars = 0;
      };
      for await (const item of readBackupLines(file)) {
        if (item.kind !== 'row') continue;
        if (item.table !== table || batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
          await flush();
          table = item.table;
        }
        batch.push(item.json);
        chars += item.json.length;
      }
      await flush();
      for (const sequence of summary.sequences) {
        await tx.execute(
          sql`select setval(${quoteIdent(sequence.name)}::regclass, ${sequence.value}::bigint, ${sequence.called})`,
        );
      }
    });
    if (olderMigrations) await migrateDatabase(handle, folder);
  } finally {
    if (olderMigrations) await rm(olderMigrations, { recursive: true, force: true });
  }
  return summary;
}

/** Writes a gzip'd backup to `file` directly from the database. */
export async function backupToFile(handle: DatabaseHandle, file: string): Promise<BackupSummary> {
  const plain = new PassThrough();
  const written = pipeline(plain, createGzip(), createWriteStream(file));
  try {
    const summary = await dumpDatabase(handle.db, handle.engine, plain);
    await written;
    return summary;
  } catch (error) {
    plain.destroy(error as Error);
    await written.catch(() => undefined);
    throw error;
  }
}

/** Every table's rows as sorted JSON text: what a restore must reproduce (tests compare it). */
export async function tableContents(db: Queryable): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of await listTables(db)) {
    const rows = await queryRows<{ j: string }>(
      db,
      sql`select to_jsonb(t)::text as j from ${sql.raw(quoteIdent(table))} t`,
    );
    contents[table] = rows.map((row) => row.j).sort();
  }
  return contents;
}

/** The rows a backup file holds, in the shape of tableContents. */
export async function backupContents(file: string): Promise<Record<string, string[]>> {
  const { rows } = await verifyBackup(file);
  const contents: Record<string, string[]> = Object.fromEntries(
    Object.keys(rows).map((table) => [table, [] as string[]]),
  );
  for await (const item of readBackupLines(file)) {
    if (item.kind === 'row') contents[item.table]?.push(item.json);
  }
  for (const list of Object.values(contents)) list.sort();
  return contents;
}
