import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogKind } from '@contract/catalogs';
import {
  deleteCatalogEntry,
  listCatalog,
  registerCatalogEntry,
  searchCatalog,
  updateCatalogEntry,
  type CatalogListParams,
  type CatalogRegisterBodies,
} from './catalogs.api';

export const catalogKeys = {
  all: ['catalogs'] as const,
  kind: (kind: CatalogKind) => [...catalogKeys.all, kind] as const,
  list: (kind: CatalogKind, params: CatalogListParams) =>
    [...catalogKeys.kind(kind), 'list', params] as const,
  search: (kind: CatalogKind, term: string) => [...catalogKeys.kind(kind), 'search', term] as const,
};

export const catalogQueries = {
  list: (kind: CatalogKind, params: CatalogListParams) =>
    queryOptions({
      queryKey: catalogKeys.list(kind, params),
      queryFn: ({ signal }) => listCatalog(kind, params, signal),
      placeholderData: keepPreviousData,
    }),
  /** A picker's option search over one catalog: `catalogQueries.search('allergies')`. */
  search: (kind: CatalogKind) => (term: string) =>
    queryOptions({
      queryKey: catalogKeys.search(kind, term),
      queryFn: ({ signal }) => searchCatalog(kind, term, signal),
    }),
};

export function useRegisterCatalogEntry<K extends CatalogKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CatalogRegisterBodies[K]) => registerCatalogEntry(kind, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.kind(kind) }),
  });
}

export function useUpdateCatalogEntry<K extends CatalogKind>(kind: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: CatalogRegisterBodies[K] }) =>
      updateCatalogEntry(kind, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.kind(kind) }),
  });
}

export function useDeleteCatalogEntry(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteCatalogEntry(kind, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.kind(kind) }),
  });
}
