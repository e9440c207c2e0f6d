import { PassThrough, type Readable, type Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type DatabaseHandle, type Queryable } from '../client';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  type BackupHeader,
  type BackupSummary,
  type SequenceState,
} from './backup-format';
import { listSequences, listTables, migrationLevel, quoteIdent } from './backup-tables';

const PAGE = 2000;
/**
 * A table with a bytea column (a document's 256 KiB chunks, 512 KiB as JSON hex text) is read
 * a few rows at a time, so a page stays a few megabytes instead of a gigabyte.
 */
const BINARY_PAGE = 8;

async function hasBinaryColumn(tx: Queryable, table: string): Promise<boolean> {
  const [row] = await queryRows<{ found: boolean }>(
    tx,
    sql`select exists (select 1 from information_schema.columns
         where table_schema = 'public' and table_name = ${table} and data_type = 'bytea') as found`,
  );
  return Boolean(row?.found);
}

/** Rows of one table as JSON text, a page at a time in physical order (stable in a snapshot). */
async function* tableRows(tx: Queryable, table: string): AsyncGenerator<string> {
  let after = '(0,0)';
  const pageRows = (await hasBinaryColumn(tx, table)) ? BINARY_PAGE : PAGE;
  for (;;) {
    const page = await queryRows<{ k: string; j: string }>(
      tx,
      sql`select t.ctid::text as k, to_jsonb(t)::text as j from ${sql.raw(quoteIdent(table))} t
           where t.ctid > ${after}::tid order by t.ctid limit ${pageRows}`,
    );
    for (const row of page) yield row.j;
    if (page.length < pageRows) return;
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
