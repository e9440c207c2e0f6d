import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CatalogKind } from '@contract/catalogs';
import { pagedQuery } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';
import {
  deleteCatalogEntry,
  getCatalogUsage,
  listCatalog,
  mergeCatalogEntry,
  registerCatalogEntry,
  searchCatalog,
  updateCatalogEntry,
  type CatalogListParams,
  type CatalogRegisterBodies,
} from './catalogs.api';

/** Each catalog is a resource of its own: `catalogKeys('allergies').lists()`. */
export const catalogKeys = (kind: CatalogKind) => queryKeys(kind);

export const catalogQueries = {
  list: (kind: CatalogKind, params: CatalogListParams) =>
    pagedQuery(catalogKeys(kind).list(params), (signal) => listCatalog(kind, params, signal)),
  /** A picker's option search over one catalog: `catalogQueries.search('allergies')`. */
  search: (kind: CatalogKind) => (term: string) =>
    queryOptions({
      queryKey: catalogKeys(kind).list({ picker: term }),
      queryFn: ({ signal }) => searchCatalog(kind, term, signal),
    }),
  /** How many patients have the entry (the merge dialog's count). */
  usage: (kind: CatalogKind, id: string) =>
    queryOptions({
      queryKey: [...catalogKeys(kind).detail(id), 'usage'] as const,
      queryFn: ({ signal }) => getCatalogUsage(kind, id, signal),
      staleTime: 0,
    }),
};

export function useRegisterCatalogEntry<K extends CatalogKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CatalogRegisterBodies[K]) => registerCatalogEntry(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys(kind).all }),
  });
}

/** Patients embed their catalog entries (names in the view): a rename or delete makes them stale. */
const refreshAfterCatalogChange = (queryClient: QueryClient, kind: CatalogKind) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: catalogKeys(kind).all }),
    queryClient.invalidateQueries({ queryKey: queryKeys('patients').details() }),
  ]);

export function useUpdateCatalogEntry<K extends CatalogKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CatalogRegisterBodies[K] }) =>
      updateCatalogEntry(kind, id, body),
    onSuccess: () => refreshAfterCatalogChange(queryClient, kind),
  });
}

export function useDeleteCatalogEntry(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCatalogEntry(kind, id),
    onSuccess: () => refreshAfterCatalogChange(queryClient, kind),
  });
}

/** Moves every patient to `into` and deletes the entry: lists and patients are stale after it. */
export function useMergeCatalogEntry(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, into }: { id: string; into: string }) => mergeCatalogEntry(kind, id, into),
    onSuccess: () => refreshAfterCatalogChange(queryClient, kind),
  });
}
