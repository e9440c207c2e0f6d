import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestampMs } from '../../db/columns';

/**
 * The licence registry the `registry` verifier reads (API.md §5.9), filled by
 * `POST /licenses/import`. Numbers are stored normalised: trimmed and upper-cased.
 */
export const licenses = pgTable('licenses', {
  licenseNumber: text('license_number').primaryKey(),
  name: text('name').notNull(),
  licenseType: text('license_type').notNull(),
  status: text('status').notNull(),
  createdAt: timestampMs('created_at').notNull().defaultNow(),
  updatedAt: timestampMs('updated_at').notNull().defaultNow(),
});

export type LicenseRow = typeof licenses.$inferSelect;
