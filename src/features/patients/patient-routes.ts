import { uuidSchema } from '@contract/common';

/**
 * The router state the view passes to the editor when it found no patient for the label
 * (SPEC §2, API.md §5.7): the editor then registers it (POST) instead of updating it.
 *
 *   navigate(paths.patientEdit.href(id), { replace: true, state: newPatientState });
 */
export interface PatientEditState {
  isNew: true;
}
export const newPatientState: PatientEditState = { isNew: true };

/** True when the editor was opened by the view for a patient that does not exist yet. */
export function isNewPatientState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'isNew' in state && state.isNew === true;
}

/** True when `id` can be a label's patient id (a UUID, API.md §2.3). */
export const isPatientId = (id: string): boolean => uuidSchema.safeParse(id).success;
