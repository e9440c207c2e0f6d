import { useParams } from 'react-router';
import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { memberQueries } from '@/features/members/api/members.queries';
import { MemberEditPage } from '@/features/members/components/member-edit-page';
import { requireCapability } from '@/lib/auth-guards';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

export const loader = guardedLoader(
  requireCapability('user.update'),
  async ({ params }, { queryClient }) => {
    await prefetch(queryClient, memberQueries.detail(params.userId ?? ''));
  },
);

export function Component() {
  const { userId = '' } = useParams();
  const user = useCurrentUser();
  return <MemberEditPage memberId={userId} currentUserId={user?.id ?? null} />;
}
