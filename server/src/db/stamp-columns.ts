import { uuid } from 'drizzle-orm/pg-core';
import { users } from '../modules/users/users.table';
import { timestampMs } from './columns';

/**
 * created/updated stamps of the reference-data tables: who (null for seeded or imported rows)
 * and when. Not the audit trail (modules/audit/audit.table.ts).
 */
export const stampColumns = () => ({
  createdAt: timestampMs('created_at').notNull().defaultNow(),
  updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  createdById: uuid('created_by_id').references(() => users.id),
  updatedById: uuid('updated_by_id').references(() => users.id),
});
