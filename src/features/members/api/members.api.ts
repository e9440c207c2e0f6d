import { z } from 'zod';
import { inviteSchema, type Invite, type InviteCreateBody } from '@contract/invites';
import { tolerant } from '@contract/tolerant';
import {
  pendingMembersQuery,
  userSchema,
  type PasswordChangeBody,
  type ProfilePatchBody,
  type UserAction,
  type UserPatchBody,
} from '@contract/users';
import { apiList, apiRequest, apiRequestVoid, type ListResult } from '@/lib/api-client';

/** A member as either server sends it (API.md §7.2): `languages` is null when absent. */
const userReading = tolerant(userSchema);
export type MemberRecord = z.output<typeof userReading>;

export interface MemberListParams {
  search: string;
  page: number;
}

const path = (id: string) => `/users/${encodeURIComponent(id)}`;

/** GET /users?search=<q>&page=<n> (API.md §4.2). */
export function listMembers(
  { search, page }: MemberListParams,
  signal?: AbortSignal,
): Promise<ListResult<MemberRecord>> {
  return apiList('/users', userReading, { query: { search, page }, signal });
}

/** GET /users?status=unapproved&page=<n>: members neither approved nor rejected. */
export function listPendingMembers(
  page: number,
  signal?: AbortSignal,
): Promise<ListResult<MemberRecord>> {
  return apiList('/users', userReading, { query: { status: 'unapproved', page }, signal });
}

/**
 * The pending-member count: one row of `GET /users?status=unapproved`, the total from
 * X-Total-Count (or, from a server without it, the rows of the page: at least that many).
 */
export async function countPendingMembers(signal?: AbortSignal): Promise<number> {
  const { items, totalCount } = await apiList('/users', userReading, {
    query: pendingMembersQuery,
    signal,
  });
  return totalCount ?? items.length;
}

export function getMember(id: string, signal?: AbortSignal): Promise<MemberRecord> {
  return apiRequest(path(id), userReading, { signal });
}

/** PATCH /users/:id (ADMIN): the changed member. */
export function updateMember(id: string, body: UserPatchBody): Promise<MemberRecord> {
  return apiRequest(path(id), userReading, { method: 'PATCH', body });
}

/** PATCH /users/:id/approve | reject | disable | enable: no body (API.md §1.2), the member. */
export function actOnMember(id: string, action: UserAction): Promise<MemberRecord> {
  return apiRequest(`${path(id)}/${action}`, userReading, { method: 'PATCH' });
}

/** [ours] PATCH /users/me: the member's own names, organization and languages. */
export function updateProfile(body: ProfilePatchBody): Promise<MemberRecord> {
  return apiRequest('/users/me', userReading, { method: 'PATCH', body });
}

/** [ours] PATCH /users/me/password: the current password, then the new one. */
export function changePassword(body: PasswordChangeBody): Promise<void> {
  return apiRequestVoid('/users/me/password', { method: 'PATCH', body });
}

/** An invite as our server sends it (GET /invites is ours alone: the reference lists none). */
export type InviteRecord = Invite;

const invitePath = (id: string) => `/invites/${encodeURIComponent(id)}`;

/** GET /invites?page=<n> (ADMIN): every invite, newest first. */
export function listInvites(page: number, signal?: AbortSignal): Promise<ListResult<Invite>> {
  return apiList('/invites', inviteSchema, { query: { page }, signal });
}

/** POST /invites (ADMIN): one invite per recipient. */
export function createInvites(body: InviteCreateBody): Promise<Invite[]> {
  return apiRequest('/invites', z.array(inviteSchema), { method: 'POST', body });
}

/** DELETE /invites/:id (ADMIN): the revoked invite (the row is kept). */
export function revokeInvite(id: string): Promise<Invite> {
  return apiRequest(invitePath(id), inviteSchema, { method: 'DELETE' });
}
