import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import {
  confirmMfa,
  disableMfa,
  getMfaStatus,
  regenerateRecoveryCodes,
  resetMemberMfa,
  startMfaSetup,
} from './mfa.api';
import { memberKeys } from './members.queries';

/** Under the users resource: GET /users/me/mfa. */
const mfaStatusKey = queryKeys('users').detail('me/mfa');

export const mfaStatusQuery = () =>
  queryOptions({
    queryKey: mfaStatusKey,
    queryFn: ({ signal }) => getMfaStatus(signal),
  });

/** The mutations of the Two-factor card; each success reads the status again. */
export function useMfaMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: mfaStatusKey });
  return {
    setup: useMutation({ mutationFn: startMfaSetup }),
    confirm: useMutation({ mutationFn: confirmMfa, onSuccess }),
    disable: useMutation({ mutationFn: disableMfa, onSuccess }),
    regenerate: useMutation({ mutationFn: regenerateRecoveryCodes, onSuccess }),
  };
}

/** After a reset the member page reads the member again: Reset two-factor goes away. */
export function useResetMemberMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMemberMfa,
    onSuccess: (_, memberId) =>
      queryClient.invalidateQueries({ queryKey: memberKeys.detail(memberId) }),
  });
}
