import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import {
  getMe,
  login,
  loginWithCode,
  loginWithEnrolment,
  logout,
  type CurrentUser,
} from './auth.api';

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
    onSuccess: (outcome) => {
      if (outcome.kind === 'signedIn') queryClient.setQueryData(authKeys.me(), outcome.user);
    },
  });
}

/** [ours] The second step of sign-in: a code or a recovery code. */
export function useLoginWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginWithCode,
    onSuccess: (user) => queryClient.setQueryData(authKeys.me(), user),
  });
}

/**
 * [ours] The required enrolment at sign-in. The session user is stored only when the member
 * leaves the recovery codes (`signIn`), so the signed-in layout does not replace that screen.
 */
export function useLoginWithEnrolment() {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: loginWithEnrolment });
  const signIn = (user: CurrentUser) => queryClient.setQueryData(authKeys.me(), user);
  return { mutation, signIn };
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
