import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { memberQueries } from '@/features/members/api/members.queries';
import { MembersPage } from '@/features/members/components/members-page';
import { requireCapability } from '@/lib/auth-guards';
import { readListParamsFromRequest } from '@/lib/list-params';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/** SPEC §6: the members pages are ADMIN's. */
export const loader = guardedLoader(
  requireCapability('user.listInUi'),
  async ({ request }, { queryClient }) => {
    const { search, page } = readListParamsFromRequest(request);
    await prefetch(queryClient, memberQueries.list({ search, page }));
  },
);

export function Component() {
  const user = useCurrentUser();
  return <MembersPage role={user?.role ?? null} />;
}
