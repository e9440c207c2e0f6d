import { useParams, type LoaderFunctionArgs } from 'react-router';
import { checkResetTokenOrRedirect } from '@/features/auth/components/password-reset-token';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { requireAnonymous } from '@/lib/auth-guards';

/** Visitors only; the reset link is checked before the form shows. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAnonymous(args);
  return checkResetTokenOrRedirect(args.params.passwordResetToken ?? '');
}

export function Component() {
  const { passwordResetToken = '' } = useParams();
  return <ResetPasswordPage token={passwordResetToken} />;
}
