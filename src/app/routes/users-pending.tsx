import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { memberQueries } from '@/features/members/api/members.queries';
import { PendingMembersPage } from '@/features/members/components/pending-members-page';
import { requireCapability } from '@/lib/auth-guards';
import { readListParamsFromRequest } from '@/lib/list-params';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/**
 * [ours] Pending members is open to those who may approve (STAFF, API.md §5.2: "STAFF or ADMIN
 * find it ... and approve or reject it"), where SPEC §6 lists it with the ADMIN members pages:
 * the header's Alerts badge leads STAFF here.
 */
export const loader = guardedLoader(
  requireCapability('user.approve'),
  async ({ request }, { queryClient }) => {
    const { page } = readListParamsFromRequest(request);
    await prefetch(queryClient, memberQueries.pending(page));
  },
);

export function Component() {
  const user = useCurrentUser();
  return <PendingMembersPage role={user?.role ?? null} />;
}
