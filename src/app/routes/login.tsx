import { redirectSignedInFromLogin } from '@/lib/auth-guards';
import { LoginPage } from '@/features/auth/components/login-page';
import { SessionEndedNotice } from '@/features/sessions/components/session-ended-notice';

export const loader = redirectSignedInFromLogin;

export function Component() {
  return (
    <>
      <SessionEndedNotice />
      <LoginPage />
    </>
  );
}
