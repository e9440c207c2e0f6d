import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';
import { toFormFailure, type FormFailureReason } from '@/lib/forms';
import { errorMessage } from '@/lib/server-messages';

/**
 * [ours] A failed second step that is not about the code (CodeForm shows those on its field): an
 * expired or used challenge (401) sends the member back to the password with the server's
 * message; anything else reads '{status}: {message}' above the form, as the login does.
 */
export function showMfaStepFailure(
  error: unknown,
  onRestart: (message: string) => void,
  t: TFunction,
): FormFailureReason | null {
  if (!(error instanceof ApiError)) return toFormFailure(error);
  if (error.status === 401) {
    onRestart(errorMessage(error));
    return null;
  }
  return {
    kind: 'message',
    message: t('auth.login.errors.general', {
      status: error.status,
      message: errorMessage(error),
    }),
  };
}
