import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { physicianQueries } from '@/features/physicians/api/physicians.queries';
import { PhysiciansPage } from '@/features/physicians/components/physicians-page';
import { requireRole } from '@/lib/auth-guards';
import { readListParamsFromRequest } from '@/lib/list-params';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

export const loader = guardedLoader(requireRole('STAFF'), async ({ request }, { queryClient }) => {
  const { search, page } = readListParamsFromRequest(request);
  await prefetch(queryClient, physicianQueries.list({ search, page }));
});

export function Component() {
  const user = useCurrentUser();
  return <PhysiciansPage role={user?.role ?? null} />;
}
