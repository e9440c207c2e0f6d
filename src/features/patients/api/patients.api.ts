import { z } from 'zod';
import {
  patientCreatedSchema,
  patientListItemSchema,
  patientSchema,
  type PatientCreateBody,
  type PatientPatchBody,
} from '@contract/patients';
import { tolerant } from '@contract/tolerant';
import { dueItemSchema, reviewIntervalSchema, type ReviewInterval } from '@contract/verification';
import { userSchema } from '@contract/users';
import { apiDelete, apiList, apiRequest, type ListResult } from '@/lib/api-client';

/**
 * A patient (full form) as either server sends it (API.md §7.2): `dateOfBirth` may be absent on
 * the reference (null here), and its PATCH answer leaves `physician.hospitals` out (null here,
 * which is not the same as no hospitals).
 */
export const patientReading = tolerant(patientSchema);
export type PatientRecord = z.output<typeof patientReading>;

/** Who created or last updated a listed patient: the tables show only the name. */
const authorSchema = userSchema.pick({
  id: true,
  firstName: true,
  middleName: true,
  lastName: true,
});

/**
 * A listed patient. The list embeds whole users, but the reference's users differ from ours
 * (no `organization` or `languages`, `{}` for licence data): only the names are read.
 */
const patientListReading = tolerant(
  patientListItemSchema.extend({ createdBy: authorSchema, updatedBy: authorSchema }),
);
export type PatientListRecord = z.output<typeof patientListReading>;

/** The created form of POST /patients: the scalars, without relations or authors. */
const patientCreatedReading = tolerant(patientCreatedSchema);
export type PatientCreatedRecord = z.output<typeof patientCreatedReading>;

export interface PatientListParams {
  search: string;
  page: number;
  /** Only this physician's patients (the physician page's Patients table). */
  physicianId?: string;
  /** Only this hospital's patients (the hospital page's Patients table). */
  hospitalId?: string;
}

const path = (id: string) => `/patients/${encodeURIComponent(id)}`;

/**
 * GET /patients?patient=<q>&page=<n>, plus physicianId or hospitalId when filtering. An unused
 * filter is left out rather than sent empty (the reference answers `""` with 422, §7.2).
 */
export function listPatients(
  { search, page, physicianId, hospitalId }: PatientListParams,
  signal?: AbortSignal,
): Promise<ListResult<PatientListRecord>> {
  return apiList('/patients', patientListReading, {
    query: { patient: search, physicianId, hospitalId, page },
    signal,
  });
}

/**
 * The list form of one patient, for its authors' names (the full form carries only their ids).
 * Our server matches a search term against the id's start (API.md §4.6); a server that does not
 * simply finds nothing, and the caller shows no name.
 */
export async function findListedPatient(
  id: string,
  signal?: AbortSignal,
): Promise<PatientListRecord | null> {
  const { items } = await apiList('/patients', patientListReading, {
    query: { patient: id, perPage: 1 },
    signal,
  });
  return items.find((patient) => patient.id === id.toLowerCase()) ?? null;
}

/** GET /patients/:id: the full form. Our server writes a `patient.view` audit event for it. */
export function getPatient(id: string, signal?: AbortSignal): Promise<PatientRecord> {
  return apiRequest(path(id), patientReading, { signal });
}

/** POST /patients: registers a label's patient (201); an existing id is a 409 ApiError. */
export function registerPatient(body: PatientCreateBody): Promise<PatientCreatedRecord> {
  return apiRequest('/patients', patientCreatedReading, { method: 'POST', body });
}

/** PATCH /patients/:id with any of the five sections; the answer is the full form. */
export function updatePatient(id: string, body: PatientPatchBody): Promise<PatientRecord> {
  return apiRequest(path(id), patientReading, { method: 'PATCH', body });
}

/** DELETE /patients/:id: the server's message, when it sent one. */
export function deletePatient(id: string): Promise<string | undefined> {
  return apiDelete(path(id));
}

/** [ours] Issue 24: POST /patients/:id/verification, "Mark as verified"; answers the full form. */
export function verifyPatient(id: string, note: string): Promise<PatientRecord> {
  return apiRequest(`${path(id)}/verification`, patientReading, {
    method: 'POST',
    body: { note },
  });
}

const dueReading = tolerant(dueItemSchema);
export type DueRecord = z.output<typeof dueReading>;

/** [ours] Issue 24: GET /patients/due?patient=<q>&page=<n>, the Due for review list. */
export function listDue(
  { search, page }: { search: string; page: number },
  signal?: AbortSignal,
): Promise<ListResult<DueRecord>> {
  return apiList('/patients/due', dueReading, { query: { patient: search, page }, signal });
}

/** [ours] Issue 24: GET and PUT /settings/review-interval. */
export function getReviewInterval(signal?: AbortSignal): Promise<ReviewInterval> {
  return apiRequest('/settings/review-interval', reviewIntervalSchema, { signal });
}

export function putReviewInterval(months: number): Promise<ReviewInterval> {
  return apiRequest('/settings/review-interval', reviewIntervalSchema, {
    method: 'PUT',
    body: { months },
  });
}
