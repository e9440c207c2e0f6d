import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Queryable } from '../client';
import { migrateDatabase, migrationsFolder } from '../migrate';
import { readBackupFile, verifyBackup, type BackupFileOptions } from './backup-files';
import { BACKUP_VERSION, BackupError, type BackupSummary } from './backup-format';
import {
  listTables,
  migrationLevel,
  quoteIdent,
  rowCounts,
  tableColumns,
  type MigrationLevel,
} from './backup-tables';

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

export interface RestoreOptions extends BackupFileOptions {
  /** Replace the contents of a database that already has Lifeline tables. */
  force?: boolean;
  /** The migrations this version has (tests add some). */
  migrationsFolder?: string;
}

const BATCH_ROWS = 500;
const BATCH_CHARS = 4_000_000;

/** Loads the backup's rows and sequences into the (migrated, emptied) tables, in `tx`. */
async function loadRows(
  tx: Queryable,
  file: string,
  summary: BackupSummary,
  options: RestoreOptions,
): Promise<void> {
  const tables = await listTables(tx);
  if (tables.length > 0) await tx.execute(sql.raw(`truncate ${tables.map(quoteIdent).join(', ')}`));
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
  for await (const item of readBackupFile(file, options)) {
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
}

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
  const summary = await verifyBackup(file, options);
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
      await loadRows(tx, file, summary, options);
    });
    if (olderMigrations) await migrateDatabase(handle, folder);
  } finally {
    if (olderMigrations) await rm(olderMigrations, { recursive: true, force: true });
  }
  return summary;
}
