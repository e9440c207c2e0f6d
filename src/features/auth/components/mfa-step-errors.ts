import type { TFunction } from 'i18next';
import { groupValidationItems } from '@contract/errors';
import { ApiError } from '@/lib/api-client';
import { toFormFailure, type FormFailureReason } from '@/lib/forms';
import { errorMessage, translateItems } from '@/lib/server-messages';

/**
 * [ours] Where a failed second step shows its message: a wrong code (400), an unreadable secret (409), a lockout (429) and
 * validation (422) on the code field; an expired or used challenge (401) sends the member back
 * to the password with the server's message; anything else above the form.
 */
export function showMfaStepFailure(
  error: unknown,
  setFieldError: (message: string) => void,
  onRestart: (message: string) => void,
  t: TFunction,
): FormFailureReason | null {
  if (!(error instanceof ApiError)) return toFormFailure(error);
  switch (error.status) {
    case 400:
    case 409:
    case 429:
      setFieldError(errorMessage(error));
      return null;
    case 401:
      onRestart(errorMessage(error));
      return null;
    case 422:
      setFieldError(
        Object.values(groupValidationItems(translateItems(error.items))).join('. ') ||
          errorMessage(error),
      );
      return null;
    default:
      return {
        kind: 'message',
        message: t('auth.login.errors.general', {
          status: error.status,
          message: errorMessage(error),
        }),
      };
  }
}
