import { useCurrentUser } from '@/features/auth/api/auth.queries';
import { catalogQueries } from '@/features/catalogs/api/catalogs.queries';
import { CatalogsPage, readCatalogTab } from '@/features/catalogs/components/catalogs-page';
import { requireCapability } from '@/lib/auth-guards';
import { readListParams } from '@/lib/list-params';
import { guardedLoader, prefetch } from '@/lib/route-loaders';

export const loader = guardedLoader(
  requireCapability('catalog.manageInUi'),
  async ({ request }, { queryClient }) => {
    const { searchParams } = new URL(request.url);
    await prefetch(
      queryClient,
      catalogQueries.list(readCatalogTab(searchParams), readListParams(searchParams)),
    );
  },
);

export function Component() {
  const user = useCurrentUser();
  return <CatalogsPage role={user?.role ?? null} />;
}
