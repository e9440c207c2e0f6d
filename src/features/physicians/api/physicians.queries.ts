import { queryOptions } from '@tanstack/react-query';
import type { PhysicianCreateBody, PhysicianPatchBody } from '@contract/physicians';
import { pagedQuery } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';
import {
  useDeleteRecord,
  useSaveRecord,
  useUpdateRecord,
  type RecordWrites,
} from '@/lib/record-mutations';
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
    pagedQuery(physicianKeys.list(params), (signal) => listPhysicians(params, signal)),
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
 * among them), hospital lists, which are filtered by physician (the physician's Hospitals
 * table and the edit page's links), and patient details, which embed the primary care
 * physician's name and phone.
 */
const physicianWrites: RecordWrites = {
  keys: physicianKeys,
  refresh: (queryClient) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: physicianKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: queryKeys('hospitals').lists() }),
      queryClient.invalidateQueries({ queryKey: queryKeys('patients').details() }),
    ]),
};

export function useCreatePhysician() {
  return useSaveRecord(physicianWrites, (body: PhysicianCreateBody) => createPhysician(body));
}

export function useUpdatePhysician(id: string) {
  return useUpdateRecord(physicianWrites, id, (physicianId, body: PhysicianPatchBody) =>
    updatePhysician(physicianId, body),
  );
}

export function useDeletePhysician() {
  return useDeleteRecord(physicianWrites, deletePhysician);
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
  return useSaveRecord(physicianWrites, async (physician: PhysicianRecord) => {
    const known =
      physician.hospitals?.map(({ id }) => id) ?? (await listLinkedHospitalIds(physician.id));
    const updated = await updatePhysician(physician.id, {
      hospitalIds: [...new Set([...known, hospitalId])],
    });
    if (updated.hospitals === null) throw new LinkingUnavailableError();
    return updated;
  });
}

/**
 * Unlinks a physician from a hospital from the hospital's side: PATCH her `hospitalIds` without
 * this hospital, her other links kept (fetched first when the list did not carry them). A
 * server that answers without `hospitals` kept no links, as for linking.
 */
export function useUnlinkPhysician(hospitalId: string) {
  return useSaveRecord(physicianWrites, async (physician: PhysicianRecord) => {
    const known =
      physician.hospitals?.map(({ id }) => id) ?? (await listLinkedHospitalIds(physician.id));
    const updated = await updatePhysician(physician.id, {
      hospitalIds: known.filter((id) => id !== hospitalId),
    });
    if (updated.hospitals === null) throw new LinkingUnavailableError();
    return updated;
  });
}
