import { useParams } from 'react-router';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { memberQueries } from '@/features/members/api/members.queries';
import { MemberPage } from '@/features/members/components/member-page';
import { requireCapability } from '@/lib/auth-guards';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

export const loader = guardedLoader(
  requireCapability('user.viewInUi'),
  async ({ params }, { queryClient }) => {
    await prefetch(queryClient, memberQueries.detail(params.userId ?? ''));
  },
);

export function Component() {
  const { userId = '' } = useParams();
  const user = useCurrentUser();
  return (
    <MemberPage memberId={userId} role={user?.role ?? null} currentUserId={user?.id ?? null} />
  );
}
