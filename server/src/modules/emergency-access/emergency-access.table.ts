import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { GrantReview } from '@contract/emergency-access';
import { timestampMs } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * [ours] Issue 25: one row per emergency access granted. Who asked (name, agency, badge), why,
 * for which patient and until when; the grant's cookie is stored only as a keyed hash. The
 * patient has no foreign key: a grant stays for review after the record is deleted.
 */
export const emergencyGrants = pgTable(
  'emergency_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    patientId: uuid('patient_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    name: text('name').notNull(),
    agency: text('agency').notNull(),
    badge: text('badge').notNull(),
    reason: text('reason').notNull(),
    clientAddress: text('client_address'),
    createdAt: timestampMs('created_at').notNull(),
    expiresAt: timestampMs('expires_at').notNull(),
    review: text('review').$type<GrantReview>().notNull().default('pending'),
    reviewNote: text('review_note'),
    reviewedAt: timestampMs('reviewed_at'),
    reviewedById: uuid('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('emergency_grants_created_at_idx').on(table.createdAt)],
);

/**
 * [ours] Issue 25: a label's access code is derived from the server's secret, the label's id and
 * a version; a row here exists only once an admin rotated the code (version 0 otherwise). No
 * foreign key: labels are printed before their patient is registered.
 */
export const labelAccessCodes = pgTable('label_access_codes', {
  patientId: uuid('patient_id').primaryKey(),
  version: integer('version').notNull(),
  rotatedAt: timestampMs('rotated_at').notNull(),
});
