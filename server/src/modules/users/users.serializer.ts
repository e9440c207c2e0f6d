import type { User } from '@contract/users';
import { iso } from '../../lib/iso';
import type { UserRow } from './users.table';

/** A user as the API sends it: every key of API.md §2.1, never the hash or the tokens. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    middleName: row.middleName || null,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    licenseNumber: row.licenseNumber,
    licenseData: row.licenseData ?? null,
    organization: row.organization,
    languages: row.languages,
    uiLanguage: row.uiLanguage ?? null,
    emailVerifiedAt: iso(row.emailVerifiedAt),
    approvedAt: iso(row.approvedAt),
    rejectedAt: iso(row.rejectedAt),
    disabledAt: iso(row.disabledAt),
    approvedById: row.approvedById,
    rejectedById: row.rejectedById,
    disabledById: row.disabledById,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
