import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampMs } from '../../db/columns';
import { users } from '../users/users.table';

/** Server-side sessions: the cookie holds a random id, the row only its keyed hash. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
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
    index('sessions_last_seen_at_idx').on(table.lastSeenAt),
    index('sessions_created_at_idx').on(table.createdAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
