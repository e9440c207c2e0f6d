import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { catalogQueries } from '@/features/catalogs/api/catalogs.queries';
import { CatalogsPage, FIRST_CATALOG } from '@/features/catalogs/components/catalogs-page';
import { requireCapability } from '@/lib/auth-guards';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

export const loader = guardedLoader(
  requireCapability('catalog.manageInUi'),
  async (_args, { queryClient }) => {
    await prefetch(queryClient, catalogQueries.list(FIRST_CATALOG, { search: '', page: 1 }));
  },
);

export function Component() {
  const user = useCurrentUser();
  return <CatalogsPage role={user?.role ?? null} />;
}
