import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampMs } from '../../db/columns';

/** Consecutive failed logins per submitted e-mail (trimmed, lower-cased), known or not. */
export const loginLockouts = pgTable('login_lockouts', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  firstFailureAt: timestampMs('first_failure_at'),
  lockedUntil: timestampMs('locked_until'),
});
