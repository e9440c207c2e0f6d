import type { LoaderFunctionArgs } from 'react-router';
import { verifyEmailAndRedirect } from '@/features/auth/components/verify-email';
import { requireAnonymous } from '@/lib/auth-guards';

/** Verifies on load, then always redirects; the page itself never shows. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAnonymous(args);
  return verifyEmailAndRedirect(args.params.emailVerificationToken ?? '');
}

export function Component() {
  return null;
}
