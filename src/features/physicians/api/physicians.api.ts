import { z } from 'zod';
import {
  physicianSchema,
  type PhysicianCreateBody,
  type PhysicianPatchBody,
} from '@contract/physicians';
import { MAX_PER_PAGE } from '@contract/common';
import { hospitalSchema } from '@contract/hospitals';
import { tolerant } from '@contract/tolerant';
import { apiDelete, apiList, apiRequest, type ListResult } from '@/lib/api-client';

/**
 * A physician as either server sends it (API.md §7.2). `hospitals` is null when the server
 * left it out (the reference outside lists), which is not the same as no links.
 */
const physicianReading = tolerant(physicianSchema);
export type PhysicianRecord = z.output<typeof physicianReading>;

export interface PhysicianListParams {
  search: string;
  page: number;
  /** Only physicians linked to this hospital. */
  hospitalId?: string;
}

const path = (id: string) => `/physicians/${encodeURIComponent(id)}`;

/** GET /physicians?physician=<q>&hospitalId=<id or ''>&page=<n> (API §4.7, tables). */
export function listPhysicians(
  { search, page, hospitalId }: PhysicianListParams,
  signal?: AbortSignal,
): Promise<ListResult<PhysicianRecord>> {
  return apiList('/physicians', physicianReading, {
    query: { physician: search, hospitalId: hospitalId ?? '', page },
    signal,
  });
}

/** GET /physicians?physician=<q>: the first page of matches, for choosers. */
export async function searchPhysicians(term: string, signal?: AbortSignal) {
  const { items } = await apiList('/physicians', physicianReading, {
    query: { physician: term },
    signal,
  });
  return items;
}

export function getPhysician(id: string, signal?: AbortSignal): Promise<PhysicianRecord> {
  return apiRequest(path(id), physicianReading, { signal });
}

export function createPhysician(body: PhysicianCreateBody): Promise<PhysicianRecord> {
  return apiRequest('/physicians', physicianReading, { method: 'POST', body });
}

export function updatePhysician(id: string, body: PhysicianPatchBody): Promise<PhysicianRecord> {
  return apiRequest(path(id), physicianReading, { method: 'PATCH', body });
}

/** DELETE /physicians/:id: the server's message, when it sent one. */
export function deletePhysician(id: string): Promise<string | undefined> {
  return apiDelete(path(id));
}

/** A hospital as either server lists it: only its id is needed here. */
const linkedHospitalReading = tolerant(hospitalSchema.pick({ id: true }));

/**
 * GET /hospitals?physicianId=<id>: the ids of the hospitals she is linked to. Both servers
 * answer it, while the reference leaves `hospitals` out of a single physician.
 */
export async function listLinkedHospitalIds(
  physicianId: string,
  signal?: AbortSignal,
): Promise<string[]> {
  const { items } = await apiList('/hospitals', linkedHospitalReading, {
    query: { hospital: '', physicianId, perPage: MAX_PER_PAGE },
    signal,
  });
  return items.map(({ id }) => id);
}
