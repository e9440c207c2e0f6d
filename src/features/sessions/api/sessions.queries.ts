import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { endMyOtherSessions, endMySession, listMySessions } from './sessions.api';

/** The member's sessions belong to the session resource: sign-out clears them with the rest. */
export const activeSessionsKey = queryKeys('session').list({ active: true });

export const activeSessionsQuery = () =>
  queryOptions({
    queryKey: activeSessionsKey,
    queryFn: ({ signal }) => listMySessions(signal),
    // "Last seen" moves: read again whenever the card is shown.
    staleTime: 0,
  });

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: activeSessionsKey });
}

export function useEndSession() {
  const refresh = useRefreshSessions();
  return useMutation({ mutationFn: endMySession, onSettled: refresh });
}

export function useEndOtherSessions() {
  const refresh = useRefreshSessions();
  return useMutation({ mutationFn: endMyOtherSessions, onSettled: refresh });
}
