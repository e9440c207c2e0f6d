import type { Invite, InvitePublic } from '@contract/invites';
import { iso } from '../../lib/iso';
import type { InviteRow } from './invites.table';

/** The nine keys `GET /invites/:id` returns (API.md §2.2). */
export function toPublicInvite(row: InviteRow): InvitePublic {
  return {
    id: row.id,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    expiresAt: iso(row.expiresAt),
    acceptedById: row.acceptedById,
    revokedAt: iso(row.revokedAt),
  };
}

/** The full form: the admin's list, create and revoke. */
export function toInvite(row: InviteRow): Invite {
  return {
    ...toPublicInvite(row),
    invitedById: row.invitedById,
    acceptedAt: iso(row.acceptedAt),
    revokedById: row.revokedById,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
