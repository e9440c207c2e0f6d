import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

/** Escapes LIKE's wildcards and its escape character, so a term matches literally. */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Case-insensitive substring match, written as `lower(column) LIKE lower('%term%')` so that the
 * column's GIN index on `lower(column) gin_trgm_ops` can answer it (a plain ILIKE on the column
 * would not use an expression index).
 */
export function containsText(column: AnyColumn | SQL, term: string): SQL {
  return sql`lower(${column}) like lower(${`%${escapeLike(term)}%`})`;
}

/** A search term split on whitespace, empty words dropped. */
export function searchWords(term: string | undefined): string[] {
  return (term ?? '').trim().split(/\s+/).filter(Boolean);
}

/** `count(*)` as a JavaScript number. */
export const countAll = () => sql<number>`cast(count(*) as integer)`;
