import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampMs } from '../../db/columns';
import { roleEnum, users } from '../users/users.table';

/** API.md §2.2: an invite is never deleted; revoking stamps it. */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    role: roleEnum('role').notNull(),
    expiresAt: timestampMs('expires_at').notNull(),
    invitedById: uuid('invited_by_id')
      .notNull()
      .references(() => users.id),
    acceptedById: uuid('accepted_by_id').references(() => users.id),
    acceptedAt: timestampMs('accepted_at'),
    revokedAt: timestampMs('revoked_at'),
    revokedById: uuid('revoked_by_id').references(() => users.id),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (table) => [index('invites_created_at_idx').on(table.createdAt, table.id)],
);

export type InviteRow = typeof invites.$inferSelect;
