import { sql } from 'drizzle-orm';
import { index, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * GIN trigram indexes are built without the pending list (fastupdate): entries go straight into
 * the index, so searches stay fast without a VACUUM to merge them. PGlite runs no autovacuum,
 * and with a pending list the planner rightly avoids the index after a bulk load or import.
 * Reference data is written rarely, so the slower insert costs little.
 */
const trigramIndexOptions = { fastupdate: 'off' } as const;

/** The GIN trigram index behind a list's substring search, lower(column) LIKE '%term%'. */
export const trigramIndex = (name: string, column: AnyPgColumn) =>
  index(name)
    .using('gin', sql`lower(${column}) gin_trgm_ops`)
    .with(trigramIndexOptions);
