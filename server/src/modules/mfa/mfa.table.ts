import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestampMs } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * [ours] A member's TOTP secret, sealed with AES-256-GCM (lib/crypto sealSecret). Pending while
 * `enabledAt` is null (set up but not yet confirmed with a code). `lastUsedStep` is the time
 * step of the last accepted code: a code of that step or an earlier one is refused (replay).
 */
export const userMfa = pgTable('user_mfa', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: timestampMs('enabled_at'),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestampMs('created_at').notNull(),
});
export type UserMfaRow = typeof userMfa.$inferSelect;

/** One-time recovery codes, kept only as keyed hashes; `usedAt` is set when one is spent. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestampMs('used_at'),
  },
  (table) => [uniqueIndex('mfa_recovery_codes_user_code_idx').on(table.userId, table.codeHash)],
);

/**
 * The second step of a sign-in: the password was right, the session waits for a code (`code`)
 * or for the enrolment a required role needs (`enrol`). The token is kept as a keyed hash,
 * expires after 5 minutes, and is deleted when used.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step', { enum: ['code', 'enrol'] }).notNull(),
    failures: integer('failures').notNull().default(0),
    expiresAt: timestampMs('expires_at').notNull(),
    /** The user's securityStamp when the password was accepted (security-stamp.ts). */
    securityStamp: integer('security_stamp').notNull().default(0),
  },
  (table) => [index('mfa_challenges_user_id_idx').on(table.userId)],
);
export type MfaChallengeRow = typeof mfaChallenges.$inferSelect;
