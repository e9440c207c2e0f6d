import { redirect } from 'react-router';
import { isInviteValid } from '@contract/invites';
import { getI18n } from 'react-i18next';
import { paths } from '@contract/paths';
import { ApiError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { getInvite, type InviteReading } from '../api/registration.api';

/**
 * The invite of /register/:inviteId. An unknown (404), malformed (422), accepted, revoked or
 * expired invite shows the red notice 'Invalid invite' and goes to /register (SPEC §2, §8);
 * any other failure is the route's error.
 */
export async function loadRegistrationInvite(inviteId: string): Promise<InviteReading | Response> {
  let invite: InviteReading;
  try {
    invite = await getInvite(inviteId);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      return invalidInvite();
    }
    throw error;
  }
  return isInviteValid(invite, new Date()) ? invite : invalidInvite();
}

function invalidInvite(): Response {
  notifyError(getI18n().t('register.invalidInvite'));
  return redirect(paths.register.href());
}
