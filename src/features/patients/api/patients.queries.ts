import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PatientCreateBody, PatientPatchBody } from '@contract/patients';
import { pagedQuery } from '@/lib/paged-query';
import { queryKeys } from '@/lib/query-keys';
import { useDeleteRecord, useUpdateRecord, type RecordWrites } from '@/lib/record-mutations';
import {
  deletePatient,
  findListedPatient,
  getPatient,
  getReviewInterval,
  listDue,
  listPatients,
  putReviewInterval,
  verifyPatient,
  registerPatient,
  updatePatient,
  type PatientListParams,
} from './patients.api';

export const patientKeys = queryKeys('patients');

export const patientQueries = {
  /** The patients list, and the Patients tables of a hospital or physician (by filter). */
  list: (params: PatientListParams) =>
    pagedQuery(patientKeys.list(params), (signal) => listPatients(params, signal)),
  /** One patient's list form, for 'Last updated … by <name>' (see findListedPatient). */
  authors: (id: string) =>
    queryOptions({
      queryKey: patientKeys.list({ authorsOf: id }),
      queryFn: ({ signal }) => findListedPatient(id, signal),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: patientKeys.detail(id),
      queryFn: ({ signal }) => getPatient(id, signal),
    }),
  /** [ours] Issue 24: the Due for review list (a patients list: refreshed with the others). */
  due: (params: { search: string; page: number }) =>
    pagedQuery(patientKeys.list({ due: true, ...params }), (signal) => listDue(params, signal)),
  reviewInterval: () =>
    queryOptions({
      queryKey: [...patientKeys.all, 'review-interval'] as const,
      queryFn: ({ signal }) => getReviewInterval(signal),
    }),
};

/** [ours] Issue 24: Mark as verified; the answer becomes the detail, and the lists refresh. */
export function useVerifyPatient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => verifyPatient(id, note),
    onSuccess: async (patient) => {
      queryClient.setQueryData(patientKeys.detail(patient.id), patient);
      await refreshAfterPatientChange(queryClient);
    },
  });
}

/** [ours] Issue 24: an admin changes the review interval; the due list follows it. */
export function useSetReviewInterval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (months: number) => putReviewInterval(months),
    onSuccess: async (answer) => {
      queryClient.setQueryData([...patientKeys.all, 'review-interval'], answer);
      await refreshAfterPatientChange(queryClient);
    },
  });
}

/**
 * After a patient is registered, updated or deleted: every patient list, which includes the
 * Patients tables of the hospital and physician pages (patient lists filtered by them) and the
 * authors read of the view. Nothing else embeds a patient.
 */
const refreshAfterPatientChange = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: patientKeys.lists() });

const patientWrites: RecordWrites = { keys: patientKeys, refresh: refreshAfterPatientChange };

/**
 * POST /patients. Its answer is the created form, not the full one the view reads, so it is not
 * cached as the detail: the detail is dropped instead (it may hold the 404 that sent the user to
 * the editor), so the view reads the patient afresh.
 */
export function useRegisterPatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PatientCreateBody) => registerPatient(body),
    onSuccess: async (created, body) => {
      // The address may spell the id in capitals; the server answers it in lower case.
      for (const id of new Set([body.id, created.id])) {
        queryClient.removeQueries({ queryKey: patientKeys.detail(id) });
      }
      await refreshAfterPatientChange(queryClient);
    },
  });
}

/** PATCH /patients/:id (one section or several): the full form answered becomes the detail. */
export function useUpdatePatient(id: string) {
  return useUpdateRecord(patientWrites, id, (patientId, body: PatientPatchBody) =>
    updatePatient(patientId, body),
  );
}

export function useDeletePatient() {
  return useDeleteRecord(patientWrites, deletePatient);
}
