import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampMs } from './columns';

/**
 * One row per counted request of a rate-limited endpoint, in the database so that every
 * server process behind a load balancer sees the same counts.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    hitAt: timestampMs('hit_at').notNull(),
  },
  (table) => [
    index('rate_limit_hits_key_idx').on(table.bucket, table.key, table.hitAt),
    index('rate_limit_hits_hit_at_idx').on(table.hitAt),
  ],
);
