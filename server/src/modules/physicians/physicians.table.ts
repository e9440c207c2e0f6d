import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { stampColumns } from '../../db/stamp-columns';
import { trigramIndex } from '../../db/indexes';
import { timestampMs } from '../../db/columns';
import { hospitals } from '../hospitals/hospitals.table';

export const physicians = pgTable(
  'physicians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    email: text('email'),
    ...stampColumns(),
  },
  (table) => [
    // Substring search on each name part: lower(x) LIKE '%term%' (see lib/search.ts).
    trigramIndex('physicians_first_name_trgm_idx', table.firstName),
    trigramIndex('physicians_middle_name_trgm_idx', table.middleName),
    trigramIndex('physicians_last_name_trgm_idx', table.lastName),
    // The list order, and the duplicate rule's look-ups.
    index('physicians_name_sort_idx').on(
      sql`lower(${table.firstName})`,
      sql`lower(${table.lastName})`,
      table.id,
    ),
    index('physicians_phone_idx').on(table.phone),
    index('physicians_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

/** Which hospitals a physician works at ([ours]: set through `hospitalIds`). */
export const physicianHospitals = pgTable(
  'physician_hospitals',
  {
    physicianId: uuid('physician_id')
      .notNull()
      .references(() => physicians.id),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.physicianId, table.hospitalId] }),
    index('physician_hospitals_hospital_idx').on(table.hospitalId, table.physicianId),
  ],
);

export type PhysicianRow = typeof physicians.$inferSelect;
export type NewPhysicianRow = typeof physicians.$inferInsert;
