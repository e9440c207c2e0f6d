import { sql, type SQL } from 'drizzle-orm';
import type { CatalogKind, CatalogSeed } from '@contract/catalogs';
import { queryRows, type Database } from '../../../db/client';
import { parseCatalogCsv } from './catalog-csv';
import type { ImportRejection, ParseEvent } from './events';
import { parseRxnormRrf } from './rxnorm-rrf';

export const importFormatValues = ['csv', 'rxnorm-rrf'] as const;
export type ImportFormat = (typeof importFormatValues)[number];

/** A kind/format pair the importer cannot read (e.g. RxNorm for allergies). */
export class ImportUsageError extends Error {
  override readonly name = 'ImportUsageError';
}

export interface ImportCounts {
  /** Physical records read (CSV records, RRF lines), including header and skipped ones. */
  read: number;
  inserted: number;
  /** Existing entries where at least one field changed. */
  updated: number;
  /** Existing entries the file had nothing new for. */
  unchanged: number;
  /** Well-formed rows the format leaves out (e.g. RxNorm brand names). */
  skipped: number;
  rejectedCount: number;
}

export interface ImportSummary extends ImportCounts {
  /** The first `maxRejections` rejected rows, with their line and reason. */
  rejected: ImportRejection[];
}

export interface ImportOptions {
  batchSize?: number;
  /** onProgress is called every this many parsed rows, and once at the end. */
  progressEvery?: number;
  onProgress?: (counts: ImportCounts) => void;
  maxRejections?: number;
}

export function parseCatalogFile<K extends CatalogKind>(
  kind: K,
  format: ImportFormat,
  input: NodeJS.ReadableStream,
): AsyncIterable<ParseEvent<CatalogSeed<K>>> {
  if (format === 'csv') return parseCatalogCsv(kind, input);
  if (kind !== 'medications')
    throw new ImportUsageError('The rxnorm-rrf format imports medications only');
  return parseRxnormRrf(input) as AsyncIterable<ParseEvent<CatalogSeed<K>>>;
}

/*
 * One INSERT … ON CONFLICT per batch, on the unique index the register endpoint and the seed use
 * (lower(name), and type for allergies). A new name is inserted. An existing entry is updated only
 * when the file brings something different: its spelling of the name, or a non-empty value that
 * differs (an empty value in the file never clears a stored one, so an RxNorm import keeps the
 * shipped brand names). `xmax = 0` tells a fresh insert from an update; rows the WHERE leaves
 * alone are not returned and count as unchanged.
 */
interface UpsertSpec {
  table: string;
  /** Besides name: the columns the file fills, the last two being system and code. */
  extra: readonly string[];
  conflict: string;
  /** Columns that identify the entry and are never rewritten (allergy type). */
  key: readonly string[];
}

const specs: Record<CatalogKind, UpsertSpec> = {
  medications: {
    table: 'medications',
    extra: ['alt_names', 'system', 'code'],
    conflict: '(lower(name))',
    key: [],
  },
  conditions: {
    table: 'conditions',
    extra: ['category', 'system', 'code'],
    conflict: '(lower(name))',
    key: [],
  },
  allergies: {
    table: 'allergies',
    extra: ['type', 'system', 'code'],
    conflict: '(lower(name), type)',
    key: ['type'],
  },
};

const casts: Record<string, string> = { system: 'coding_system', type: 'allergy_type' };

function rowValues(kind: CatalogKind, record: CatalogSeed<CatalogKind>): unknown[] {
  const r = record as Record<string, string | null>;
  if (kind === 'medications') return [r.name, r.altNames, r.system, r.code];
  if (kind === 'conditions') return [r.name, r.category, r.system, r.code];
  return [r.name, r.type, r.system, r.code];
}

function upsertStatement(
  kind: CatalogKind,
  batch: readonly CatalogSeed<CatalogKind>[],
  now: Date,
): SQL {
  const spec = specs[kind];
  const columns = ['name', ...spec.extra];
  const tuples = batch.map((record) => {
    const values = rowValues(kind, record).map((value, i) => {
      const cast = casts[columns[i] ?? ''];
      return cast ? sql`cast(${value} as ${sql.raw(cast)})` : sql`${value}`;
    });
    return sql`(${sql.join(values, sql`, `)}, ${now}, ${now})`;
  });
  const updatable = spec.extra.filter((column) => !spec.key.includes(column));
  const sets = updatable.map((c) => sql.raw(`${c} = coalesce(excluded.${c}, t.${c})`));
  const changed = updatable.map((c) =>
    sql.raw(`(excluded.${c} is not null and excluded.${c} is distinct from t.${c})`),
  );
  return sql`insert into ${sql.raw(spec.table)} as t (${sql.raw(columns.join(', '))}, created_at, updated_at)
    values ${sql.join(tuples, sql`, `)}
    on conflict ${sql.raw(spec.conflict)} do update set
      name = excluded.name, ${sql.join(sets, sql`, `)},
      updated_at = excluded.updated_at, updated_by_id = null
    where t.name is distinct from excluded.name or ${sql.join(changed, sql` or `)}
    returning (xmax = 0) as inserted`;
}

/**
 * Streams a catalog file into the database in batches. Idempotent: importing the same file again
 * inserts and updates nothing. Returns the counts and the rejected rows with their reasons.
 */
export async function importCatalog<K extends CatalogKind>(
  db: Database,
  kind: K,
  format: ImportFormat,
  input: NodeJS.ReadableStream,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const { batchSize = 500, progressEvery = 10_000, onProgress, maxRejections = 1000 } = options;
  const summary: ImportSummary = {
    read: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    rejectedCount: 0,
    rejected: [],
  };
  const counts = (): ImportCounts => {
    const { rejected: _rejected, ...rest } = summary;
    return rest;
  };
  let batch: CatalogSeed<K>[] = [];
  let events = 0;

  const flush = async () => {
    if (batch.length === 0) return;
    const returned = await queryRows<{ inserted: boolean }>(
      db,
      upsertStatement(kind, batch, new Date()),
    );
    const inserted = returned.filter((row) => row.inserted).length;
    summary.inserted += inserted;
    summary.updated += returned.length - inserted;
    summary.unchanged += batch.length - returned.length;
    batch = [];
  };

  for await (const event of parseCatalogFile(kind, format, input)) {
    summary.read = Math.max(summary.read, event.line);
    if ('record' in event) {
      batch.push(event.record);
      if (batch.length >= batchSize) await flush();
    } else if ('error' in event) {
      summary.rejectedCount += 1;
      if (summary.rejected.length < maxRejections)
        summary.rejected.push({ line: event.line, message: event.error });
    } else {
      summary.skipped += 1;
    }
    events += 1;
    if (onProgress && events % progressEvery === 0) onProgress(counts());
  }
  await flush();
  onProgress?.(counts());
  return summary;
}
