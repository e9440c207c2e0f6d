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

export function useResetMemberMfa() {
  return useMutation({ mutationFn: resetMemberMfa });
}
