import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { stampColumns } from '../../db/stamp-columns';
import { trigramIndex } from '../../db/indexes';

export const hospitals = pgTable(
  'hospitals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    ...stampColumns(),
  },
  (table) => [
    // Substring search: lower(name) LIKE '%term%' (see lib/search.ts).
    trigramIndex('hospitals_name_trgm_idx', table.name),
    // The list order.
    index('hospitals_name_sort_idx').on(sql`lower(${table.name})`, table.id),
  ],
);

export type HospitalRow = typeof hospitals.$inferSelect;
export type NewHospitalRow = typeof hospitals.$inferInsert;
