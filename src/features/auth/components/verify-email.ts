import { redirect } from 'react-router';
import { getI18n } from 'react-i18next';
import { paths } from '@contract/paths';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { verifyEmail } from '../api/registration.api';

/** [ours] Our server's answer to a verify link followed again: the address is verified. */
const ALREADY_VERIFIED_STATUS = 409;

/**
 * /verify/:token verifies on load (SPEC §2): a green toast and /login on success, a red toast
 * and / on any failure (SPEC §8). Done by the route's loader, so it runs once per visit. A link
 * followed a second time (a mail scanner opened it first) says the address is already verified
 * and goes to /login too; the reference answers it 404, a failure as before.
 */
export async function verifyEmailAndRedirect(token: string): Promise<Response> {
  const { t } = getI18n();
  try {
    await verifyEmail(token);
  } catch (error) {
    if (error instanceof ApiError && error.status === ALREADY_VERIFIED_STATUS) {
      notifySuccess(t('verify.alreadyVerified'));
      return redirect(paths.login.href());
    }
    notifyError(t('verify.failure'));
    return redirect('/');
  }
  notifySuccess(t('verify.success'));
  return redirect(paths.login.href());
}
