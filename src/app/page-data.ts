import type { QueryClient } from '@tanstack/react-query';
import { LABEL_PAGE_DATA_ID } from '@contract/label-page';
import { paths } from '@contract/paths';
import { userReading } from '@/features/auth/api/auth.api';
import { authKeys } from '@/features/auth/api/auth.queries';
import { patientReading } from '@/features/patients/api/patients.api';
import { patientKeys } from '@/features/patients/api/patients.queries';

/**
 * A label page (`/patients/<id>`) opened with a live session arrives with the session user and
 * the patient in a `<script type="application/json">` block, read and audited by the server
 * exactly as GET /users/me and GET /patients/:id would answer. This seeds the query cache with
 * them once, before the router starts, so the page paints without asking; the block is removed,
 * so a later navigation never sees stale data. Anything unexpected (no block, another page, a
 * body the readers refuse) seeds nothing and the app asks the API as usual. True when seeded.
 */
export function seedFromPageData(
  queryClient: QueryClient,
  doc: Document = document,
  pathname: string = window.location.pathname,
): boolean {
  const element = doc.getElementById(LABEL_PAGE_DATA_ID);
  if (!element) return false;
  element.remove();
  let data: unknown;
  try {
    data = JSON.parse(element.textContent ?? '');
  } catch {
    return false;
  }
  if (typeof data !== 'object' || data === null) return false;
  const { user, patient, patientId } = data as Record<string, unknown>;
  if (typeof patientId !== 'string') return false;
  if (pathname.replace(/\/$/, '') !== paths.patient.href(patientId)) return false;
  const readUser = userReading.safeParse(user);
  const readPatient = patientReading.safeParse(patient);
  if (!readUser.success || !readPatient.success) return false;
  queryClient.setQueryData(authKeys.me(), readUser.data);
  queryClient.setQueryData(patientKeys.detail(patientId), readPatient.data);
  return true;
}
