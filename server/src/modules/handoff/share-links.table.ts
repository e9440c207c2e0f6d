import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestampMs } from '../../db/columns';
import { patients } from '../patients/patients.table';
import { users } from '../users/users.table';

/**
 * [ours] Issue 25: a patient's SMART Health Link. The server keeps the encrypted summary (a JWE
 * whose key is only in the link), the keyed hashes of the manifest token and of the passcode,
 * and never the key, the token or the passcode themselves.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    passcodeHash: text('passcode_hash').notNull(),
    jwe: text('jwe').notNull(),
    createdAt: timestampMs('created_at').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestampMs('expires_at').notNull(),
    revokedAt: timestampMs('revoked_at'),
    wrongPasscodes: integer('wrong_passcodes').notNull().default(0),
    fetches: integer('fetches').notNull().default(0),
  },
  (table) => [
    uniqueIndex('share_links_token_hash_idx').on(table.tokenHash),
    index('share_links_patient_idx').on(table.patientId, table.createdAt.desc()),
  ],
);

export type ShareLinkRow = typeof shareLinks.$inferSelect;
