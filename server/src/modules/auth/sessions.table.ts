import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestampMs } from '../../db/columns';
import { users } from '../users/users.table';

/** Server-side sessions: the cookie holds a random id, the row only its keyed hash. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** [ours] The public, non-secret id the member's sessions list shows (never the cookie). */
    publicId: uuid('public_id').notNull().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampMs('created_at').notNull(),
    lastSeenAt: timestampMs('last_seen_at').notNull(),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    uniqueIndex('sessions_public_id_idx').on(table.publicId),
    index('sessions_last_seen_at_idx').on(table.lastSeenAt),
    index('sessions_created_at_idx').on(table.createdAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
