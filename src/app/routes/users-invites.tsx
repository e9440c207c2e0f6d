import { memberQueries } from '@/features/members/api/members.queries';
import { InvitesPage } from '@/features/members/components/invites-page';
import { requireCapability } from '@/lib/auth-guards';
import { readListParamsFromRequest } from '@/lib/list-params';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/** [ours] The admins' Invites view (GET /invites is ADMIN's). */
export const loader = guardedLoader(
  requireCapability('invite.manage'),
  async ({ request }, { queryClient }) => {
    const { page } = readListParamsFromRequest(request);
    await prefetch(queryClient, memberQueries.invites(page));
  },
);

export function Component() {
  return <InvitesPage />;
}
