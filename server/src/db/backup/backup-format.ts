import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { DatabaseHandle } from '../client';
import type { MigrationLevel } from './backup-tables';

/*
 * A logical backup that works the same on PGlite and PostgreSQL: every table of the `public`
 * schema (found in the catalog, so tables added by later migrations are included without a
 * list to keep), read in one REPEATABLE READ transaction, so the file is one snapshot even while
 * the server writes. Each row is PostgreSQL's own JSON of the row (`to_jsonb`), kept as text, so
 * numbers, timestamps and jsonb round-trip exactly. The file is gzip'd JSON lines (encrypted
 * around the gzip when a passphrase is given, see backup-encryption.ts):
 *   {"header":{format, version, takenAt, engine, migrations:{count, last}}}
 *   {"t":"<table>","r":{...row...}}            one per row
 *   {"sequences":[{"name","value","called"}]}
 *   {"end":{"rows":{"<table>":count,...}}}     a file without it is incomplete
 */

export const BACKUP_FORMAT = 'lifeline-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  takenAt: string;
  engine: DatabaseHandle['engine'];
  migrations: MigrationLevel;
}

export interface SequenceState {
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

type BackupLine =
  | { header: BackupHeader }
  | { t: string; r: unknown }
  | { sequences: SequenceState[] }
  | { end: { rows: Record<string, number> } };

export type BackupItem =
  { kind: 'row'; table: string; json: string } | { kind: 'meta'; line: BackupLine };

/** Reads the plain JSON lines of a backup; the row objects stay as their JSON text. */
export async function* parseBackupLines(input: Readable, name: string): AsyncGenerator<BackupItem> {
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
        throw new BackupError(`${name}: line ${number} is not a backup line`);
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new BackupError(`${name} is not a readable Lifeline backup (${detail})`);
  }
}

/** Reads every line and checks the backup is complete; returns its header and counts. */
export async function checkBackupLines(
  items: AsyncIterable<BackupItem>,
  name: string,
): Promise<BackupSummary> {
  let header: BackupHeader | undefined;
  let sequences: SequenceState[] = [];
  const counted: Record<string, number> = {};
  for await (const item of items) {
    if (item.kind === 'row') {
      counted[item.table] = (counted[item.table] ?? 0) + 1;
      continue;
    }
    const line = item.line;
    if ('header' in line) header = line.header;
    else if ('sequences' in line) sequences = line.sequences;
    else if ('end' in line) {
      if (!header || header.format !== BACKUP_FORMAT)
        throw new BackupError(`${name} is not a Lifeline backup`);
      for (const [table, rows] of Object.entries(line.end.rows)) {
        if ((counted[table] ?? 0) !== rows)
          throw new BackupError(
            `${name}: table ${table} has ${counted[table] ?? 0} rows, ${rows} expected`,
          );
      }
      return { header, rows: line.end.rows, sequences };
    }
  }
  throw new BackupError(`${name} is incomplete (no end record): take the backup again`);
}
