import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UiLanguage } from '@contract/ui-languages';
import type { ProfilePatchBody, User, UserAction, UserPatchBody } from '@contract/users';
import { pagedQuery } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';
import { useUpdateRecord, type RecordWrites } from '@/lib/record-mutations';
import {
  actOnMember,
  changePassword,
  countPendingMembers,
  createInvites,
  getMember,
  listMembers,
  listInvites,
  listPendingMembers,
  revokeInvite,
  updateMember,
  updateProfile,
  type MemberListParams,
} from './members.api';

export const memberKeys = queryKeys('users');
export const inviteKeys = queryKeys('invites');
/** The session user (auth feature's key, from the shared factory). */
const sessionUserKey = queryKeys('session').detail('me');

export const memberQueries = {
  list: (params: MemberListParams) =>
    pagedQuery(memberKeys.list(params), (signal) => listMembers(params, signal)),
  pending: (page: number) =>
    pagedQuery(memberKeys.list({ status: 'unapproved', page }), (signal) =>
      listPendingMembers(page, signal),
    ),
  /** The header badge and the Pending Members button: a list query, so every write refreshes it. */
  pendingCount: () =>
    queryOptions({
      queryKey: memberKeys.list({ pendingCount: true }),
      queryFn: ({ signal }) => countPendingMembers(signal),
      staleTime: 60_000,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: memberKeys.detail(id),
      queryFn: ({ signal }) => getMember(id, signal),
    }),
  invites: (page: number) =>
    pagedQuery(inviteKeys.list({ page }), (signal) => listInvites(page, signal)),
};

/**
 * After a member changes: every members list (search, pending, the pending count), and the
 * session user, who may be the member changed (their own name, organization, languages).
 */
function refreshAfterMemberChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memberKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: sessionUserKey }),
  ]);
}

const memberWrites: RecordWrites = { keys: memberKeys, refresh: refreshAfterMemberChange };

export function useUpdateMember(id: string) {
  return useUpdateRecord(memberWrites, id, (memberId, body: UserPatchBody) =>
    updateMember(memberId, body),
  );
}

export interface MemberActionVariables {
  id: string;
  action: UserAction;
}

/**
 * Approve, reject, disable or enable one member: the answer is cached as the member's detail.
 * The lists are refreshed by the caller once a batch is done (`refreshMembers`), so a bulk
 * action on the pending page reads the list once rather than once per member.
 */
export function useMemberAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: MemberActionVariables) => actOnMember(id, action),
    onSuccess: (member) => queryClient.setQueryData(memberKeys.detail(member.id), member),
  });
}

export function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () => refreshAfterMemberChange(queryClient);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfilePatchBody) => updateProfile(body),
    onSuccess: async (member) => {
      queryClient.setQueryData(memberKeys.detail(member.id), member);
      await refreshAfterMemberChange(queryClient);
    },
  });
}

/**
 * Issue 14: keeps the member's UI language on their profile (PATCH /users/me {uiLanguage}; null:
 * follow the browser). A server without the field (the reference) or a failed request changes
 * nothing visible: the choice holds for this session in the cached session user, and on this
 * device through the `lng` cookie.
 */
export function useSaveUiLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uiLanguage: UiLanguage | null) => saveUiLanguage(queryClient, uiLanguage),
  });
}

/** useSaveUiLanguage's work, for a caller outside React (the header loads it on demand). */
export async function saveUiLanguage(
  queryClient: QueryClient,
  uiLanguage: UiLanguage | null,
): Promise<void> {
  await updateProfile({ uiLanguage }).catch(() => undefined);
  queryClient.setQueryData<User | null>(sessionUserKey, (user) =>
    user ? { ...user, uiLanguage } : user,
  );
}

/** The member's other sessions end with the change: the profile's sessions list follows. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys('session').lists() }),
  });
}

/** POST /invites: the Invites view lists the new ones. */
export function useCreateInvites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvites,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.lists() }),
  });
}

/** DELETE /invites/:id, in useDeleteWithConfirm's shape (the answer's message is unused). */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<string | undefined> => {
      await revokeInvite(id);
      return undefined;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.lists() }),
  });
}
