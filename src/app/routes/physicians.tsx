import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { physicianQueries } from '@/features/physicians/api/physicians.queries';
import { PhysiciansPage } from '@/features/physicians/components/physicians-page';
import { requireCapability } from '@/lib/auth-guards';
import { readListParamsFromRequest } from '@/lib/list-params';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

export const loader = guardedLoader(
  requireCapability('physician.listInUi'),
  async ({ request }, { queryClient }) => {
    const { search, page } = readListParamsFromRequest(request);
    await prefetch(queryClient, physicianQueries.list({ search, page }));
  },
);

export function Component() {
  const user = useCurrentUser();
  return <PhysiciansPage role={user?.role ?? null} />;
}
