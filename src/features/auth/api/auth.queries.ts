import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { getMe, login, logout, type CurrentUser } from './auth.api';

const sessionKeys = queryKeys('session');

export const authKeys = {
  all: sessionKeys.all,
  me: () => sessionKeys.detail('me'),
};

/** The session user, read once and then kept: login and logout update it directly. */
export function meQueryOptions() {
  return queryOptions({
    queryKey: authKeys.me(),
    queryFn: getMe,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useCurrentUser(): CurrentUser | null {
  return useQuery(meQueryOptions()).data ?? null;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(authKeys.me(), user),
  });
}

/** Forget everything cached for the old session and remember that nobody is signed in. */
export function clearSession(queryClient: QueryClient): void {
  queryClient.clear();
  queryClient.setQueryData(authKeys.me(), null);
}

/** Ends the session on the server, then locally, whether or not the server call worked. */
export async function endSession(queryClient: QueryClient): Promise<void> {
  try {
    await logout();
  } finally {
    clearSession(queryClient);
  }
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => endSession(queryClient) });
}
