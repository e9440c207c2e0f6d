/** The patient pages' addresses, in one place for the view, the list, the editor and the tables. */
export const patientPath = (id: string) => `/patients/${encodeURIComponent(id)}`;
export const patientEditPath = (id: string) => `${patientPath(id)}/edit`;
/** The labels page printing one label for this patient (issue 11), opened in a new tab. */
export const patientLabelPath = (id: string) => `/patients/generate?id=${encodeURIComponent(id)}`;

/**
 * The router state the view passes to the editor when it found no patient for the label
 * (SPEC §2, API.md §5.7): the editor then registers it (POST) instead of updating it.
 *
 *   navigate(patientEditPath(id), { replace: true, state: newPatientState });
 */
export interface PatientEditState {
  isNew: true;
}
export const newPatientState: PatientEditState = { isNew: true };

/** True when the editor was opened by the view for a patient that does not exist yet. */
export function isNewPatientState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'isNew' in state && state.isNew === true;
}
