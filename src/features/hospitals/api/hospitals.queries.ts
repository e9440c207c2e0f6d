import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HospitalCreateBody, HospitalPatchBody } from '@contract/hospitals';
import {
  createHospital,
  deleteHospital,
  getHospital,
  listHospitals,
  searchHospitals,
  searchNpi,
  updateHospital,
  type HospitalListParams,
  type NpiSearchParams,
} from './hospitals.api';

export const hospitalKeys = {
  all: ['hospitals'] as const,
  lists: () => [...hospitalKeys.all, 'list'] as const,
  list: (params: HospitalListParams) => [...hospitalKeys.lists(), params] as const,
  searches: () => [...hospitalKeys.all, 'search'] as const,
  search: (term: string) => [...hospitalKeys.searches(), term] as const,
  details: () => [...hospitalKeys.all, 'detail'] as const,
  detail: (id: string) => [...hospitalKeys.details(), id] as const,
  npi: (params: NpiSearchParams) => [...hospitalKeys.all, 'npi', params] as const,
};

export const hospitalQueries = {
  list: (params: HospitalListParams) =>
    queryOptions({
      queryKey: hospitalKeys.list(params),
      queryFn: ({ signal }) => listHospitals(params, signal),
      placeholderData: keepPreviousData,
    }),
  /** Options for a hospital chooser; a newer search cancels this one. */
  search: (term: string) =>
    queryOptions({
      queryKey: hospitalKeys.search(term),
      queryFn: ({ signal }) => searchHospitals(term, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: hospitalKeys.detail(id),
      queryFn: ({ signal }) => getHospital(id, signal),
    }),
  npi: (params: NpiSearchParams) =>
    queryOptions({
      queryKey: hospitalKeys.npi(params),
      queryFn: ({ signal }) => searchNpi(params, signal),
      staleTime: 5 * 60_000,
    }),
};

export function useCreateHospital() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HospitalCreateBody) => createHospital(body),
    onSuccess: async (hospital) => {
      queryClient.setQueryData(hospitalKeys.detail(hospital.id), hospital);
      await queryClient.invalidateQueries({ queryKey: hospitalKeys.lists() });
    },
  });
}

export function useUpdateHospital(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HospitalPatchBody) => updateHospital(id, body),
    onSuccess: async (hospital) => {
      queryClient.setQueryData(hospitalKeys.detail(id), hospital);
      await queryClient.invalidateQueries({ queryKey: hospitalKeys.lists() });
    },
  });
}

export function useDeleteHospital() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteHospital(id),
    onSuccess: async (_message, id) => {
      queryClient.removeQueries({ queryKey: hospitalKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: hospitalKeys.lists() });
    },
  });
}
