import type { TFunction } from 'i18next';
import { EMAIL_MESSAGE } from '@contract/reference';
import { ApiError } from '@/lib/api-client';
import {
  applyServerErrors,
  toFormFailure,
  type FormFailureReason,
  type FormWithErrors,
} from '@/lib/forms';
import { errorMessage } from '@/lib/server-messages';

/**
 * SPEC §8: where each failed login shows its message. 404 and 401 have SPEC's texts on the
 * e-mail and password fields; a 403 or 429 shows the server's message alone on the e-mail
 * field, a 422 its items on their fields; any other status reads '{status}: {message}' above the
 * form. Returns what the form-failure alert shows, if anything.
 */
export function showLoginFailure(
  form: FormWithErrors & { setFieldError: (field: 'email' | 'password', message: string) => void },
  error: unknown,
  t: TFunction,
): FormFailureReason | null {
  if (!(error instanceof ApiError)) return toFormFailure(error);
  switch (error.status) {
    case 404:
      form.setFieldError('email', t('auth.login.errors.emailNotConnected'));
      return null;
    case 401:
      form.setFieldError('password', t('auth.login.errors.wrongPassword'));
      return null;
    case 403:
    case 429:
      form.setFieldError('email', errorMessage(error));
      return null;
    case 422:
      // The reference may send 'Invalid email' without a path: it still belongs to the e-mail.
      return applyServerErrors(
        form,
        new ApiError(
          422,
          error.items.map((item) =>
            !item.path && item.message === EMAIL_MESSAGE ? { ...item, path: 'email' } : item,
          ),
        ),
      );
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
