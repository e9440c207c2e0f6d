import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PhysicianCreateBody, PhysicianPatchBody } from '@contract/physicians';
import {
  createPhysician,
  deletePhysician,
  getPhysician,
  listPhysicians,
  searchPhysicians,
  updatePhysician,
  type PhysicianListParams,
  type PhysicianRecord,
} from './physicians.api';

export const physicianKeys = {
  all: ['physicians'] as const,
  lists: () => [...physicianKeys.all, 'list'] as const,
  list: (params: PhysicianListParams) => [...physicianKeys.lists(), params] as const,
  searches: () => [...physicianKeys.all, 'search'] as const,
  search: (term: string) => [...physicianKeys.searches(), term] as const,
  details: () => [...physicianKeys.all, 'detail'] as const,
  detail: (id: string) => [...physicianKeys.details(), id] as const,
};

export const physicianQueries = {
  list: (params: PhysicianListParams) =>
    queryOptions({
      queryKey: physicianKeys.list(params),
      queryFn: ({ signal }) => listPhysicians(params, signal),
      placeholderData: keepPreviousData,
    }),
  /** Options for a physician chooser; a newer search cancels this one. */
  search: (term: string) =>
    queryOptions({
      queryKey: physicianKeys.search(term),
      queryFn: ({ signal }) => searchPhysicians(term, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: physicianKeys.detail(id),
      queryFn: ({ signal }) => getPhysician(id, signal),
    }),
};

/** Lists and searches may now include (or drop) a physician. */
function invalidateListings(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: physicianKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: physicianKeys.searches() }),
  ]);
}

export function useCreatePhysician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhysicianCreateBody) => createPhysician(body),
    onSuccess: async (physician) => {
      queryClient.setQueryData(physicianKeys.detail(physician.id), physician);
      await invalidateListings(queryClient);
    },
  });
}

export function useUpdatePhysician(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhysicianPatchBody) => updatePhysician(id, body),
    onSuccess: async (physician) => {
      queryClient.setQueryData(physicianKeys.detail(id), physician);
      await invalidateListings(queryClient);
    },
  });
}

export function useDeletePhysician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePhysician(id),
    onSuccess: async (_message, id) => {
      queryClient.removeQueries({ queryKey: physicianKeys.detail(id) });
      await invalidateListings(queryClient);
    },
  });
}

/**
 * Links a physician to a hospital from the hospital's side: PATCH the physician's
 * `hospitalIds` with this hospital added to the ones it already has.
 */
export function useLinkPhysician(hospitalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (physician: PhysicianRecord) =>
      updatePhysician(physician.id, {
        hospitalIds: [...new Set([...physician.hospitals.map(({ id }) => id), hospitalId])],
      }),
    onSuccess: async (physician) => {
      queryClient.setQueryData(physicianKeys.detail(physician.id), physician);
      await invalidateListings(queryClient);
    },
  });
}
