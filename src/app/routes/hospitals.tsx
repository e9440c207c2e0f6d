import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { hospitalQueries } from '@/features/hospitals/api/hospitals.queries';
import { HospitalsPage } from '@/features/hospitals/components/hospitals-page';
import { requireCapability } from '@/lib/auth-guards';
import { readListParamsFromRequest } from '@/lib/list-params';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

/** Every signed-in role may read hospitals (API §4.8). */
export const loader = guardedLoader(
  requireCapability('hospital.list'),
  async ({ request }, { queryClient }) => {
    const { search, page } = readListParamsFromRequest(request);
    await prefetch(queryClient, hospitalQueries.list({ search, page }));
  },
);

export function Component() {
  const user = useCurrentUser();
  return <HospitalsPage role={user?.role ?? null} />;
}
