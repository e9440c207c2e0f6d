import { z } from 'zod';
import { roleSchema } from './roles';
import { timestampSchema, uuidSchema } from './common';
import { languageSchema } from './enums';

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
