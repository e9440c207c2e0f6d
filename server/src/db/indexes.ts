/**
 * GIN trigram indexes are built without the pending list (fastupdate): entries go straight into
 * the index, so searches stay fast without a VACUUM to merge them. PGlite runs no autovacuum,
 * and with a pending list the planner rightly avoids the index after a bulk load or import.
 * Reference data is written rarely, so the slower insert costs little.
 */
export const trigramIndexOptions = { fastupdate: 'off' } as const;
