import { z } from 'zod';
import {
  hospitalSchema,
  type HospitalCreateBody,
  type HospitalPatchBody,
} from '@contract/hospitals';
import { MAX_PER_PAGE } from '@contract/common';
import { tolerant } from '@contract/tolerant';
import { npiOrganizationSchema, type NpiOrganization } from '@contract/npi';
import { apiDelete, apiList, apiRequest, type ListResult } from '@/lib/api-client';

/** A hospital as either server sends it (API.md §7.2). */
const hospitalReading = tolerant(hospitalSchema);
export type HospitalRecord = z.output<typeof hospitalReading>;

export interface HospitalListParams {
  search: string;
  page: number;
  /** Only hospitals linked to this physician. */
  physicianId?: string;
}

export interface NpiSearchParams {
  name: string;
  state: string;
}

const path = (id: string) => `/hospitals/${encodeURIComponent(id)}`;

/** GET /hospitals?hospital=<q>&physicianId=<id or ''>&page=<n> */
export function listHospitals(
  { search, page, physicianId }: HospitalListParams,
  signal?: AbortSignal,
): Promise<ListResult<HospitalRecord>> {
  return apiList('/hospitals', hospitalReading, {
    query: { hospital: search, physicianId: physicianId ?? '', page },
    signal,
  });
}

/**
 * GET /hospitals?physicianId=<id>: every hospital linked to a physician (both servers answer it,
 * while only ours embeds `hospitals` in the physician).
 */
export async function listLinkedHospitals(physicianId: string, signal?: AbortSignal) {
  const { items } = await apiList('/hospitals', hospitalReading, {
    query: { hospital: '', physicianId, perPage: MAX_PER_PAGE },
    signal,
  });
  return items;
}

/** GET /hospitals?hospital=<q>: the first page of matches, for choosers. */
export async function searchHospitals(term: string, signal?: AbortSignal) {
  const { items } = await apiList('/hospitals', hospitalReading, {
    query: { hospital: term },
    signal,
  });
  return items;
}

export function getHospital(id: string, signal?: AbortSignal): Promise<HospitalRecord> {
  return apiRequest(path(id), hospitalReading, { signal });
}

export function createHospital(body: HospitalCreateBody): Promise<HospitalRecord> {
  return apiRequest('/hospitals', hospitalReading, { method: 'POST', body });
}

export function updateHospital(id: string, body: HospitalPatchBody): Promise<HospitalRecord> {
  return apiRequest(path(id), hospitalReading, { method: 'PATCH', body });
}

/** DELETE /hospitals/:id: the server's message, when it sent one. */
export function deleteHospital(id: string): Promise<string | undefined> {
  return apiDelete(path(id));
}

/** GET /npi?name=&state=: organisations from the NPI registry. */
export function searchNpi(
  { name, state }: NpiSearchParams,
  signal?: AbortSignal,
): Promise<NpiOrganization[]> {
  return apiRequest('/npi', z.array(npiOrganizationSchema), { query: { name, state }, signal });
}
