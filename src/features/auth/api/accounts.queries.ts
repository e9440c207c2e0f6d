import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset, resetPassword } from './password.api';
import { lookUpLicence, register } from './registration.api';

/** The public account calls: none is cached, each is one user action. */
export const useLookUpLicence = () => useMutation({ mutationFn: lookUpLicence });
export const useRegister = () => useMutation({ mutationFn: register });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
