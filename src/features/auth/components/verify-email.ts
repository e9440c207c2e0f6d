import { redirect } from 'react-router';
import { getI18n } from 'react-i18next';
import { paths } from '@contract/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { verifyEmail } from '../api/registration.api';

/**
 * /verify/:token verifies on load (SPEC §2): a green toast and /login on success, a red toast
 * and / on any failure (SPEC §8). Done by the route's loader, so it runs once per visit.
 */
export async function verifyEmailAndRedirect(token: string): Promise<Response> {
  const { t } = getI18n();
  try {
    await verifyEmail(token);
  } catch {
    notifyError(t('verify.failure'));
    return redirect('/');
  }
  notifySuccess(t('verify.success'));
  return redirect(paths.login.href());
}
