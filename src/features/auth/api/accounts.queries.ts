import { useMutation, useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { requestPasswordReset, resetPassword } from './password.api';
import { getContactAddresses, lookUpLicence, register } from './registration.api';

/** The public account calls: none is cached, each is one user action. */
export const useLookUpLicence = () => useMutation({ mutationFn: lookUpLicence });
export const useRegister = () => useMutation({ mutationFn: register });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/** [ours] The program's contact addresses: read once per visit, they change with a restart. */
export const useContactAddresses = () =>
  useQuery({
    queryKey: queryKeys('contact').all,
    queryFn: getContactAddresses,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
