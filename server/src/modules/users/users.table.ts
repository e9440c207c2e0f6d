import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { roleValues } from '@contract/roles';
import type { LicenceLookup } from '@contract/users';
import type { Language } from '@contract/enums';
import type { UiLanguage } from '@contract/ui-languages';
import { timestampMs } from '../../db/columns';

export const roleEnum = pgEnum('role', roleValues);

/** The unique indexes whose violation the services turn into their 422 items. */
export const EMAIL_UNIQUE = 'users_email_lower_unique';
export const LICENSE_NUMBER_UNIQUE = 'users_license_number_unique';

/** lastName, firstName, middleName (null last), email, case-insensitive, then id. */
const nameOrder = (table: {
  lastName: AnyPgColumn;
  firstName: AnyPgColumn;
  middleName: AnyPgColumn;
  email: AnyPgColumn;
  id: AnyPgColumn;
}) =>
  [
    sql`lower(${table.lastName})`,
    sql`lower(${table.firstName})`,
    sql`lower(${table.middleName})`,
    sql`lower(${table.email})`,
    table.id,
  ] as const;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    /** Stored as typed (trimmed); uniqueness and look-ups are case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    licenseNumber: text('license_number'),
    licenseData: jsonb('license_data').$type<LicenceLookup>(),
    /** [ours] Free text ≤ 255, shown in the Members table. */
    organization: text('organization'),
    /** [ours] Languages spoken besides English (Language values), in the order chosen. */
    languages: text('languages')
      .array()
      .$type<Language[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** [ours] The UI language the member chose (UiLanguage), null to follow the browser. */
    uiLanguage: text('ui_language').$type<UiLanguage>(),
    emailVerifiedAt: timestampMs('email_verified_at'),
    approvedAt: timestampMs('approved_at'),
    approvedById: uuid('approved_by_id'),
    rejectedAt: timestampMs('rejected_at'),
    rejectedById: uuid('rejected_by_id'),
    disabledAt: timestampMs('disabled_at'),
    disabledById: uuid('disabled_by_id'),
    emailVerificationTokenHash: text('email_verification_token_hash'),
    passwordResetTokenHash: text('password_reset_token_hash'),
    passwordResetExpiresAt: timestampMs('password_reset_expires_at'),
    /**
     * [ours] Renewed by every change of the password, e-mail or two-factor settings; a link or
     * challenge is honoured only while the stamp it was issued under is still this one
     * (security-stamp.ts).
     */
    securityStamp: integer('security_stamp').notNull().default(0),
    /** The securityStamp the current verification link was issued under. */
    emailVerificationStamp: integer('email_verification_stamp').notNull().default(0),
    /** The securityStamp the current reset link was issued under. */
    passwordResetStamp: integer('password_reset_stamp').notNull().default(0),
    createdAt: timestampMs('created_at').notNull().defaultNow(),
    updatedAt: timestampMs('updated_at').notNull().defaultNow(),
  },
  (table) => [
    foreignKey({ columns: [table.approvedById], foreignColumns: [table.id] }),
    foreignKey({ columns: [table.rejectedById], foreignColumns: [table.id] }),
    foreignKey({ columns: [table.disabledById], foreignColumns: [table.id] }),
    uniqueIndex(EMAIL_UNIQUE).on(sql`lower(${table.email})`),
    index('users_role_idx').on(table.role),
    index('users_license_number_idx').on(table.licenseNumber),
    // One account per licence (API.md §4.2), also under concurrent sign-ups: the services'
    // check-then-insert cannot see a rival's uncommitted row. Migration 0013 settled older
    // duplicates before this was built.
    uniqueIndex(LICENSE_NUMBER_UNIQUE)
      .on(sql`upper(btrim(${table.licenseNumber}))`)
      .where(sql`${table.licenseNumber} is not null`),
    index('users_email_verification_token_idx').on(table.emailVerificationTokenHash),
    index('users_password_reset_token_idx').on(table.passwordResetTokenHash),
    // The members list's order (API.md §4.2), and its pending part alone: the header's badge
    // asks `GET /users?status=unapproved&perPage=1` on every page, answered from this index.
    index('users_name_order_idx').on(...nameOrder(table)),
    index('users_pending_idx')
      .on(...nameOrder(table))
      .where(sql`${table.approvedAt} is null and ${table.rejectedAt} is null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
