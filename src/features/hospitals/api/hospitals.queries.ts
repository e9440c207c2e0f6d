import { queryOptions } from '@tanstack/react-query';
import type { HospitalCreateBody, HospitalPatchBody } from '@contract/hospitals';
import { pagedQuery } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';
import {
  useDeleteRecord,
  useSaveRecord,
  useUpdateRecord,
  type RecordWrites,
} from '@/lib/record-mutations';
import {
  createHospital,
  deleteHospital,
  getHospital,
  listHospitals,
  listLinkedHospitals,
  searchHospitals,
  searchNpi,
  updateHospital,
  type HospitalListParams,
  type NpiSearchParams,
} from './hospitals.api';

export const hospitalKeys = queryKeys('hospitals');
const npiKeys = queryKeys('npi');

export const hospitalQueries = {
  list: (params: HospitalListParams) =>
    pagedQuery(hospitalKeys.list(params), (signal) => listHospitals(params, signal)),
  /** Options for a hospital chooser; a newer search cancels this one. */
  search: (term: string) =>
    queryOptions({
      queryKey: hospitalKeys.list({ chooser: term }),
      queryFn: ({ signal }) => searchHospitals(term, signal),
    }),
  /** The hospitals a physician is linked to, for her edit page's initial links. */
  linkedTo: (physicianId: string) =>
    queryOptions({
      queryKey: hospitalKeys.list({ linkedTo: physicianId }),
      queryFn: ({ signal }) => listLinkedHospitals(physicianId, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: hospitalKeys.detail(id),
      queryFn: ({ signal }) => getHospital(id, signal),
    }),
  npi: (params: NpiSearchParams) =>
    queryOptions({
      queryKey: npiKeys.list(params),
      queryFn: ({ signal }) => searchNpi(params, signal),
      staleTime: 5 * 60_000,
    }),
};

/**
 * After a hospital is created, renamed or deleted: its lists, and every physician read, since
 * physicians embed their hospitals' names (details) and are listed by hospital (lists); and
 * every patient read, since a patient embeds its hospital and its physician's hospitals.
 */
const hospitalWrites: RecordWrites = {
  keys: hospitalKeys,
  refresh: (queryClient) => {
    const physicianKeys = queryKeys('physicians');
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: hospitalKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: physicianKeys.details() }),
      queryClient.invalidateQueries({ queryKey: physicianKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: queryKeys('patients').details() }),
    ]);
  },
};

export function useCreateHospital() {
  return useSaveRecord(hospitalWrites, (body: HospitalCreateBody) => createHospital(body));
}

export function useUpdateHospital(id: string) {
  return useUpdateRecord(hospitalWrites, id, (hospitalId, body: HospitalPatchBody) =>
    updateHospital(hospitalId, body),
  );
}

export function useDeleteHospital() {
  return useDeleteRecord(hospitalWrites, deleteHospital);
}
