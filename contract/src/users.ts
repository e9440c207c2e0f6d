import { z } from 'zod';
import { roleSchema } from './roles';
import {
  emailSchema,
  FREE_TEXT_MAX,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  idParamSchema,
  paginationQuerySchema,
  text,
  timestampSchema,
  uuidSchema,
} from './common';
import { languageSchema, userStatusFilterSchema } from './enums';
import { PASSWORD_MAX_LENGTH, passwordSchema } from './auth';
import { searchTermSchema } from './reference';
import { uiLanguageSchema } from './ui-languages';

export const licenceLookupSchema = z.object({
  name: z.string(),
  licenseType: z.string(),
  status: z.string(),
  licenseNumber: z.string(),
});
export type LicenceLookup = z.infer<typeof licenceLookupSchema>;

/**
 * A user as the API returns it. Our server sends every key; the reference may send `""`
 * for middleName and `{}` for licenseData, which the SPA's `tolerant(userSchema)` reads as null.
 */
export const userSchema = z.object({
  id: uuidSchema,
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  role: roleSchema,
  licenseNumber: z.string().nullable(),
  licenseData: z.union([licenceLookupSchema, z.object({}).strict()]).nullable(),
  /** [ours] Free text ≤ 255; the reference never sends it (reads as null through `tolerant`). */
  organization: z.string().nullable(),
  /** [ours] The languages the member speaks besides English; absent on the reference. */
  languages: z.array(languageSchema),
  /** [ours] The language the member chose for Lifeline's screens and e-mails; absent on the reference. */
  uiLanguage: uiLanguageSchema.nullable(),
  emailVerifiedAt: timestampSchema.nullable(),
  approvedAt: timestampSchema.nullable(),
  rejectedAt: timestampSchema.nullable(),
  disabledAt: timestampSchema.nullable(),
  approvedById: uuidSchema.nullable(),
  rejectedById: uuidSchema.nullable(),
  disabledById: uuidSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type User = z.infer<typeof userSchema>;

/**
 * [ours] GET /auth/session: the signed-in user as GET /users/me answers it, or null for a
 * visitor (no session, an ended one, an inactive account). Always a 200, so a public page's
 * start-up check is not an error in the browser's console (issue #22).
 */
export const sessionProbeSchema = z.object({ user: userSchema.nullable() });
export type SessionProbe = z.infer<typeof sessionProbeSchema>;

export type UserStatus = 'Active' | 'Pending' | 'Rejected' | 'Disabled';

/** The account-state timestamps, as the wire (ISO strings) or the server's rows (Dates) hold them. */
type Stamp = string | Date | null;
type AccountStamps<K extends string> = Record<K, Stamp>;

/** Derived status: Rejected, then Disabled, then Active when approved, else Pending. */
export function userStatus(
  user: AccountStamps<'approvedAt' | 'rejectedAt' | 'disabledAt'>,
): UserStatus {
  if (user.rejectedAt) return 'Rejected';
  if (user.disabledAt) return 'Disabled';
  if (user.approvedAt) return 'Active';
  return 'Pending';
}

/** Active: verified and approved, neither rejected nor disabled. */
export function isActiveUser(
  user: AccountStamps<'emailVerifiedAt' | 'approvedAt' | 'rejectedAt' | 'disabledAt'>,
): boolean {
  return Boolean(user.emailVerifiedAt && user.approvedAt && !user.rejectedAt && !user.disabledAt);
}

/*
 * Members administration (API.md §4.2) and the member's own profile [ours].
 */

export const userMessages = {
  notFound: 'User not found',
  firstNameLength: 'First name must be between 2 and 30 characters long',
  middleNameLength: 'Middle name must be at most 30 characters long',
  lastNameLength: 'Last name must be between 2 and 30 characters long',
  emailFormat: 'Invalid email format',
  emailTaken: 'Email already registered',
  ownRole: 'You cannot change your own role',
  ownReject: 'You cannot reject your own account',
  ownDisable: 'You cannot disable your own account',
  /** [ours] PATCH /users/me/password: the current password given does not match. */
  currentPasswordWrong: 'Current password is incorrect',
} as const;

/**
 * The user fields shared by register, the admin edit and the profile, with API.md §4.2's
 * messages. Each trims first, so the length rules read the trimmed value.
 */
export const userFieldSchemas = {
  firstName: () =>
    text()
      .trim()
      .min(NAME_MIN_LENGTH, userMessages.firstNameLength)
      .max(NAME_MAX_LENGTH, userMessages.firstNameLength),
  /** `""` (or blank) and null both mean no middle name. */
  middleName: () =>
    text()
      .trim()
      .max(NAME_MAX_LENGTH, userMessages.middleNameLength)
      .nullable()
      .transform((value) => value || null),
  lastName: () =>
    text()
      .trim()
      .min(NAME_MIN_LENGTH, userMessages.lastNameLength)
      .max(NAME_MAX_LENGTH, userMessages.lastNameLength),
  /** Stored as typed (trimmed); compared case-insensitively. */
  email: () => emailSchema(userMessages.emailFormat),
  /** Trimmed and upper-cased; `""` and null clear the licence. */
  licenseNumber: () =>
    text()
      .trim()
      .toUpperCase()
      .max(FREE_TEXT_MAX)
      .nullable()
      .transform((value) => value || null),
  /** [ours] Free text ≤ 255; `""` (or blank) and null clear it. */
  organization: () =>
    text()
      .trim()
      .max(FREE_TEXT_MAX)
      .nullable()
      .transform((value) => value || null),
  /** [ours] Languages spoken besides English; a repeated value keeps its first place. */
  languages: () => z.array(languageSchema).transform((list) => [...new Set(list)]),
};

/**
 * A new password, or `""` to keep the current one (admin edit; SPEC §5 edit user): the
 * password rule of API.md §1.5 applies to anything else. `""` comes out as undefined.
 */
export const optionalNewPasswordSchema = z
  .string()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(passwordSchema.optional());

export const userIdParamsSchema = z.object({ id: idParamSchema() });

/**
 * GET /users (STAFF). `status` filters by account state; `search` is split on whitespace and
 * every word must occur in a name or the e-mail (empty = no filter). Both combine with AND.
 *
 * The header's pending-member badge [ours] reads `X-Total-Count` of
 * `GET /users?status=unapproved&perPage=1` (`pendingMembersQuery`).
 */
export const userListQuerySchema = paginationQuerySchema.extend({
  status: z.string().pipe(userStatusFilterSchema).optional(),
  search: searchTermSchema(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** The query of the pending-member count: one row is enough, the total is in the headers. */
export const pendingMembersQuery = { status: 'unapproved', perPage: '1' } as const;

/**
 * PATCH /users/:id (ADMIN). Every field is optional; other keys (`id`, `licenseData`, the
 * timestamps, `deactivatedAt`) are dropped. `password: ""` keeps the current password.
 */
export const userPatchSchema = z.object({
  firstName: userFieldSchemas.firstName().optional(),
  middleName: userFieldSchemas.middleName().optional(),
  lastName: userFieldSchemas.lastName().optional(),
  email: userFieldSchemas.email().optional(),
  licenseNumber: userFieldSchemas.licenseNumber().optional(),
  password: optionalNewPasswordSchema.optional(),
  role: roleSchema.optional(),
  /** [ours] */
  organization: userFieldSchemas.organization().optional(),
  /** [ours] */
  languages: userFieldSchemas.languages().optional(),
});
export type UserPatchBody = z.input<typeof userPatchSchema>;

/** PATCH /users/:id/approve | reject | disable | enable (STAFF): no body; the path's action. */
export const userActionValues = ['approve', 'reject', 'disable', 'enable'] as const;
export type UserAction = (typeof userActionValues)[number];

/**
 * [ours] PATCH /users/me (FIRST_RESPONDER): the member edits their own names, organization and
 * languages. E-mail, role, licence and password are not changed here. Answer: 200 User.
 */
export const profilePatchSchema = z.object({
  firstName: userFieldSchemas.firstName().optional(),
  middleName: userFieldSchemas.middleName().optional(),
  lastName: userFieldSchemas.lastName().optional(),
  organization: userFieldSchemas.organization().optional(),
  languages: userFieldSchemas.languages().optional(),
  /** [ours] null goes back to following the browser. */
  uiLanguage: uiLanguageSchema.nullable().optional(),
});
export type ProfilePatchBody = z.input<typeof profilePatchSchema>;

/**
 * [ours] PATCH /users/me/password (FIRST_RESPONDER, rate-limited): the member changes their
 * password, giving the current one. In order: 422 validation; 429 when the member has made
 * `PASSWORD_CHANGE_LIMIT` attempts in the last 15 minutes (every attempt that passes
 * validation counts); 422 `[{"path":"currentPassword","message":"Current password is incorrect"}]`;
 * otherwise the hash is replaced, the member's OTHER sessions end (the one making the request
 * stays signed in), the `passwordResetSuccess` mail is sent (a failed send is only logged), and
 * the answer is 200 empty.
 */
export const passwordChangeBodySchema = z.object({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH),
  password: passwordSchema,
});
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;

export const PASSWORD_CHANGE_LIMIT = 5;
export const PASSWORD_CHANGE_WINDOW_MINUTES = 15;
