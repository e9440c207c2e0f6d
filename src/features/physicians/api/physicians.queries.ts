import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { PhysicianCreateBody, PhysicianPatchBody } from '@contract/physicians';
import { queryKeys } from '@/lib/query-keys';
import {
  createPhysician,
  deletePhysician,
  getPhysician,
  listLinkedHospitalIds,
  listPhysicians,
  searchPhysicians,
  updatePhysician,
  type PhysicianListParams,
  type PhysicianRecord,
} from './physicians.api';

export const physicianKeys = queryKeys('physicians');

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
      queryKey: physicianKeys.list({ chooser: term }),
      queryFn: ({ signal }) => searchPhysicians(term, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: physicianKeys.detail(id),
      queryFn: ({ signal }) => getPhysician(id, signal),
    }),
};

/**
 * After a physician is saved or deleted: physician lists (the hospital page's Physicians table
 * among them), and hospital lists, which are filtered by physician (the physician's Hospitals
 * table and the edit page's links).
 */
function refreshAfterPhysicianChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: physicianKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: queryKeys('hospitals').lists() }),
  ]);
}

export function useCreatePhysician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhysicianCreateBody) => createPhysician(body),
    onSuccess: async (physician) => {
      queryClient.setQueryData(physicianKeys.detail(physician.id), physician);
      await refreshAfterPhysicianChange(queryClient);
    },
  });
}

export function useUpdatePhysician(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhysicianPatchBody) => updatePhysician(id, body),
    onSuccess: async (physician) => {
      queryClient.setQueryData(physicianKeys.detail(id), physician);
      await refreshAfterPhysicianChange(queryClient);
    },
  });
}

export function useDeletePhysician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePhysician(id),
    onSuccess: async (_message, id) => {
      queryClient.removeQueries({ queryKey: physicianKeys.detail(id) });
      await refreshAfterPhysicianChange(queryClient);
    },
  });
}

/** The server kept no hospital links (the reference ignores `hospitalIds`). */
export class LinkingUnavailableError extends Error {}

/**
 * Links a physician to a hospital from the hospital's side: PATCH the physician's `hospitalIds`
 * with this hospital added to the ones she already has. A physician read without `hospitals`
 * (null: not sent by this server) has her links fetched first, so none is dropped; a server
 * that answers without `hospitals` did not link, which is a failure, not a success.
 */
export function useLinkPhysician(hospitalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (physician: PhysicianRecord) => {
      const known =
        physician.hospitals?.map(({ id }) => id) ?? (await listLinkedHospitalIds(physician.id));
      const updated = await updatePhysician(physician.id, {
        hospitalIds: [...new Set([...known, hospitalId])],
      });
      if (updated.hospitals === null) throw new LinkingUnavailableError();
      return updated;
    },
    onSuccess: async (physician) => {
      queryClient.setQueryData(physicianKeys.detail(physician.id), physician);
      await refreshAfterPhysicianChange(queryClient);
    },
  });
}
