import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

export interface LoginErrors {
  email?: string;
  password?: string;
  general?: string;
}

/** SPEC §8: where each failed login shows its message. */
export function toLoginErrors(error: unknown, t: TFunction): LoginErrors {
  if (!(error instanceof ApiError)) return { general: t('errors.unexpected.message') };
  switch (error.status) {
    case 404:
      return { email: t('auth.login.errors.emailNotConnected') };
    case 401:
      return { password: t('auth.login.errors.wrongPassword') };
    case 403:
      return { email: error.message };
    default:
      return {
        general: t('auth.login.errors.general', { status: error.status, message: error.message }),
      };
  }
}
