import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestampMs } from './columns';

/** Server-owned key/value settings, e.g. the generated session secret. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestampMs('created_at').notNull().defaultNow(),
});
