import type { PatientCreateBody, PatientPatchBody } from '@contract/patients';
import { ApiError } from '@/lib/api-client';
import type { SaveCall } from './patient-save-errors';

/** The two writes the editor makes (the feature's record mutations). */
export interface PatientSaves {
  /** POST /patients. */
  register: (body: PatientCreateBody) => Promise<unknown>;
  /** PATCH /patients/:id. */
  update: (body: PatientPatchBody) => Promise<unknown>;
}

/** A failed call, remembering which one failed (API.md §5.7 words them differently). */
export class SaveCallError extends Error {
  constructor(
    readonly call: SaveCall,
    readonly error: unknown,
  ) {
    super(error instanceof Error ? error.message : String(error));
  }
}

async function attempt<T>(call: SaveCall, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new SaveCallError(call, error);
  }
}

/** 'created': the POST answered 201; 'conflict': 409, so the basic data was PATCHed instead. */
export type RegisterOutcome = 'created' | 'conflict';

/**
 * API.md §5.7 step 3: POST the basic information with the label's id; a 409 means the patient
 * exists, so the same data is PATCHed instead (when `patchOnConflict`; the final save PATCHes
 * every section afterwards anyway).
 */
export async function registerPatient(
  saves: PatientSaves,
  id: string,
  patientData: NonNullable<PatientPatchBody['patientData']>,
  patchOnConflict: boolean,
): Promise<RegisterOutcome> {
  try {
    await saves.register({ id, ...patientData });
    return 'created';
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) {
      throw new SaveCallError('register', error);
    }
  }
  if (patchOnConflict) await attempt('update', () => saves.update({ patientData }));
  return 'conflict';
}

/** A section update, its failure marked as the update's. */
export function updatePatient(saves: PatientSaves, body: PatientPatchBody): Promise<unknown> {
  return attempt('update', () => saves.update(body));
}
