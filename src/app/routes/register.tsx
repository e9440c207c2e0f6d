import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { loadRegistrationInvite } from '@/features/auth/components/register-invite';
import { RegisterPage } from '@/features/auth/components/register-page';
import { requireAnonymous } from '@/lib/auth-guards';

/** /register and /register/:inviteId: visitors only; an invite is read (and judged) first. */
export async function loader(args: LoaderFunctionArgs) {
  await requireAnonymous(args);
  const { inviteId } = args.params;
  return inviteId ? loadRegistrationInvite(inviteId) : null;
}

export function Component() {
  const invite = useLoaderData<typeof loader>();
  const { inviteId = '' } = useParams();
  // A new invite (or none) starts the steps again.
  return <RegisterPage key={inviteId} invite={invite} />;
}
