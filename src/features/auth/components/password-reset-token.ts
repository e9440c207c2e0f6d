import { redirect } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { checkPasswordResetToken } from '../api/password.api';

/**
 * /password/:token checks its token on load (SPEC §2): an invalid one shows the server's message
 * in a red toast and goes to /. A failed connection is the route's error.
 */
export async function checkResetTokenOrRedirect(token: string): Promise<Response | null> {
  try {
    await checkPasswordResetToken(token);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    notifyError(error.message);
    return redirect('/');
  }
}
